import { useQuery } from '@tanstack/react-query'
import { Alert, Checkbox, Modal, Space, Switch, Typography } from 'antd'
import { adminQuery } from '../lib/queries.ts'
import { chanceText } from './wish-format.tsx'

export type MajorChoice = { MajorNames: string[]; IsAdjustmentAccepted: boolean }

/**
 * The majors of one wish's 专业组, chosen by the expert as the student chooses them in the app: the group's
 * majors with the student's chance of each (the student's own `Wish/SpecialtyForecast` answer, ADR 056), at
 * most the batch's number per wish, in the order ticked (the order they are admitted in), and 服从调剂.
 */
export function GroupMajorsPicker({
  ticketId,
  batchId,
  unit,
  max,
  value,
  onChange,
  onClose,
}: {
  ticketId: number
  batchId: string
  /** the wish being edited (null: closed) */
  unit: { SchoolId: string; GroupCode: string | null; Label: string } | null
  max: number
  value: MajorChoice
  onChange: (next: MajorChoice) => void
  onClose: () => void
}) {
  const majors = useQuery({
    ...adminQuery('Admin/TicketGroupMajors', { TicketId: ticketId, BatchId: batchId, SchoolId: unit?.SchoolId ?? '', GroupCode: unit?.GroupCode ?? '' }),
    enabled: unit !== null,
  })
  const rows = majors.data?.List ?? []
  const names = [...new Set(rows.map((m) => m.MajorName).filter((n): n is string => Boolean(n)))]
  const chosen = value.MajorNames
  const toggle = (name: string, on: boolean) => onChange({ ...value, MajorNames: on ? [...chosen, name].slice(0, max) : chosen.filter((n) => n !== name) })
  return (
    <Modal open={unit !== null} title={`选择专业：${unit?.Label ?? ''}`} okText="完成" cancelText="关闭" onOk={onClose} onCancel={onClose} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }} data-testid="group-majors">
        <Typography.Text type="secondary">最多选{max}个专业，按勾选顺序录取；不选即只服从调剂</Typography.Text>
        {majors.isPending ? <Typography.Text type="secondary">正在加载专业…</Typography.Text> : null}
        {majors.isSuccess && names.length === 0 ? <Alert type="info" showIcon message="暂无该专业组的专业数据，以当年招生计划为准" /> : null}
        {names.map((name) => {
          const at = chosen.indexOf(name)
          const row = rows.find((m) => m.MajorName === name)
          return (
            <Space key={name} style={{ width: '100%', justifyContent: 'space-between' }}>
              <Checkbox checked={at >= 0} disabled={at < 0 && chosen.length >= max} onChange={(e) => toggle(name, e.target.checked)}>
                {at >= 0 ? `${at + 1}. ` : ''}
                {name}
              </Checkbox>
              <Typography.Text type="secondary">{chanceText(row?.Probability)}</Typography.Text>
            </Space>
          )
        })}
        <Space>
          <Switch aria-label="服从调剂" checked={value.IsAdjustmentAccepted} onChange={(on) => onChange({ ...value, IsAdjustmentAccepted: on })} />
          <Typography.Text>服从专业调剂</Typography.Text>
        </Space>
        {!value.IsAdjustmentAccepted ? <Alert type="warning" showIcon message="不服从调剂：所选专业都录不上时会被退档" /> : null}
      </Space>
    </Modal>
  )
}
