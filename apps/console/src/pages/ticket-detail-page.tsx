import { useQuery, useQueryClient } from '@tanstack/react-query'
import { endpointKey } from '@gk/client'
import { Button, Card, Col, Input, List, Row, Space, Tag, Typography, message } from 'antd'
import { useState } from 'react'
import { useParams } from 'react-router'
import { beijing, callAdmin } from '../lib/api.ts'
import { adminQuery } from '../lib/queries.ts'
import { useConsoleSession } from '../lib/session.ts'
import { DeliverCard } from './deliver-card.tsx'
import { TableCard } from './table-card.tsx'
import { StudentSide } from './ticket-student-side.tsx'
import { stateColors } from './tickets-page.tsx'
import { markText } from './wish-editor.tsx'

/** One ticket for the expert: the student's side, the editor, reply and deliver. */
export function TicketDetailPage() {
  const id = Number(useParams().ticketId)
  const session = useConsoleSession()
  const queryClient = useQueryClient()
  const ticket = useQuery(adminQuery('Admin/TicketDetail', { TicketId: id }))
  const [reply, setReply] = useState('')
  const t = ticket.data
  if (!t) return <Card loading={ticket.isPending}>{ticket.isError ? '工单不存在' : null}</Card>

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: adminQuery('Admin/TicketDetail', { TicketId: id }).queryKey })
    // the queue and the navigation's unread count change with the ticket
    await queryClient.invalidateQueries({ queryKey: endpointKey('Admin/TicketList') })
    await queryClient.invalidateQueries({ queryKey: endpointKey('Admin/TicketUnreadCount') })
  }
  /** true when the server accepted the call (the deliver card drops its local drafts inside `fn`, on acceptance) */
  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn()
    } catch {
      return false // shown by callAdmin
    }
    void message.success(done)
    await refresh()
    return true
  }
  const mine = t.ExpertAccountId === session?.account.AccountId || session?.account.Role === 'admin'
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="ticket-detail">
      <Space align="center" wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          工单 #{t.TicketId} · {t.ServiceName}
        </Typography.Title>
        <Tag color={stateColors[t.State]}>{t.StateName}</Tag>
        <Typography.Text type="secondary">
          学生 {t.Mobile} · 截止 {beijing(t.DueAt)} {t.ExpertName ? `· 专家 ${t.ExpertName}` : ''}
        </Typography.Text>
      </Space>
      <Row gutter={16}>
        {/* minWidth 0: a column never grows past its half of the page, whatever it holds */}
        <Col span={12} style={{ minWidth: 0 }}>
          <StudentSide t={t} />
        </Col>
        <Col span={12} style={{ minWidth: 0 }}>
          <Space direction="vertical" style={{ width: '100%' }} size="middle">
            {t.State === 'paid' ? (
              <Button type="primary" onClick={() => void act(() => callAdmin('Admin/TicketAssign', { TicketId: id }), '已接单')}>
                接单
              </Button>
            ) : null}
            {t.State === 'assigned' && mine ? (
              <Button type="primary" onClick={() => void act(() => callAdmin('Admin/TicketStart', { TicketId: id }), '已开始处理')}>
                开始处理
              </Button>
            ) : null}
            {t.State === 'in_progress' && mine ? <DeliverCard key={t.TicketId} t={t} act={act} /> : null}
            {t.Result ? <TableCard title={t.Service === 'review' ? '修订后的志愿表' : '交付的志愿表'} table={t.Result} testId="result-table" /> : null}
            {t.State === 'delivered' || t.State === 'closed' ? (
              <Card size="small" title="已交付的意见" data-testid="delivered-review">
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{t.Review}</Typography.Paragraph>
                {t.Marks.map((m) => (
                  <div key={`${m.Position}${m.Note}`}>{markText(m)}</div>
                ))}
              </Card>
            ) : null}
            <Card size="small" title="沟通记录">
              <List
                size="small"
                dataSource={t.Messages}
                renderItem={(m) => (
                  <List.Item>
                    <List.Item.Meta
                      title={`${m.AuthorName} · ${beijing(m.CreatedAt)}`}
                      description={<span style={{ whiteSpace: 'pre-wrap' }}>{m.Body}</span>}
                    />
                  </List.Item>
                )}
              />
              {mine && ['assigned', 'in_progress', 'delivered'].includes(t.State) ? (
                <Space.Compact style={{ width: '100%' }}>
                  <Input value={reply} onChange={(e) => setReply(e.target.value)} placeholder="回复学生" />
                  <Button
                    disabled={!reply.trim()}
                    onClick={() => void act(() => callAdmin('Admin/TicketReply', { TicketId: id, Body: reply.trim() }), '已回复').then(() => setReply(''))}
                  >
                    发送
                  </Button>
                </Space.Compact>
              ) : null}
            </Card>
          </Space>
        </Col>
      </Row>
    </Space>
  )
}
