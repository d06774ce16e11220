import { AGREEMENT_VERSION } from '@gk/contract'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router'
import { AppNavBar } from '../components/layouts/nav-bar.tsx'
import { TabBar } from '../components/layouts/tab-bar.tsx'
import { NoticeBadgeSync } from '../features/learning/components/notice-badge-sync.tsx'
import { paths } from '../config/paths.ts'
import { storage } from '../lib/storage.ts'
import { RouteAvailability } from './route-availability.ts'
import { isRegistered, type RouteEntry } from './route-table.ts'
import { visibleTabs } from './tabs.tsx'

const APP_TITLE = '高考志愿规划'

// the consent dialog shows once per device: its code (and the checkbox it shares with the sign-up
// forms) loads only for a device that has not agreed yet, not with every start
const ConsentDialog = lazy(() => import('../features/account/components/consent-dialog.tsx').then((module) => ({ default: module.ConsentDialog })))

type RouteHandle = { entry?: RouteEntry; title?: string }

/** Shell of every screen: default blue bar (or the tab page's own), the page, the tab bar. */
export function RootLayout() {
  const matches = useMatches()
  const handle = matches.at(-1)?.handle as RouteHandle | undefined
  const entry = handle?.entry
  const title = entry?.title ?? handle?.title ?? APP_TITLE
  const navigate = useNavigate()
  const location = useLocation()
  const isTab = entry?.tab !== undefined
  const [askConsent] = useState(() => storage.get('consentVersion') !== AGREEMENT_VERSION)

  useEffect(() => {
    document.title = title
  }, [title])
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [location.pathname])

  // the first entry of the history (opened from a link) has nowhere to go back to: go home
  const back = () => (location.key === 'default' ? void navigate(`/${paths.home}`, { replace: true }) : void navigate(-1))

  return (
    <RouteAvailability.Provider value={isRegistered}>
      <div className={isTab ? 'gk-shell gk-shell--tab' : 'gk-shell'}>
        {isTab ? null : <AppNavBar title={title} onBack={back} />}
        <main className="gk-page">
          <Outlet />
        </main>
        {/* the tab-2 badge counts unread notices and messages on every tab, not only on that one */}
        {isTab ? <NoticeBadgeSync /> : null}
        {isTab && entry ? <TabBar tabs={visibleTabs} activePath={entry.path} onSelect={(path) => void navigate(`/${path}`)} /> : null}
        {askConsent ? (
          <Suspense fallback={null}>
            <ConsentDialog route={location.pathname} />
          </Suspense>
        ) : null}
      </div>
    </RouteAvailability.Provider>
  )
}
