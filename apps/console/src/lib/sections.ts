import type { ConsoleRole } from '@gk/contract'

type Section = { key: string; label: string; roles: readonly ConsoleRole[] }

// the same split as the server's role table (adminRoles): the menu only hides what the server refuses
export const SECTIONS: Section[] = [
  // the landing page: today's orders and refunds for operators, overdue, unassigned and unread tickets for all
  { key: '/dashboard', label: '工作台', roles: ['expert', 'operator', 'admin'] },
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

/** Whether a console path (e.g. `/tickets/41`) belongs to a section the role may use. */
export function sectionAllows(path: string, role: ConsoleRole): boolean {
  const section = SECTIONS.find((s) => path === s.key || path.startsWith(`${s.key}/`))
  return !!section && section.roles.includes(role)
}
