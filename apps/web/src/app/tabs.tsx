import { AppOutline, MessageOutline, UserOutline, VideoOutline } from 'antd-mobile-icons'
import type { TabItem } from '../components/layouts/tab-bar.tsx'
import { paths } from '../config/paths.ts'
import { isRegistered } from './route-table.ts'

/** The spec's four bottom tabs in index order. */
export const allTabs: readonly TabItem[] = [
  { index: 0, path: paths.home, title: '首页', icon: <AppOutline /> },
  { index: 1, path: paths.ai, title: 'AI大模型', icon: <MessageOutline /> },
  { index: 2, path: paths.preciseLearning, title: '精准学', icon: <VideoOutline /> },
  { index: 3, path: paths.personal, title: '我的', icon: <UserOutline /> },
]

/** Tabs whose screens are built; the index (and so the badge rule) stays the spec's. */
export const visibleTabs: readonly TabItem[] = allTabs.filter((tab) => isRegistered(tab.path))
