import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Mark, Output, WishEntry } from '@gk/contract'
import { Alert, Button, Input, List, Select, Space, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { adminQuery } from '../lib/queries.ts'
import { GroupMajorsPicker } from './group-majors-picker.tsx'
import { UnitSearch } from './unit-search.tsx'
import { chanceText, tierTag, unitLabel } from './wish-format.tsx'

export type EditableWish = WishEntry & { Label: string }
export type TableAnalysis = Output<'Admin/TicketTableAnalysis'>
/** how the chosen batch is filled: wishes of 'major-group' and 'school' batches list majors */
export type BatchRules = { FillingMode: 'major-group' | 'major' | 'school'; MaxMajorsPerWish: number }

/**
 * The student's analysis of the draft, re-run whenever a wish is added, removed or moved (the query key is the
 * draft itself); the previous answer stays on screen while the next one is computed.
 */
export function useTableAnalysis(ticketId: number, batchId: string, wishes: EditableWish[], enabled: boolean) {
  return useQuery({
    ...adminQuery('Admin/TicketTableAnalysis', {
      TicketId: ticketId,
      BatchId: batchId,
      Wishes: wishes.map(({ Label: _label, ...w }) => w),
    }),
    enabled: enabled && Boolean(batchId) && wishes.length > 0,
    placeholderData: keepPreviousData,
  })
}

/** The analysis when it is of this very draft (the previous one stays shown while the next is computed). */
export function analysisOf(wishes: EditableWish[], analysis: TableAnalysis | undefined): TableAnalysis | undefined {
  if (!analysis || analysis.Rows.length !== wishes.length) return undefined
  return analysis.Rows.every((r, i) => r === null || r.UnitId === wishes[i]!.UnitId) ? analysis : undefined
}

/** Wishes the batch does not hold (a stale id, another batch's unit): delivery waits until they are removed. */
export function unknownWishes(wishes: EditableWish[], analysis: TableAnalysis | undefined): EditableWish[] {
  const current = analysisOf(wishes, analysis)
  return current ? wishes.filter((_w, i) => current.Rows[i] === null) : []
}

/**
 * The expert's table editor, the student's editor in the console: add by search, reorder, remove; each wish with
 * the student's chance, 冲稳保 and landing share from the analysis of the current draft.
 */
export function WishEditor({
  ticketId,
  batchId,
  wishes,
  onChange,
  analysis,
  maxWishes,
  rules,
}: {
  ticketId: number
  batchId: string
  wishes: EditableWish[]
  onChange: (next: EditableWish[]) => void
  analysis: TableAnalysis | undefined
  maxWishes: number | null
  rules: BatchRules | null
}) {
  const current = analysisOf(wishes, analysis)
  const [majorsOf, setMajorsOf] = useState<string | null>(null)
  const hasMajors = rules !== null && rules.FillingMode !== 'major' && rules.MaxMajorsPerWish > 0
  const move = (i: number, d: number) => {
    const next = [...wishes]
    const [w] = next.splice(i, 1)
    if (w) next.splice(i + d, 0, w)
    onChange(next)
  }
  const suggested = current?.Analysis.SuggestedOrder ?? null
  const applySuggested = () => {
    if (!suggested) return
    const byId = new Map(wishes.map((w) => [w.UnitId, w]))
    onChange([...suggested.map((id) => byId.get(id)).filter((w): w is EditableWish => Boolean(w)), ...wishes.filter((w) => !suggested.includes(w.UnitId))])
  }
  const rows = wishes.map((w, i) => ({ ...w, Row: current?.Rows[i], Landing: current?.Analysis.Landing[i] }))
  const picking = rows.find((w) => w.UnitId === majorsOf)
  const setWish = (unitId: string, patch: Partial<EditableWish>) => onChange(wishes.map((w) => (w.UnitId === unitId ? { ...w, ...patch } : w)))
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="wish-editor">
      <UnitSearch
        ticketId={ticketId}
        batchId={batchId}
        taken={new Set(wishes.map((w) => w.UnitId))}
        full={maxWishes !== null && wishes.length >= maxWishes}
        onAdd={(r) => onChange([...wishes, { UnitId: r.UnitId, MajorNames: [], IsAdjustmentAccepted: true, Label: unitLabel(r) }])}
      />
      <Typography.Text strong data-testid="wish-count">
        已选 {wishes.length}
        {maxWishes ? ` / ${maxWishes}` : ''} 个志愿
      </Typography.Text>
      {current ? <Alert type="info" showIcon message={current.Analysis.Summary} data-testid="draft-summary" /> : null}
      <div data-testid="draft-table">
        <Table
          size="small"
          rowKey={(w) => w.UnitId}
          pagination={false}
          dataSource={rows}
          locale={{ emptyText: '尚未添加志愿：从上方搜索添加，或一键生成初稿' }}
          columns={[
            { title: '#', width: 36, render: (_v, _w, i) => i + 1 },
            {
              title: '志愿',
              render: (_v, w) => (w.Row === null ? <Tag color="red">该批次没有这个志愿：{w.Label}</Tag> : w.Row ? unitLabel(w.Row) : w.Label),
            },
            { title: '梯度', width: 64, render: (_v, w) => (w.Row ? tierTag(w.Row.Tier, w.Row.TierName) : '—') },
            { title: '录取概率', width: 76, render: (_v, w) => chanceText(w.Row?.Probability) },
            { title: '落点', width: 60, render: (_v, w) => (w.Landing ? `${Math.round(w.Landing.Landing * 100)}%` : '—') },
            ...(hasMajors
              ? [
                  {
                    title: '专业',
                    width: 140,
                    render: (_v: unknown, w: (typeof rows)[number]) => (
                      <Button
                        type="link"
                        size="small"
                        style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
                        disabled={!w.Row}
                        onClick={() => setMajorsOf(w.UnitId)}
                        aria-label={`选择专业 ${w.Label}`}
                      >
                        {w.MajorNames.length > 0 ? w.MajorNames.join('、') : '选择专业'}
                        {w.IsAdjustmentAccepted ? '' : '（不服从调剂）'}
                      </Button>
                    ),
                  },
                ]
              : []),
            {
              title: '操作',
              width: 170,
              render: (_v, w, i) => (
                <Space size={4} wrap>
                  <Button size="small" disabled={i === 0} onClick={() => move(i, -1)}>
                    上移
                  </Button>
                  <Button size="small" disabled={i === wishes.length - 1} onClick={() => move(i, 1)}>
                    下移
                  </Button>
                  <Button size="small" danger onClick={() => onChange(wishes.filter((x) => x.UnitId !== w.UnitId))}>
                    删除
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </div>
      {suggested ? <Button onClick={applySuggested}>采用引擎建议顺序</Button> : null}
      {hasMajors ? (
        <GroupMajorsPicker
          ticketId={ticketId}
          batchId={batchId}
          unit={picking?.Row ? { SchoolId: picking.Row.SchoolId, GroupCode: picking.Row.GroupCode, Label: picking.Label } : null}
          max={rules.MaxMajorsPerWish}
          value={{ MajorNames: picking?.MajorNames ?? [], IsAdjustmentAccepted: picking?.IsAdjustmentAccepted ?? true }}
          onChange={(next) => picking && setWish(picking.UnitId, next)}
          onClose={() => setMajorsOf(null)}
        />
      ) : null}
      {current && current.Analysis.Findings.length > 0 ? (
        <List
          size="small"
          header="引擎检查"
          dataSource={current.Analysis.Findings}
          renderItem={(f) => (
            <List.Item>
              <Tag color={f.Severity === 'fatal' ? 'red' : f.Severity === 'serious' ? 'orange' : 'gold'}>
                {f.Position ? `第${f.Position}志愿 ${wishes[f.Position - 1]?.Label ?? ''}` : '整体'}
              </Tag>
              {f.Message}
            </List.Item>
          )}
        />
      ) : null}
    </Space>
  )
}

const LEVELS = [
  { value: 'ok', label: '合理' },
  { value: 'warn', label: '注意' },
  { value: 'bad', label: '风险' },
]

/** Marks on wishes of the table, each naming its wish (college and group) so it survives a change of order. */
export function MarksEditor({ marks, onChange, wishes }: { marks: Mark[]; onChange: (next: Mark[]) => void; wishes: { Label: string }[] }) {
  const options = wishes.map((w, i) => ({ value: i + 1, label: `第${i + 1}志愿 ${w.Label}` }))
  const set = (i: number, patch: Partial<Mark>) => onChange(marks.map((x, j) => (j === i ? { ...x, ...patch } : x)))
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {marks.map((m, i) => (
        // a grid that shares the column's width: fixed widths (260 + 90 + 280 px) pushed the ticket page
        // past a 1440 px screen once a mark was added, the editor being half of it
        <div key={i} data-testid="mark-row" style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 5fr) 84px minmax(0, 6fr) auto', gap: 8 }}>
          <Select
            value={m.Position}
            options={options}
            style={{ width: '100%' }}
            popupMatchSelectWidth={false}
            aria-label="批注的志愿"
            onChange={(v: number) => set(i, { Position: v, Label: wishes[v - 1]?.Label ?? '' })}
          />
          <Select value={m.Level} options={LEVELS} style={{ width: '100%' }} onChange={(v) => set(i, { Level: v })} />
          <Input value={m.Note} placeholder="批注" onChange={(e) => set(i, { Note: e.target.value })} />
          <Button size="small" style={{ alignSelf: 'center' }} onClick={() => onChange(marks.filter((_, j) => j !== i))}>
            移除
          </Button>
        </div>
      ))}
      <Button
        size="small"
        disabled={wishes.length === 0}
        onClick={() => onChange([...marks, { Position: 1, Level: 'warn', Note: '', Label: wishes[0]?.Label ?? '' }])}
      >
        添加批注
      </Button>
    </Space>
  )
}

/** A delivered mark as the student reads it: the position and the wish's name. */
export const markText = (m: Mark) => `第${m.Position}志愿${m.Label ? `（${m.Label}）` : ''}：${m.Note}`
