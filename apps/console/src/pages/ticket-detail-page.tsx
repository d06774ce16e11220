import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminTicketDetail, Mark } from '@gk/contract'
import { Alert, Button, Card, Col, Descriptions, Empty, Input, List, Row, Select, Space, Table, Tag, Typography, message } from 'antd'
import { useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { beijing, callAdmin } from '../lib/api.ts'
import { adminQuery } from '../lib/queries.ts'
import { useConsoleSession } from '../lib/session.ts'
import { stateColors } from './tickets-page.tsx'
import { labelOf, MarksEditor, tierTag, WishEditor, type EditableWish } from './wish-editor.tsx'

const BUDGET = { any: '不限', under10k: '1万以内', under20k: '2万以内', under50k: '5万以内' } as const
const RISK = { conservative: '稳妥为主', balanced: '稳中求进', aggressive: '敢于冲刺' } as const

function StudentSide({ t }: { t: AdminTicketDetail }) {
  const table = t.Table
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card size="small" title="学生成绩档案">
        {t.Profile ? (
          <Descriptions size="small" column={2}>
            <Descriptions.Item label="省份">{t.Profile.ProvinceName}</Descriptions.Item>
            <Descriptions.Item label="年份">{t.Profile.Year}</Descriptions.Item>
            <Descriptions.Item label="分数">{t.Profile.Score}</Descriptions.Item>
            <Descriptions.Item label="位次">{t.Profile.Rank ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="科类">{t.Profile.SubjectType}</Descriptions.Item>
            <Descriptions.Item label="选科">{t.Profile.Subjects.join('、') || '—'}</Descriptions.Item>
          </Descriptions>
        ) : (
          <Typography.Text type="secondary">学生尚未填写成绩</Typography.Text>
        )}
      </Card>
      {t.Questionnaire ? (
        <Card size="small" title="定制问卷">
          <Descriptions size="small" column={1}>
            <Descriptions.Item label="兴趣">{t.Questionnaire.Interests.join('、') || '—'}</Descriptions.Item>
            <Descriptions.Item label="城市">{t.Questionnaire.Cities.join('、') || '—'}</Descriptions.Item>
            <Descriptions.Item label="预算">{BUDGET[t.Questionnaire.Budget]}</Descriptions.Item>
            <Descriptions.Item label="风险偏好">{RISK[t.Questionnaire.RiskAppetite]}</Descriptions.Item>
            <Descriptions.Item label="补充">{t.Questionnaire.Notes || '—'}</Descriptions.Item>
          </Descriptions>
        </Card>
      ) : null}
      {table ? (
        <Card size="small" title={`学生志愿表：${table.Name}（${table.BatchName}，${table.WishCount}个志愿）`} data-testid="student-table">
          <Alert type="info" showIcon message={table.Analysis.Summary} style={{ marginBottom: 8 }} />
          <Table
            size="small"
            pagination={false}
            rowKey={(w) => w.UnitId}
            dataSource={table.Wishes.map((w, i) => ({ ...w, Landing: table.Analysis.Landing[i] }))}
            columns={[
              { title: '#', width: 36, render: (_v, _w, i) => i + 1 },
              { title: '志愿', render: (_v, w) => labelOf(w) },
              { title: '梯度', width: 70, render: (_v, w) => tierTag(w.Row?.Tier, w.Row?.TierName ?? '') },
              {
                title: '录取概率',
                width: 80,
                render: (_v, w) => (w.Row?.Probability === null || w.Row?.Probability === undefined ? '—' : `${Math.round(w.Row.Probability * 100)}%`),
              },
              { title: '落点', width: 70, render: (_v, w) => (w.Landing ? `${Math.round(w.Landing.Landing * 100)}%` : '—') },
            ]}
          />
          <List
            size="small"
            header="引擎检查"
            dataSource={table.Analysis.Findings}
            locale={{ emptyText: '未发现问题' }}
            renderItem={(f) => (
              <List.Item>
                <Tag color={f.Severity === 'fatal' ? 'red' : f.Severity === 'serious' ? 'orange' : 'gold'}>{f.Position ? `第${f.Position}志愿` : '整体'}</Tag>
                {f.Message}
              </List.Item>
            )}
          />
        </Card>
      ) : t.Service === 'review' ? (
        <Empty description="学生的志愿表已删除" />
      ) : null}
    </Space>
  )
}

/** One ticket for the expert: the student's side, the editor, reply and deliver. */
export function TicketDetailPage() {
  const id = Number(useParams().ticketId)
  const session = useConsoleSession()
  const queryClient = useQueryClient()
  const ticket = useQuery(adminQuery('Admin/TicketDetail', { TicketId: id }))
  const [wishes, setWishes] = useState<EditableWish[]>([])
  const [marks, setMarks] = useState<Mark[]>([])
  const [review, setReview] = useState('')
  const [reply, setReply] = useState('')
  const [batchId, setBatchId] = useState('')
  const t = ticket.data
  useEffect(() => {
    if (!t) return
    setWishes(
      (t.Table?.Wishes ?? []).map((w) => ({ UnitId: w.UnitId, MajorNames: w.MajorNames, IsAdjustmentAccepted: w.IsAdjustmentAccepted, Label: labelOf(w) })),
    )
    setBatchId(t.Table?.BatchId ?? t.Batches.find((b) => b.IsAvailable)?.BatchId ?? '')
  }, [t])
  if (!t) return <Card loading={ticket.isPending}>{ticket.isError ? '工单不存在' : null}</Card>

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminQuery('Admin/TicketDetail', { TicketId: id }).queryKey })
  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn()
      void message.success(done)
      await refresh()
    } catch {
      // shown by callAdmin
    }
  }
  const mine = t.ExpertAccountId === session?.account.AccountId || session?.account.Role === 'admin'
  const changed = JSON.stringify(wishes.map((w) => w.UnitId)) !== JSON.stringify((t.Table?.Wishes ?? []).map((w) => w.UnitId))
  const deliver = () =>
    act(
      () =>
        callAdmin('Admin/TicketDeliver', {
          TicketId: id,
          Review: review,
          Marks: marks.filter((m) => m.Note.trim()),
          ...(t.Service === 'custom' || changed ? { Wishes: wishes.map(({ Label: _label, ...w }) => w), BatchId: batchId } : {}),
        }),
      '已交付',
    )

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="ticket-detail">
      <Space align="center">
        <Typography.Title level={4} style={{ margin: 0 }}>
          工单 #{t.TicketId} · {t.ServiceName}
        </Typography.Title>
        <Tag color={stateColors[t.State]}>{t.StateName}</Tag>
        <Typography.Text type="secondary">
          学生 {t.Mobile} · 截止 {beijing(t.DueAt)} {t.ExpertName ? `· 专家 ${t.ExpertName}` : ''}
        </Typography.Text>
      </Space>
      <Row gutter={16}>
        <Col span={12}>
          <StudentSide t={t} />
        </Col>
        <Col span={12}>
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
            {t.State === 'in_progress' && mine ? (
              <Card size="small" title={t.Service === 'review' ? '审核与修订' : '定制志愿表'} data-testid="deliver-card">
                <Space direction="vertical" style={{ width: '100%' }}>
                  <Typography.Text strong>
                    {t.Service === 'review' ? '修订后的志愿表（调整后交付时存入学生的志愿表列表）' : '为学生填报的志愿表'}
                  </Typography.Text>
                  {t.Service === 'custom' ? (
                    <Select
                      style={{ width: 320 }}
                      value={batchId}
                      onChange={setBatchId}
                      options={t.Batches.map((b) => ({ value: b.BatchId, label: b.BatchName, disabled: !b.IsAvailable }))}
                      placeholder="选择批次"
                    />
                  ) : null}
                  <WishEditor wishes={wishes} onChange={setWishes} suggested={t.Table?.Analysis.SuggestedOrder ?? null} />
                  <Typography.Text strong>位置批注</Typography.Text>
                  <MarksEditor marks={marks} onChange={setMarks} max={Math.max(wishes.length, t.Table?.WishCount ?? 1)} />
                  <Typography.Text strong>书面意见</Typography.Text>
                  <Input.TextArea
                    rows={6}
                    value={review}
                    onChange={(e) => setReview(e.target.value)}
                    placeholder="整体评价、风险提示和修改理由（至少10个字）"
                    data-testid="review-text"
                  />
                  <Button type="primary" disabled={review.trim().length < 10} onClick={() => void deliver()}>
                    交付给学生
                  </Button>
                </Space>
              </Card>
            ) : null}
            {t.State === 'delivered' || t.State === 'closed' ? (
              <Card size="small" title="已交付的意见">
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{t.Review}</Typography.Paragraph>
                {t.Marks.map((m) => (
                  <div key={`${m.Position}${m.Note}`}>
                    第{m.Position}志愿：{m.Note}
                  </div>
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
