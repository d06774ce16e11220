import type { RankRow } from '../../rank/rank-rows.ts'
import type { RankCandidate } from '../rank-candidates.ts'
import { SRC4 } from './sources.ts'

export type GaokaoProTable = { year: number; track_cn: string; note?: string; rows: { score: number; count: number | null; cumulative: number }[] }

const PROVINCE: Record<string, string> = { neimenggu: '15', anhui: '34', guangxi: '45', gansu: '62' }
const SUBJECT: Record<string, string> = { 物理类: '物理类', 历史类: '历史类', 理科: '理科', 文科: '文科' }

/**
 * gaokao-pro 一分一段 copies (SOURCES.md entry 28). 甘肃 2025 物理 is complete down to 450 only and
 * then anchors every 10–50 points: the anchors are dropped (a rank looked up between two anchors would be
 * the rank of the higher anchor, far too good), so the table ends at 450.
 */
export function gaokaoProCandidate(file: string, t: GaokaoProTable): RankCandidate | null {
  const province = PROVINCE[file.split('-')[0] ?? '']
  const subject = SUBJECT[t.track_cn]
  if (!province || !subject) return null
  const seen = new Set<number>()
  const rows: RankRow[] = []
  const floor = file.startsWith('gansu') ? 450 : 0
  for (const r of [...t.rows].sort((a, b) => b.score - a.score)) {
    if (seen.has(r.score) || r.score < floor) continue
    seen.add(r.score)
    rows.push({ score: r.score, count: r.count ?? null, cumulative: r.cumulative })
  }
  return {
    province_code: province,
    year: t.year,
    subject_type: subject,
    source_id: SRC4.gaokaoPro,
    quality: 'third-party',
    pref: 6,
    label: 'gaokao-pro',
    rows,
    notes: [t.note ?? '', file.startsWith('gansu') ? 'complete 670–450 only (the source gives anchor scores below 450; not kept)' : ''].filter(Boolean),
  }
}
