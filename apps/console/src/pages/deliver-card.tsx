import type { AdminTicketDetail, Mark } from '@gk/contract'
import { Alert, Button, Card, Input, Popconfirm, Select, Space, Typography } from 'antd'
import { useState } from 'react'
import { callAdmin } from '../lib/api.ts'
import { useLocalDraft } from '../lib/drafts.ts'
import { labelOf } from './wish-format.tsx'
import { MarksEditor, unknownWishes, useTableAnalysis, WishEditor, type EditableWish } from './wish-editor.tsx'

type TableDraft = { BatchId: string; Wishes: EditableWish[]; MaxWishes: number | null }

const fromTable = (table: AdminTicketDetail['Table']): EditableWish[] =>
  (table?.Wishes ?? []).map((w) => ({ UnitId: w.UnitId, MajorNames: w.MajorNames, IsAdjustmentAccepted: w.IsAdjustmentAccepted, Label: labelOf(w) }))

/** A mark follows its wish (by name) to where the wish ended up; a wish no longer in the table keeps its position. */
function placeMarks(marks: Mark[], wishes: EditableWish[]): Mark[] {
  return marks.map((m) => {
    const at = m.Label ? wishes.findIndex((w) => w.Label === m.Label) : -1
    return at >= 0 ? { ...m, Position: at + 1 } : m
  })
}

/**
 * The expert's work on a ticket in progress: the table (a review starts from the student's table, a custom
 * application from the student's own table or a one-tap draft), marks naming their wish, the written review.
 */
export function DeliverCard({ t, act }: { t: AdminTicketDetail; act: (fn: () => Promise<unknown>, done: string) => Promise<boolean> }) {
  const own = t.Table
  // the table being built, kept in this browser like the review (decision 057): adding twenty wishes by
  // search and choosing their majors is an hour's work a reload or an expired session must not undo
  const [table, setTable, clearTable] = useLocalDraft<TableDraft>(`ticket:${t.TicketId}:table`, {
    BatchId: own?.BatchId ?? t.Batches.find((b) => b.IsAvailable)?.BatchId ?? '',
    Wishes: fromTable(own),
    MaxWishes: own?.MaxWishes ?? null,
  })
  const { BatchId: batchId, Wishes: wishes, MaxWishes: maxWishes } = table
  const setWishes = (next: EditableWish[]) => setTable({ ...table, Wishes: next })
  const batch = t.Batches.find((b) => b.BatchId === batchId)
  // kept in this browser until delivered (decision 057): a session that ends mid-review, a reload or a
  // closed tab gives the text and marks back when the expert signs in again on this ticket
  const [marks, setMarks, clearMarks] = useLocalDraft<Mark[]>(`ticket:${t.TicketId}:marks`, [])
  const [review, setReview, clearReview] = useLocalDraft(`ticket:${t.TicketId}:review`, '')
  const [drafting, setDrafting] = useState(false)
  const analysis = useTableAnalysis(t.TicketId, batchId, wishes, true)
  const unknown = unknownWishes(wishes, analysis.data)
  // a change of majors or 服从调剂 is a revision too, not only of which wishes and their order
  const entries = (list: EditableWish[]) => JSON.stringify(list.map((w) => [w.UnitId, w.MajorNames, w.IsAdjustmentAccepted]))
  const changed = entries(wishes) !== entries(fromTable(own))
  const sendsTable = t.Service === 'custom' || changed

  const oneTap = async () => {
    setDrafting(true)
    try {
      const auto = await callAdmin('Admin/TicketAutoTable', { TicketId: t.TicketId, BatchId: batchId })
      setTable({
        BatchId: batchId,
        Wishes: auto.Wishes.map((w) => ({ UnitId: w.UnitId, MajorNames: w.MajorNames, IsAdjustmentAccepted: w.IsAdjustmentAccepted, Label: labelOf(w) })),
        MaxWishes: auto.MaxWishes,
      })
    } catch {
      // shown by callAdmin
    } finally {
      setDrafting(false)
    }
  }
  const deliver = async () => {
    await act(
      () =>
        callAdmin('Admin/TicketDeliver', {
          TicketId: t.TicketId,
          Review: review,
          Marks: (sendsTable ? placeMarks(marks, wishes) : marks).filter((m) => m.Note.trim()),
          ...(sendsTable ? { Wishes: wishes.map(({ Label: _label, ...w }) => w), BatchId: batchId } : {}),
        }).then((accepted) => {
          // only the server's acceptance ends the drafts (a refused or expired call keeps them), and at
          // once: the page then shows the delivered ticket, and nothing must be left in the browser by then
          clearReview()
          clearMarks()
          clearTable()
          return accepted
        }),
      '已交付',
    )
  }
  const blocked = unknown.length > 0 || (sendsTable && wishes.length === 0) || review.trim().length < 10

  return (
    <Card size="small" title={t.Service === 'review' ? '审核与修订' : '定制志愿表'} data-testid="deliver-card">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text strong>
          {t.Service === 'review' ? '修订后的志愿表（调整后交付时存入学生的志愿表列表）' : '为学生填报的志愿表（交付时存入学生的志愿表列表）'}
        </Typography.Text>
        <Space wrap>
          {t.Service === 'custom' ? (
            <Select
              style={{ width: 220 }}
              value={batchId || undefined}
              onChange={(v: string) =>
                setTable({ BatchId: v, Wishes: own?.BatchId === v ? fromTable(own) : [], MaxWishes: own?.BatchId === v ? own.MaxWishes : null })
              }
              options={t.Batches.map((b) => ({ value: b.BatchId, label: b.BatchName, disabled: !b.IsAvailable }))}
              placeholder="选择批次"
              aria-label="批次"
            />
          ) : null}
          {own && own.BatchId === batchId ? (
            <Button onClick={() => setWishes(fromTable(own))} disabled={!changed}>
              从学生的志愿表开始
            </Button>
          ) : null}
          {wishes.length > 0 ? (
            <Popconfirm title="用一键生成的初稿替换当前志愿表？" okText="替换" cancelText="取消" onConfirm={() => void oneTap()}>
              <Button loading={drafting} disabled={!batchId}>
                一键生成初稿
              </Button>
            </Popconfirm>
          ) : (
            <Button type="primary" ghost loading={drafting} disabled={!batchId} onClick={() => void oneTap()}>
              一键生成初稿
            </Button>
          )}
        </Space>
        <WishEditor
          ticketId={t.TicketId}
          batchId={batchId}
          wishes={wishes}
          onChange={setWishes}
          analysis={analysis.data}
          maxWishes={maxWishes}
          rules={batch ? { FillingMode: batch.FillingMode, MaxMajorsPerWish: batch.MaxMajorsPerWish } : null}
        />
        {unknown.length > 0 ? <Alert type="error" showIcon message={`${unknown.map((w) => w.Label).join('、')} 不是该批次的志愿，请删除后再交付`} /> : null}
        <Typography.Text strong>批注（写明针对哪个志愿）</Typography.Text>
        <MarksEditor marks={marks} onChange={setMarks} wishes={sendsTable || own === null ? wishes : fromTable(own)} />
        <Typography.Text strong>书面意见</Typography.Text>
        <Input.TextArea
          rows={6}
          value={review}
          onChange={(e) => setReview(e.target.value)}
          placeholder="整体评价、风险提示和修改理由（至少10个字）"
          data-testid="review-text"
        />
        <Button type="primary" disabled={blocked} onClick={() => void deliver()}>
          交付给学生
        </Button>
      </Space>
    </Card>
  )
}
