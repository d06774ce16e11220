import { TabBar as AdmTabBar } from 'antd-mobile'
import type { ReactNode } from 'react'
import { TAB_COLOR_DEFAULT, TAB_COLOR_SELECTED } from '@gk/contract'
import { useSession } from '../../lib/session-store.ts'
import { tabBadge } from './tab-badge.ts'
import './tab-bar.css'

export type TabItem = { index: number; path: string; title: string; icon: ReactNode }

export type TabBarProps = { tabs: readonly TabItem[]; activePath: string; onSelect: (path: string) => void }

/** The bottom tab bar; only registered tabs are passed in, the badge stays tied to index 2. */
export function TabBar({ tabs, activePath, onSelect }: TabBarProps) {
  const news = useSession((s) => s.news)
  return (
    <nav className="gk-tab-bar" aria-label="底部导航">
      <AdmTabBar activeKey={activePath} onChange={onSelect} safeArea>
        {tabs.map((tab) => {
          const badge = tabBadge(tab.index, news)
          const active = tab.path === activePath
          return (
            <AdmTabBar.Item
              key={tab.path}
              title={<span style={{ color: active ? TAB_COLOR_SELECTED : TAB_COLOR_DEFAULT }}>{tab.title}</span>}
              icon={<span style={{ color: active ? TAB_COLOR_SELECTED : TAB_COLOR_DEFAULT }}>{tab.icon}</span>}
              badge={badge === undefined ? undefined : badge > 99 ? '99+' : badge}
            />
          )
        })}
      </AdmTabBar>
    </nav>
  )
}
