import { useQuery } from '@tanstack/react-query'
import { Card, Col, Row, Space, Statistic, Typography } from 'antd'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { yuan } from '../lib/api.ts'
import { adminQuery } from '../lib/queries.ts'

function Figure({ title, value, suffix, to, testId }: { title: string; value: number; suffix?: ReactNode; to: string; testId: string }) {
  return (
    <Col span={6}>
      <Link to={to} data-testid={testId}>
        <Card hoverable size="small">
          <Statistic title={title} value={value} suffix={suffix} />
        </Card>
      </Link>
    </Col>
  )
}

/**
 * The console's landing page: today's paid orders and refunds (Beijing day; operators and admins), open tickets
 * past their deadline, tickets without an expert and tickets with a student's unread follow-up, each a link to
 * the list it counts.
 */
export function DashboardPage() {
  const board = useQuery({ ...adminQuery('Admin/Dashboard', {}), refetchInterval: 60_000 })
  const d = board.data
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="dashboard">
      <Typography.Title level={4} style={{ margin: 0 }}>
        工作台{d ? <Typography.Text type="secondary"> · {d.Day}（北京时间）</Typography.Text> : null}
      </Typography.Title>
      {d ? (
        <Row gutter={[16, 16]}>
          {d.PaidOrders ? (
            <Figure title="今日支付订单" value={d.PaidOrders.Count} suffix={`笔 · ¥${yuan(d.PaidOrders.AmountFen)}`} to="/orders" testId="dashboard-orders" />
          ) : null}
          {d.Refunds ? (
            <Figure title="今日退款" value={d.Refunds.Count} suffix={`笔 · ¥${yuan(d.Refunds.AmountFen)}`} to="/orders" testId="dashboard-refunds" />
          ) : null}
          <Figure title="超时未交付工单" value={d.OverdueTickets} suffix="个" to="/tickets" testId="dashboard-overdue" />
          <Figure title="待分配工单" value={d.UnassignedTickets} suffix="个" to="/tickets" testId="dashboard-unassigned" />
          <Figure title="学生追问未读" value={d.UnreadTickets} suffix="个工单" to="/tickets" testId="dashboard-unread" />
        </Row>
      ) : (
        <Card loading={board.isPending}>{board.isError ? '工作台数据加载失败' : null}</Card>
      )}
    </Space>
  )
}
