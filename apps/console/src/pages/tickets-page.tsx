import { useQuery } from '@tanstack/react-query'
import type { AdminTicket } from '@gk/contract'
import { Badge, Segmented, Space, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { beijing } from '../lib/api.ts'
import { adminQuery } from '../lib/queries.ts'

export const stateColors: Record<string, string> = {
  paid: 'orange',
  assigned: 'blue',
  in_progress: 'processing',
  delivered: 'green',
  closed: 'default',
  refunded: 'red',
}

/** The expert's queue: open tickets (and those with a student's unread follow-up) by deadline, or their own, or all. */
export function TicketsPage() {
  const [scope, setScope] = useState<'open' | 'mine' | 'all'>('open')
  const navigate = useNavigate()
  const tickets = useQuery(adminQuery('Admin/TicketList', { Scope: scope }))
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Title level={4} style={{ margin: 0 }}>
        咨询工单
      </Typography.Title>
      <Segmented
        value={scope}
        onChange={(v) => setScope(v as typeof scope)}
        options={[
          { label: '待处理', value: 'open' },
          { label: '我的', value: 'mine' },
          { label: '全部', value: 'all' },
        ]}
      />
      <Table<AdminTicket>
        rowKey="TicketId"
        loading={tickets.isPending}
        dataSource={tickets.data ?? []}
        onRow={(t) => ({ onClick: () => void navigate(`/tickets/${t.TicketId}`), style: { cursor: 'pointer' } })}
        columns={[
          {
            title: '工单',
            dataIndex: 'TicketId',
            width: 120,
            render: (v: number, t) =>
              t.Unread > 0 ? (
                <Space size={6}>
                  {v}
                  <Badge count={t.Unread} title={`学生有${t.Unread}条新留言`} />
                  <Tag color="red">新留言</Tag>
                </Space>
              ) : (
                v
              ),
          },
          { title: '服务', dataIndex: 'ServiceName' },
          { title: '学生', dataIndex: 'Mobile' },
          { title: '志愿表', dataIndex: 'WishName' },
          { title: '状态', dataIndex: 'StateName', render: (v: string, t) => <Tag color={stateColors[t.State]}>{v}</Tag> },
          { title: '专家', dataIndex: 'ExpertName', render: (v: string | null) => v ?? '—' },
          { title: '截止', dataIndex: 'DueAt', render: (v: string | null) => beijing(v) },
        ]}
      />
    </Space>
  )
}
