import type { UnitListRow, WishTableDetail } from '@gk/contract'
import { Tag } from 'antd'

type Named = Pick<UnitListRow, 'SchoolName' | 'GroupCode' | 'MajorName'>

/** A wish as people name it: college, 专业组 and (专业+院校 mode) the major. */
export const unitLabel = (r: Named) => `${r.SchoolName}${r.GroupCode ? ` 专业组${r.GroupCode}` : ''}${r.MajorName ? ` ${r.MajorName}` : ''}`

/** A saved wish by its row, or its id when the batch no longer holds it. */
export const labelOf = (w: WishTableDetail['Wishes'][number]) => (w.Row ? unitLabel(w.Row) : w.UnitId)

/** The engine's chance as the student's app shows it (whole per cent; ≥99 % and ≤1 % at the ends). */
export function chanceText(p: number | null | undefined): string {
  if (p === null || p === undefined) return '—'
  if (p >= 0.99) return '≥99%'
  if (p <= 0.01) return '≤1%'
  return `${Math.round(p * 100)}%`
}

/** 冲 / 稳 / 保 in the colours the student's app uses. */
export function tierTag(tier: string | null | undefined, name: string) {
  const color = tier === 'reach' ? 'red' : tier === 'match' ? 'blue' : tier === 'safe' ? 'green' : 'default'
  return <Tag color={color}>{name || '—'}</Tag>
}
