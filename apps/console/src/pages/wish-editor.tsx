import type { Mark, WishEntry, WishTableDetail } from '@gk/contract'
import { Button, Input, InputNumber, Select, Space, Table, Tag, Typography } from 'antd'
import { useState } from 'react'

export type EditableWish = WishEntry & { Label: string }

export const labelOf = (w: WishTableDetail['Wishes'][number]) =>
  w.Row ? `${w.Row.SchoolName}${w.Row.GroupCode ? ` 专业组${w.Row.GroupCode}` : ''}${w.Row.MajorName ? ` ${w.Row.MajorName}` : ''}` : w.UnitId

/** The table editor: reorder, remove, add by unit id; the engine's suggested order in one click. */
export function WishEditor({ wishes, onChange, suggested }: { wishes: EditableWish[]; onChange: (next: EditableWish[]) => void; suggested: string[] | null }) {
  const [unitId, setUnitId] = useState('')
  const move = (i: number, d: number) => {
    const next = [...wishes]
    const [w] = next.splice(i, 1)
    if (w) next.splice(i + d, 0, w)
    onChange(next)
  }
  const applySuggested = () => {
    if (!suggested) return
    const byId = new Map(wishes.map((w) => [w.UnitId, w]))
    onChange([...suggested.map((id) => byId.get(id)).filter((w): w is EditableWish => Boolean(w)), ...wishes.filter((w) => !suggested.includes(w.UnitId))])
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Table<EditableWish>
        size="small"
        rowKey={(w) => w.UnitId}
        pagination={false}
        dataSource={wishes}
        columns={[
          { title: '#', width: 40, render: (_v, _w, i) => i + 1 },
          { title: '志愿', dataIndex: 'Label' },
          {
            title: '操作',
            width: 170,
            render: (_v, _w, i) => (
              <Space size={4}>
                <Button size="small" disabled={i === 0} onClick={() => move(i, -1)}>
                  上移
                </Button>
                <Button size="small" disabled={i === wishes.length - 1} onClick={() => move(i, 1)}>
                  下移
                </Button>
                <Button size="small" danger onClick={() => onChange(wishes.filter((_, j) => j !== i))}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Space>
        <Input placeholder="按志愿代码（UnitId）添加" value={unitId} onChange={(e) => setUnitId(e.target.value)} style={{ width: 320 }} />
        <Button
          disabled={!unitId.trim() || wishes.some((w) => w.UnitId === unitId.trim())}
          onClick={() => {
            onChange([...wishes, { UnitId: unitId.trim(), MajorNames: [], IsAdjustmentAccepted: true, Label: unitId.trim() }])
            setUnitId('')
          }}
        >
          添加
        </Button>
        {suggested ? <Button onClick={applySuggested}>采用引擎建议顺序</Button> : null}
      </Space>
    </Space>
  )
}

const LEVELS = [
  { value: 'ok', label: '合理' },
  { value: 'warn', label: '注意' },
  { value: 'bad', label: '风险' },
]

/** Marks on positions of the reviewed table. */
export function MarksEditor({ marks, onChange, max }: { marks: Mark[]; onChange: (next: Mark[]) => void; max: number }) {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {marks.map((m, i) => (
        <Space key={i}>
          <Typography.Text>第</Typography.Text>
          <InputNumber
            min={1}
            max={Math.max(max, 1)}
            value={m.Position}
            onChange={(v) => onChange(marks.map((x, j) => (j === i ? { ...x, Position: v ?? 1 } : x)))}
          />
          <Typography.Text>志愿</Typography.Text>
          <Select value={m.Level} options={LEVELS} style={{ width: 90 }} onChange={(v) => onChange(marks.map((x, j) => (j === i ? { ...x, Level: v } : x)))} />
          <Input
            value={m.Note}
            placeholder="批注"
            style={{ width: 360 }}
            onChange={(e) => onChange(marks.map((x, j) => (j === i ? { ...x, Note: e.target.value } : x)))}
          />
          <Button size="small" onClick={() => onChange(marks.filter((_, j) => j !== i))}>
            移除
          </Button>
        </Space>
      ))}
      <Button size="small" onClick={() => onChange([...marks, { Position: 1, Level: 'warn', Note: '' }])}>
        添加批注
      </Button>
    </Space>
  )
}

export function tierTag(tier: string | null | undefined, name: string) {
  const color = tier === 'reach' ? 'red' : tier === 'match' ? 'blue' : tier === 'safe' ? 'green' : 'default'
  return <Tag color={color}>{name || '—'}</Tag>
}
