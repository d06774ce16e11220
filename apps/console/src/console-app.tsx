import { consoleRoleNames } from '@gk/contract'
import { Button, Layout, Menu, Modal, Space, Spin, Typography } from 'antd'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { createHashRouter, Navigate, Outlet, RouterProvider, useLocation, useNavigate } from 'react-router'
import { callAdmin } from './lib/api.ts'
import { SECTIONS } from './lib/sections.ts'
import { consoleSession, useConsoleSession } from './lib/session.ts'
import { LoginPage } from './pages/login-page.tsx'
import { ForbiddenPage, NotFoundPage } from './pages/status-pages.tsx'
import { TicketsNavLabel } from './pages/tickets-nav-label.tsx'
import { ForcedPasswordPage, PasswordChangeForm } from './shell/password-change.tsx'
import { ReSignInDialog, SessionWatch } from './shell/session-watch.tsx'

// one chunk per page: the sign-in screen loads without the tables, editors and charts of the sections
const AccountsPage = lazy(() => import('./pages/accounts-page.tsx').then((m) => ({ default: m.AccountsPage })))
const AuditPage = lazy(() => import('./pages/audit-page.tsx').then((m) => ({ default: m.AuditPage })))
const CardsPage = lazy(() => import('./pages/cards-page.tsx').then((m) => ({ default: m.CardsPage })))
const ContentPage = lazy(() => import('./pages/content-page.tsx').then((m) => ({ default: m.ContentPage })))
const DashboardPage = lazy(() => import('./pages/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })))
const DataImportPage = lazy(() => import('./pages/data-import-page.tsx').then((m) => ({ default: m.DataImportPage })))
const OrdersPage = lazy(() => import('./pages/orders-page.tsx').then((m) => ({ default: m.OrdersPage })))
const PartnersPage = lazy(() => import('./pages/partners-page.tsx').then((m) => ({ default: m.PartnersPage })))
const ProductsPage = lazy(() => import('./pages/products-page.tsx').then((m) => ({ default: m.ProductsPage })))
const TicketDetailPage = lazy(() => import('./pages/ticket-detail-page.tsx').then((m) => ({ default: m.TicketDetailPage })))
const TicketsPage = lazy(() => import('./pages/tickets-page.tsx').then((m) => ({ default: m.TicketsPage })))
const UsersPage = lazy(() => import('./pages/users-page.tsx').then((m) => ({ default: m.UsersPage })))

/** A section's page for the roles that may use it, the 403 page for any other (a typed or bookmarked address). */
function RoleGate({ section, children }: { section: string; children: ReactNode }) {
  const session = useConsoleSession()
  const roles = SECTIONS.find((s) => s.key === section)?.roles ?? []
  return session && roles.includes(session.account.Role) ? children : <ForbiddenPage />
}

const gated = (section: string, page: ReactNode) => <RoleGate section={section}>{page}</RoleGate>

function Shell() {
  const session = useConsoleSession()
  const navigate = useNavigate()
  const location = useLocation()
  const [changingPassword, setChangingPassword] = useState(false)
  // after signing in, back to the page that was asked for (a bookmarked ticket, not the list)
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />
  // signed out at once: the call reads the token before the session is dropped, and a slow server never leaves the
  // desk open after 退出 (a page loaded meanwhile would still find the session)
  const logout = () => {
    if (!session.expired) void callAdmin('Admin/Logout', {}, { quiet: true }).catch(() => null)
    consoleSession.set(null)
  }
  if (session.account.MustChangePassword) return <ForcedPasswordPage userName={session.account.UserName} onSignOut={logout} />
  // 咨询工单 carries the count of tickets with a student's message the expert has not read
  const items = SECTIONS.filter((s) => s.roles.includes(session.account.Role)).map((s) => ({
    key: s.key,
    label: s.key === '/tickets' ? <TicketsNavLabel label={s.label} /> : s.label,
  }))
  const selected = SECTIONS.find((s) => location.pathname.startsWith(s.key))?.key ?? ''
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={200} theme="light" style={{ borderRight: '1px solid #f0f0f0' }}>
        <div style={{ padding: '18px 20px', fontWeight: 600, fontSize: 16 }}>高考志愿 · 后台</div>
        <Menu mode="inline" selectedKeys={[selected]} items={items} onClick={(e) => void navigate(e.key)} />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: '#fff', borderBottom: '1px solid #f0f0f0', display: 'flex', justifyContent: 'flex-end', alignItems: 'center' }}>
          <Space>
            <Typography.Text data-testid="console-user">
              {session.account.DisplayName}（{consoleRoleNames[session.account.Role]}）
            </Typography.Text>
            <Button size="small" onClick={() => setChangingPassword(true)}>
              修改密码
            </Button>
            <Button size="small" onClick={logout}>
              退出
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      <SessionWatch />
      <ReSignInDialog onSignOut={logout} />
      <Modal open={changingPassword} title="修改密码" footer={null} destroyOnHidden onCancel={() => setChangingPassword(false)}>
        <PasswordChangeForm userName={session.account.UserName} onDone={() => setChangingPassword(false)} />
      </Modal>
    </Layout>
  )
}

const router = createHashRouter([
  { path: '/login', element: <LoginPage /> },
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: 'dashboard', element: gated('/dashboard', <DashboardPage />) },
      { path: 'tickets', element: gated('/tickets', <TicketsPage />) },
      { path: 'tickets/:ticketId', element: gated('/tickets', <TicketDetailPage />) },
      { path: 'orders', element: gated('/orders', <OrdersPage />) },
      { path: 'users', element: gated('/users', <UsersPage />) },
      { path: 'products', element: gated('/products', <ProductsPage />) },
      { path: 'cards', element: gated('/cards', <CardsPage />) },
      { path: 'content', element: gated('/content', <ContentPage />) },
      { path: 'partners', element: gated('/partners', <PartnersPage />) },
      { path: 'data-import', element: gated('/data-import', <DataImportPage />) },
      { path: 'accounts', element: gated('/accounts', <AccountsPage />) },
      { path: 'audit', element: gated('/audit', <AuditPage />) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
])

/** The operator console: desktop layout, its own sign-in, sections by role. */
export function ConsoleApp() {
  return <RouterProvider router={router} />
}
