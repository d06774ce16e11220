import type { RankRow } from '../../rank/rank-rows.ts'
import type { RankCandidate } from '../rank-candidates.ts'
import { SRC3 } from './sources.ts'
import { cellInt } from './unit-rows.ts'

type Rec = Record<string, string>
export type ZhiquTable = { province_code: string; year: number; subject_type: string; rows: Rec[]; note?: string }

/**
 * Zhiqu 一分一段 copy: `score, count, cum, source`. Rows whose `source` says 插值 were interpolated by the
 * transcriber (no count, estimated cumulative) and are dropped, so a rank lookup at such a score falls
 * back to the next listed higher score. A second row at the same score is the "below the floor"
 * bucket some tables print last (湖南 2023: "100, 898"), not a score of its own.
 */
export function zhiquRankCandidate(t: ZhiquTable): RankCandidate {
  const rows: RankRow[] = []
  const seen = new Set<number>()
  let interpolated = 0
  let buckets = 0
  for (const r of t.rows) {
    const score = cellInt(r.score)
    const cumulative = cellInt(r.cum)
    if (score === null || cumulative === null) continue
    if ((r.source ?? '').includes('插值')) {
      interpolated++
      continue
    }
    if (seen.has(score)) {
      buckets++
      continue
    }
    seen.add(score)
    rows.push({ score, count: cellInt(r.count), cumulative })
  }
  const notes = [
    t.note ?? null,
    interpolated ? `${interpolated} interpolated (插值) rows of the copy dropped` : null,
    buckets ? 'below-floor bucket row dropped' : null,
  ].filter((n): n is string => n !== null)
  return {
    province_code: t.province_code,
    year: t.year,
    subject_type: t.subject_type,
    source_id: SRC3.zhiqu,
    quality: 'third-party',
    pref: 4,
    label: 'zhiqu',
    rows,
    notes,
  }
}

const PROVINCE: Record<string, string> = { 江西: '36', 陕西: '61' }

/**
 * gaokao-volunteer-v2 extract (江西 2024, 陕西 2024/2025). 陕西 moved to 3+1+2 only in 2025: its 2024
 * tables are the old 理科/文科 rankings although the file labels them 物理类/历史类.
 */
export function volunteerRankCandidates(rows: Rec[]): RankCandidate[] {
  const groups = new Map<string, RankCandidate>()
  for (const r of rows) {
    const province = PROVINCE[r.province ?? '']
    const year = cellInt(r.year)
    const score = cellInt(r.score)
    const cumulative = cellInt(r.cumulative_count)
    if (!province || !year || score === null || cumulative === null) continue
    const oldModel = province === '61' && year < 2025
    const subject = oldModel ? (r.subject_group === '物理类' ? '理科' : r.subject_group === '历史类' ? '文科' : null) : r.subject_group
    if (subject !== '物理类' && subject !== '历史类' && subject !== '理科' && subject !== '文科') continue
    const key = `${province}|${year}|${subject}`
    let g = groups.get(key)
    if (!g) {
      g = {
        province_code: province,
        year,
        subject_type: subject,
        source_id: SRC3.volunteer,
        quality: 'third-party',
        pref: 5,
        label: 'gaokao-volunteer-v2',
        rows: [],
        notes: oldModel ? ['labelled 物理类/历史类 in the source; 陕西 2024 was still 理科/文科'] : [],
      }
      groups.set(key, g)
    }
    g.rows.push({ score, count: cellInt(r.segment_count), cumulative })
  }
  return [...groups.values()]
}
