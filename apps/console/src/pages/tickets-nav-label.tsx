import { useQuery } from '@tanstack/react-query'
import { Badge, Space } from 'antd'
import { adminQuery } from '../lib/queries.ts'
import { useConsoleSession } from '../lib/session.ts'

/**
 * The 咨询工单 menu entry for experts and admins: the number of their tickets with a student's message they have
 * not read, refreshed every minute (issue 34 item 5). Operators see the plain label (the count is the experts').
 */
export function TicketsNavLabel({ label = '咨询工单' }: { label?: string }) {
  const session = useConsoleSession()
  const forExperts = session?.account.Role === 'expert' || session?.account.Role === 'admin'
  const unread = useQuery({ ...adminQuery('Admin/TicketUnreadCount', {}), enabled: forExperts, refetchInterval: 60_000 })
  const count = unread.data?.Count ?? 0
  return (
    <Space size={6}>
      {label}
      {forExperts && count > 0 ? <Badge count={count} size="small" title={`${count}个工单有学生新留言`} data-testid="nav-unread" /> : null}
    </Space>
  )
}
