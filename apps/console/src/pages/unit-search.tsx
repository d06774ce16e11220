import { useQuery } from '@tanstack/react-query'
import type { UnitListRow } from '@gk/contract'
import { Alert, Button, Form, Input, Space, Table, Tooltip, Typography } from 'antd'
import { useState } from 'react'
import { adminQuery } from '../lib/queries.ts'
import { chanceText, tierTag, unitLabel } from './wish-format.tsx'

type Terms = { Keyword: string; GroupCode: string; Major: string }

/**
 * Finds units of the ticket's batch by college, 专业组 and major, each with the student's chance and 冲稳保 (the
 * student's own search and lists answer, ADR 056). Only a unit found here can be added: a name typed by hand
 * never reaches the table.
 */
export function UnitSearch({
  ticketId,
  batchId,
  taken,
  full,
  onAdd,
}: {
  ticketId: number
  batchId: string
  /** unit ids already in the table */
  taken: ReadonlySet<string>
  /** the table holds as many wishes as the batch allows */
  full: boolean
  onAdd: (row: UnitListRow) => void
}) {
  const [form] = Form.useForm<Terms>()
  const [terms, setTerms] = useState<Terms | null>(null)
  const found = useQuery({
    ...adminQuery('Admin/TicketUnitSearch', { TicketId: ticketId, BatchId: batchId, ...(terms ?? { Keyword: '', GroupCode: '', Major: '' }) }),
    enabled: terms !== null && Boolean(batchId),
  })
  const submit = (v: Terms) => setTerms({ Keyword: (v.Keyword ?? '').trim(), GroupCode: (v.GroupCode ?? '').trim(), Major: (v.Major ?? '').trim() })
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="unit-search">
      <Form form={form} layout="inline" onFinish={submit}>
        <Form.Item name="Keyword" label="院校">
          <Input placeholder="院校名称或拼音" style={{ width: 160 }} allowClear />
        </Form.Item>
        <Form.Item name="GroupCode" label="专业组">
          <Input placeholder="如 03" style={{ width: 80 }} allowClear />
        </Form.Item>
        <Form.Item name="Major" label="专业">
          <Input placeholder="如 计算机" style={{ width: 130 }} allowClear />
        </Form.Item>
        <Button htmlType="submit" type="primary" loading={found.isFetching}>
          搜索
        </Button>
      </Form>
      {full ? <Alert type="warning" showIcon message="志愿数已达该批次上限，删除一个后才能添加" /> : null}
      {terms && !terms.Keyword && !terms.GroupCode && !terms.Major ? <Typography.Text type="secondary">请输入院校、专业组或专业</Typography.Text> : null}
      {found.data ? (
        <Table<UnitListRow>
          size="small"
          rowKey="UnitId"
          pagination={false}
          scroll={{ y: 320 }}
          dataSource={found.data.List}
          locale={{ emptyText: '没有找到该批次的院校或专业组' }}
          columns={[
            { title: '院校 / 专业组', render: (_v, r) => unitLabel(r) },
            { title: '专业', render: (_v, r) => <Typography.Text ellipsis={{ tooltip: r.Majors.join('、') }}>{r.Majors.join('、') || '—'}</Typography.Text> },
            { title: '梯度', width: 64, render: (_v, r) => tierTag(r.Tier, r.TierName) },
            { title: '录取概率', width: 76, render: (_v, r) => chanceText(r.Probability) },
            {
              title: '',
              width: 72,
              render: (_v, r) => {
                const why = r.IneligibleReasons.join('；')
                const button = (
                  <Button size="small" disabled={full || taken.has(r.UnitId) || why !== ''} onClick={() => onAdd(r)} aria-label={`添加 ${unitLabel(r)}`}>
                    {taken.has(r.UnitId) ? '已添加' : '添加'}
                  </Button>
                )
                return why ? <Tooltip title={`不能填报：${why}`}>{button}</Tooltip> : button
              },
            },
          ]}
        />
      ) : null}
      {found.data && found.data.Total > found.data.List.length ? (
        <Typography.Text type="secondary">
          共 {found.data.Total} 个，显示前 {found.data.List.length} 个；请加上专业组或专业缩小范围
        </Typography.Text>
      ) : null}
    </Space>
  )
}
