import type { Row } from '../write-tables.ts'
import { SRC3 } from '../third-round/sources.ts'
import { type Base, type Ctx, admissionRow, cellInt, cellText } from '../third-round/unit-rows.ts'
import { nameVariants, requirementText, specialLabel, type Track } from './group-text.ts'
import { PRINTED_RANK } from './printed-ranks.ts'
import { SRC4 } from './sources.ts'

type Rec = Record<string, string>
export type ShixiongRow = {
  科类: string
  院校代号: string
  院校名称: string
  专业组编号: string
  专业组名称: string
  投档线: number | null
  位次?: number | null
  备注: string
}
const TRACK: Record<string, Track> = { 物理: '物理类', 历史: '历史类' }
const base = (province: string, year: number, subject: Track, sourceId: string): Base => ({
  province_code: province,
  year,
  subject_type: subject,
  batch: '本科批',
  unit_level: 'major-group',
  source_id: sourceId,
  quality: 'third-party',
})

/**
 * The school a transcribed name stands for. Where 院校代号 are renumbered every year (福建), an
 * earlier year's code can name another school, so only the printed name (and its watermark-free
 * variants) is trusted; elsewhere the code that earlier sources tied to one school is the fallback
 * for a garbled name (安徽 OCR: 北五台大).
 */
export function resolveSchool(ctx: Ctx, name: string, code: string | null, trustCode: boolean, province: string): string | null {
  for (const v of nameVariants(name)) {
    const m = ctx.matcher.match(v)
    if (m) return v
  }
  if (!trustCode || !code) return null
  const id = ctx.codeIndex.get(`${province}|${code}`)
  return id ? (ctx.names.get(id) ?? null) : null
}

/**
 * 2025 本科批 院校专业组 投档 of 安徽, 江西, 内蒙古 and 福建 (SOURCES.md entry 29). 江西 and 安徽 print the
 * group's own 位次, which lies anywhere in its score's bucket of the 一分一段 table (江西财经大学 161组 575 → 5,743,
 * the bucket ends at 5,884): it is carried as {@link PRINTED_RANK} and kept by keepPrintedRanks where it fits
 * that bucket (安徽 is OCR, ~1.4 % of its ranks or scores are misread); the rest are derived from the table.
 */
export function readShixiong2025(rows: ShixiongRow[], province: '34' | '36' | '15' | '35', ctx: Ctx): { rows: Row[]; unplaced: number } {
  let unplaced = 0
  const out = rows.flatMap((r) => {
    const track = TRACK[r.科类]
    if (!track || r.投档线 === null || r.投档线 === undefined) return []
    const code = cellText(r.院校代号)
    const school = resolveSchool(ctx, r.院校名称, code, province !== '35', province)
    if (!school) {
      unplaced++
      return []
    }
    const row = admissionRow(ctx, base(province, 2025, track, SRC4.shixiong), {
      school,
      code,
      group: cellText(r.专业组编号),
      major: cellText(r.专业组名称),
      minScore: r.投档线,
      requirement: province === '36' || province === '15' ? null : requirementText(track, r.专业组名称),
      model: '3+1+2',
      planRemark: specialLabel(r.专业组名称, r.备注, r.院校名称),
    })
    if (row && typeof r.位次 === 'number' && Number.isInteger(r.位次) && r.位次 > 0) row[PRINTED_RANK] = r.位次
    return row ? [row] : []
  })
  return { rows: out, unplaced }
}

/** 福建 2026 本科批 历史类 院校专业组 (SOURCES.md entry 30): code, name, group, 选科 text, score, rank (the table's). */
export function readFujian2026History(rows: Rec[], ctx: Ctx): { rows: Row[]; unplaced: number } {
  let unplaced = 0
  const out = rows.flatMap((r) => {
    const score = cellInt(r.score)
    if (score === null) return []
    const school = resolveSchool(ctx, r.name ?? '', null, false, '35')
    if (!school) {
      unplaced++
      return []
    }
    const row = admissionRow(ctx, base('35', 2026, '历史类', SRC3.zhiqu), {
      school,
      code: cellText(r.code),
      group: cellText(r.group),
      major: cellText(`${r.group ?? ''} ${r.major ?? ''}`),
      minScore: score,
      requirement: requirementText('历史类', r.major),
      model: '3+1+2',
      planRemark: specialLabel(r.name),
    })
    return row ? [row] : []
  })
  return { rows: out, unplaced }
}
