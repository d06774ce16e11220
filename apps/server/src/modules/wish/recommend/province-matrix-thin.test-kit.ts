import { firstOrdinaryLine, lineKeysOfBatch, type ControlLineRow, predecessorLabelOf, classifyBatch } from '@gk/domain'
import type { ProvincePolicy, SubjectType } from '@gk/domain'
import type { UnitListOutput } from '@gk/contract'
import type { Db } from '../../../db/client.ts'
import type { RankTableIndex } from '../../../db/read-model/rank-tables.ts'
import { ORDINARY_RESULTS_SQL } from '../../../db/read-model/ordinary-results.ts'
import { planTypeOfRow, ORDINARY } from '../../../db/read-model/plan-type.ts'
import { subjectTypeLabel } from '../units/province-catalog.ts'
import { buildProvinceYearIndex } from '../units/unit-build.ts'
import type { ProvinceEntry } from '../units/province-catalog.ts'
import { THIN_BAR } from './thin-list.ts'

/**
 * Province-tracks whose 本科 list at a level misses the bar only because the raw data is thin where the
 * candidate stands (the reason, as measured; ADR 035). Such a level passes as 「数据稀少（已核实）」 only if every
 * institution the data has within 20 points below to 40 points above the 本科 line of a year is listed with a
 * forecast (the gap is the data's, not the engine's), the list says so (DataThin naming the short tiers, its
 * note first in DataNote), and the row's other checks hold. An entry that starts meeting the bar fails the test.
 */
export const dataThin: Record<string, string> = {
  '西藏 理科':
    '没有一分一段表，按线差作答（ADR 026）；按B类考生（汉族及其他）的线和录取分作答（ADR 036：A类考生一批线低约100分，A类录取分归入民族班，不写批次的“本科批”行按该校招生计划归批）；数据太少：2023–2025年本科一批属B类或未注明类别的普通类数据只有37所院校（其中17所靠招生计划归批），最低分在一批线（400分）上下10分内的7所；另有10所院校的行不写批次且无法按招生计划归批；线上20分（420分）冲稳保9/6/0，+60、+120同样不足',
  '西藏 文科':
    '没有一分一段表，按线差作答（ADR 026）；按B类考生（汉族及其他）的线和录取分作答（ADR 036：A类考生一批线低约70分，A类录取分归入民族班，不写批次的“本科批”行按该校招生计划归批）；数据太少：2023–2025年本科一批属B类或未注明类别的普通类数据只有28所院校（其中14所靠招生计划归批），最低分在当年一批线上下10分内的7所；另有6所院校的行不写批次且无法按招生计划归批；线上20分（420分）冲稳保7/5/0，+60、+120同样不足',
}

type Row = {
  year: number
  subject_type: string
  batch: string
  institution_id: string
  institution_name: string
  min_score: number | null
  min_rank: number | null
  plan_type: string | null
  major_group: string | null
  major_name: string | null
}

/** The ordinary rows of a batch in the newest three results years (ADR 027), with each row's line and whether it can be ranked. */
async function batchRows(db: Db, tables: RankTableIndex, code: string, st: SubjectType, policy: ProvincePolicy, batchId: string) {
  const [newest] = await db.query<{ year: number }>(
    `SELECT max(year) AS year FROM admission_results WHERE province_code = $1 AND year < $2 AND ${ORDINARY_RESULTS_SQL}`,
    [code, policy.year],
  )
  // counted here rather than read from the engine's own window
  const from = Number(newest!.year) - 2
  // rows of the old 文/理 track feed the new one (ADR 015)
  const labels = [subjectTypeLabel[st], predecessorLabelOf.get(subjectTypeLabel[st])].filter((l): l is string => l !== undefined)
  const rows = await db.query<Row>(
    `SELECT year, subject_type, batch, institution_id, institution_name, min_score, min_rank, plan_type, major_group, major_name FROM admission_results
      WHERE province_code = $1 AND year >= $2 AND year < $3 AND subject_type = ANY($4) AND institution_id IS NOT NULL AND min_score IS NOT NULL`,
    [code, from, policy.year, labels],
  )
  const lines = await db.query<ControlLineRow>(
    'SELECT year, subject_type, category, batch, batch_key, score, quality FROM control_lines WHERE province_code = $1',
    [code],
  )
  const keys = lineKeysOfBatch(batchId)
  return rows
    .filter((r) => planTypeOfRow(r) === ORDINARY && classifyBatch(r.batch, policy.batches, policy.mainBatchId) === batchId)
    .map((r) => {
      const line = firstOrdinaryLine(
        lines.filter((l) => l.year === r.year),
        r.subject_type,
        keys,
      )
      // no published rank, no table and no line of that year: the engine cannot place the row
      const isRankable = (r.min_rank ?? 0) >= 1 || tables.get(code, r.year, r.subject_type) !== null || line !== undefined
      return { ...r, line, isRankable }
    })
}

/**
 * The engine lists every institution the data has near the 本科 line: each institution with a rankable
 * ordinary row of the main batch within 20 points below to 40 points above that year's line is the school
 * of a unit with a forecast (`listed`). Returns how many there are and the ones missing.
 */
export async function unlistedNearLine(db: Db, tables: RankTableIndex, code: string, st: SubjectType, policy: ProvincePolicy, listed: ReadonlySet<string>) {
  const rows = await batchRows(db, tables, code, st, policy, policy.mainBatchId)
  const near = rows.filter((r) => r.isRankable && r.line !== undefined && r.min_score! >= r.line - 20 && r.min_score! <= r.line + 40)
  const missing = [...new Set(near.filter((r) => !listed.has(r.institution_id)).map((r) => `${r.institution_name} ${r.year}${r.subject_type} ${r.min_score}`))]
  return { institutions: new Set(near.map((r) => r.institution_id)).size, missing }
}

/** The schools of the main batch's ordinary units with a forecast, from an index built afresh (not the app's cache). */
export async function listedSchools(db: Db, tables: RankTableIndex, province: ProvinceEntry, policy: ProvincePolicy, st: SubjectType) {
  const index = await buildProvinceYearIndex(db, province, policy, tables, new Map())
  const units = index.get(st, policy.mainBatchId)?.units ?? []
  return new Set(units.filter((u) => u.planType === ORDINARY && u.prepared.estimate !== null).map((u) => u.school.id))
}

/** The ordinary 专科 rows of the track: how many, and how many the engine can rank (zero makes a 专科 gap of the same kind). */
export async function vocationalRankable(db: Db, tables: RankTableIndex, code: string, st: SubjectType, policy: ProvincePolicy) {
  const rows = await batchRows(db, tables, code, st, policy, 'vocational')
  return { rows: rows.length, rankable: rows.filter((r) => r.isRankable).length }
}

/** What a thin list must say: DataThin with the stat's counts and every tier that misses the bar, its note first in DataNote. */
export function thinStatementProblem(list: UnitListOutput, counts: { Reach: number; Match: number; Safe: number; Total: number }): string | null {
  const t = list.DataThin
  if (!t) return '列表没有说明数据稀少（DataThin 为空）'
  const want = [
    ...(counts.Reach < THIN_BAR.perTier ? ['reach'] : []),
    ...(counts.Match < THIN_BAR.perTier ? ['match'] : []),
    ...(counts.Safe < THIN_BAR.perTier ? ['safe'] : []),
    ...(counts.Total < THIN_BAR.total ? ['total'] : []),
  ]
  const unsaid = want.filter((s) => !t.Short.includes(s as never))
  if (unsaid.length > 0) return `数据稀少说明漏了 ${unsaid.join('、')}：${t.Note}`
  if (t.Reach !== counts.Reach || t.Match !== counts.Match || t.Safe !== counts.Safe) return `数据稀少说明的数量与冲稳保统计不符：${t.Note}`
  if (!list.DataNote.startsWith(t.Note) || !t.Note.startsWith('数据稀少：') || (t.Year !== null && !t.Note.includes(`${t.Year}年`)))
    return `数据说明不符：${list.DataNote}`
  return null
}
