import type { Row } from '../write-tables.ts'
import { type Ctx, admissionRow } from '../third-round/unit-rows.ts'
import { resolveSchool } from './groups-2025.ts'
import { requirementText, type Track } from './group-text.ts'
import { SRC4 } from './sources.ts'

export type HenanOcrRow = {
  schoolCode: string
  schoolName: string
  planType: string
  group: string
  requirement: string
  enrollmentCount: number | null
  score: number
  rank: number
  subjectGroup: string
}

/** 河南's group numbers say the plan type by their first digit (SOURCES.md entry 31: it agrees with every legible 物理 label). */
const PLAN_OF_DIGIT: Record<string, string | null> = {
  '1': null,
  '2': '中外合作',
  '3': '国家专项',
  '4': '地方专项',
  '5': '艺术',
  '6': '合作办学',
  '7': '定向',
  '8': '预科',
  '9': '单列',
}

/**
 * 河南 2025 本科批 院校专业组 投档 (OCR of the official table, SOURCES.md entry 31). Codes are joined
 * to schools through the codes 河南's own records use (the OCR garbles ~10 % of names); a group that
 * lost a digit ("10") or a code cut to 1–3 digits is looked up by name only. Ranks are the table's
 * (with OCR slips): dropped and derived again from the app's 2025 table.
 */
export function readHenan2025(rows: HenanOcrRow[], ctx: Ctx): { rows: Row[]; unplaced: number; badGroup: number } {
  let unplaced = 0
  let badGroup = 0
  const out = rows.flatMap((r) => {
    const track: Track | null = r.subjectGroup === '物理类' ? '物理类' : r.subjectGroup === '历史类' ? '历史类' : null
    if (!track || typeof r.score !== 'number') return []
    if (!/^\d{3}$/.test(r.group)) {
      badGroup++
      return []
    }
    const code = /^\d{4}$/.test(r.schoolCode) ? r.schoolCode : null
    const school = resolveSchool(ctx, r.schoolName, code, true, '41')
    if (!school) {
      unplaced++
      return []
    }
    const plan = PLAN_OF_DIGIT[r.group[0]!] ?? null
    const row = admissionRow(
      ctx,
      { province_code: '41', year: 2025, subject_type: track, batch: '本科批', unit_level: 'major-group', source_id: SRC4.henanOcr, quality: 'third-party' },
      {
        school,
        code,
        group: r.group,
        major: `${r.group}专业组(${r.requirement || '选科不详'})`,
        minScore: r.score,
        plan: r.enrollmentCount && r.enrollmentCount < 2000 ? r.enrollmentCount : null,
        requirement: requirementText(track, r.requirement),
        model: '3+1+2',
        planRemark: plan,
      },
    )
    return row ? [row] : []
  })
  return { rows: out, unplaced, badGroup }
}
