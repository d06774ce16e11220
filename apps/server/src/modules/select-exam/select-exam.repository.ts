import type { SubjectRequirement, SubjectType } from '@gk/domain'
import type { Db } from '../../db/client.ts'
import type { StatUnit } from './combo-stats.ts'

export type StatSource = { table: 'enrollment_plans' | 'admission_results'; year: number; label: string; notes: string[] }
export type ProvinceUnits = { source: StatSource | null; units: StatUnit[] }

type Row = {
  institution_id: string | null
  institution_name: string
  major_name: string | null
  major_group: string | null
  plan_count: number | null
  subject_type: string
  subject_requirement: SubjectRequirement
}

/** Every province of the reference data. */
export function provinceRows(db: Db): Promise<{ code: string; short_name: string; slug: string }[]> {
  return db.query<{ code: string; short_name: string; slug: string }>('SELECT code, short_name, slug FROM provinces')
}

const tracks: Record<string, SubjectType> = { 物理类: 'physics', 历史类: 'history', 综合: 'combined' }
const ordinaryTypes = Object.keys(tracks)
/** below this many requirement-coded plan rows a province's plans are too thin to stand for it */
const MIN_PLAN_ROWS = 200

async function bestYear(db: Db, table: string, provinceCode: string, extra: string): Promise<{ year: number; n: number } | null> {
  const [row] = await db.query<{ year: number; n: number }>(
    `SELECT year, count(*)::int AS n FROM ${table}
     WHERE province_code = $1 AND subject_requirement IS NOT NULL AND subject_type = ANY($2) ${extra}
     GROUP BY year ORDER BY n DESC, year DESC LIMIT 1`,
    [provinceCode, ordinaryTypes],
  )
  return row ?? null
}

/**
 * The units one province's 选科 statistics are computed from: the year of enrollment plans with the
 * most requirement-coded rows (seat counts included), or — where plans are thin — the year of
 * admission results with the most coded 专业/专业组 rows (no seat counts). Says which, and its caveats.
 */
export async function loadProvinceUnits(db: Db, provinceCode: string, provinceName: string): Promise<ProvinceUnits> {
  const plans = await bestYear(db, 'enrollment_plans', provinceCode, '')
  const usePlans = plans !== null && plans.n >= MIN_PLAN_ROWS
  const pick = usePlans ? plans : await bestYear(db, 'admission_results', provinceCode, `AND unit_level IN ('major', 'major-group')`)
  if (!pick) return { source: null, units: [] }
  const table = usePlans ? 'enrollment_plans' : 'admission_results'
  const rows = await db.query<Row>(
    `SELECT institution_id, institution_name, major_name, major_group, plan_count, subject_type, subject_requirement FROM ${table}
     WHERE province_code = $1 AND year = $2 AND subject_requirement IS NOT NULL AND subject_type = ANY($3)
     ${usePlans ? '' : `AND unit_level IN ('major', 'major-group')`}`,
    [provinceCode, pick.year, ordinaryTypes],
  )
  const [uncoded] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE province_code = $1 AND year = $2 AND subject_requirement IS NULL AND subject_type = ANY($3)`,
    [provinceCode, pick.year, ordinaryTypes],
  )
  const units: StatUnit[] = rows.map((r) => ({
    institutionId: r.institution_id,
    institutionName: r.institution_name,
    majorName: r.major_name ?? r.major_group ?? '（未列专业名）',
    seats: usePlans ? (r.plan_count ?? 0) : null,
    track: tracks[r.subject_type]!,
    requirement: r.subject_requirement,
  }))
  const notes: string[] = []
  if (!usePlans)
    notes.push(
      `${provinceName}暂无足够的招生计划数据（选科要求已编码的计划不足 ${MIN_PLAN_ROWS} 条），改用 ${pick.year} 年录取结果中的专业/专业组，没有计划人数，只统计专业个数`,
    )
  const history = units.filter((u) => u.track === 'history').length
  const physics = units.filter((u) => u.track === 'physics').length
  if (history + physics > 0 && Math.min(history, physics) < 0.05 * (history + physics))
    notes.push(`该来源中历史类 ${history} 条、物理类 ${physics} 条，数量悬殊，${history < physics ? '历史' : '物理'}类组合的占比会明显偏低，请谨慎参考`)
  if ((uncoded?.n ?? 0) > 0) notes.push(`另有 ${uncoded!.n} 条未标注选科要求，未计入统计`)
  notes.push('统计的是数据集中已收录的院校专业，不是该省全部招生计划')
  const label = usePlans
    ? `${pick.year}年${provinceName}招生计划（${units.length.toLocaleString('en-US')}条，含计划人数）`
    : `${pick.year}年${provinceName}录取结果（${units.length.toLocaleString('en-US')}个专业/专业组）`
  return { source: { table, year: pick.year, label, notes }, units }
}

/** The user's latest Holland code, read from the assessment results table. */
export async function latestHollandCode(db: Db, userId: number): Promise<{ code: string; at: Date } | null> {
  const [row] = await db.query<{ summary: string; created_at: Date }>(
    `SELECT summary, created_at FROM assessment_results WHERE user_id = $1 AND kind = 'holland' ORDER BY created_at DESC, id DESC LIMIT 1`,
    [userId],
  )
  return row ? { code: row.summary, at: row.created_at } : null
}
