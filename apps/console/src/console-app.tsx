import { consoleRoleNames, type ConsoleRole } from '@gk/contract'
import { Button, Layout, Menu, Space, Spin, Typography } from 'antd'
import { lazy, Suspense } from 'react'
import { createHashRouter, Navigate, Outlet, RouterProvider, useLocation, useNavigate } from 'react-router'
import { callAdmin } from './lib/api.ts'
import { consoleSession, useConsoleSession } from './lib/session.ts'
import { LoginPage } from './pages/login-page.tsx'

// one chunk per page: the sign-in screen loads without the tables, editors and charts of the sections
const AccountsPage = lazy(() => import('./pages/accounts-page.tsx').then((m) => ({ default: m.AccountsPage })))
const AuditPage = lazy(() => import('./pages/audit-page.tsx').then((m) => ({ default: m.AuditPage })))
const CardsPage = lazy(() => import('./pages/cards-page.tsx').then((m) => ({ default: m.CardsPage })))
const ContentPage = lazy(() => import('./pages/content-page.tsx').then((m) => ({ default: m.ContentPage })))
const DataImportPage = lazy(() => import('./pages/data-import-page.tsx').then((m) => ({ default: m.DataImportPage })))
const OrdersPage = lazy(() => import('./pages/orders-page.tsx').then((m) => ({ default: m.OrdersPage })))
const PartnersPage = lazy(() => import('./pages/partners-page.tsx').then((m) => ({ default: m.PartnersPage })))
const ProductsPage = lazy(() => import('./pages/products-page.tsx').then((m) => ({ default: m.ProductsPage })))
const TicketDetailPage = lazy(() => import('./pages/ticket-detail-page.tsx').then((m) => ({ default: m.TicketDetailPage })))
const TicketsPage = lazy(() => import('./pages/tickets-page.tsx').then((m) => ({ default: m.TicketsPage })))
const UsersPage = lazy(() => import('./pages/users-page.tsx').then((m) => ({ default: m.UsersPage })))

type Section = { key: string; label: string; roles: readonly ConsoleRole[] }

// the same split as the server's role table (adminRoles): the menu only hides what the server refuses
const SECTIONS: Section[] = [
  { key: '/tickets', label: '咨询工单', roles: ['expert', 'operator', 'admin'] },
  { key: '/orders', label: '订单与退款', roles: ['operator', 'admin'] },
  { key: '/users', label: '用户与权益', roles: ['operator', 'admin'] },
  { key: '/products', label: '商品与价格', roles: ['operator', 'admin'] },
  { key: '/cards', label: '激活卡批次', roles: ['operator', 'admin'] },
  { key: '/content', label: '内容管理', roles: ['operator', 'admin'] },
  { key: '/partners', label: '合作与服务商', roles: ['operator', 'admin'] },
  { key: '/data-import', label: '年度数据导入', roles: ['operator', 'admin'] },
  { key: '/accounts', label: '后台账号', roles: ['admin'] },
  { key: '/audit', label: '操作日志', roles: ['admin'] },
]

function Shell() {
  const session = useConsoleSession()
  const navigate = useNavigate()
  const location = useLocation()
  if (!session) return <Navigate to="/login" replace />
  const items = SECTIONS.filter((s) => s.roles.includes(session.account.Role)).map((s) => ({ key: s.key, label: s.label }))
  const selected = SECTIONS.find((s) => location.pathname.startsWith(s.key))?.key ?? '/tickets'
  const logout = async () => {
    await callAdmin('Admin/Logout', {}, { quiet: true }).catch(() => null)
    consoleSession.set(null)
  }
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
            <Button size="small" onClick={() => void logout()}>
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
    </Layout>
  )
}

const router = createHashRouter([
  { path: '/login', element: <LoginPage /> },
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <Navigate to="/tickets" replace /> },
      { path: 'tickets', element: <TicketsPage /> },
      { path: 'tickets/:ticketId', element: <TicketDetailPage /> },
      { path: 'orders', element: <OrdersPage /> },
      { path: 'users', element: <UsersPage /> },
      { path: 'products', element: <ProductsPage /> },
      { path: 'cards', element: <CardsPage /> },
      { path: 'content', element: <ContentPage /> },
      { path: 'partners', element: <PartnersPage /> },
      { path: 'data-import', element: <DataImportPage /> },
      { path: 'accounts', element: <AccountsPage /> },
      { path: 'audit', element: <AuditPage /> },
    ],
  },
])

/** The operator console: desktop layout, its own sign-in, sections by role. */
export function ConsoleApp() {
  return <RouterProvider router={router} />
}
