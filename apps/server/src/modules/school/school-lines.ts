import type { AdmissionLine } from '@gk/contract'
import { rankToScore, toRank, type PlanType } from '@gk/domain'
import type { RankTableIndex } from '../../db/read-model/rank-tables.ts'
import type { ReferenceLabels } from '../../db/read-model/reference-labels.ts'
import { toQuality, toQualityOrNull } from '../../db/read-model/reference-labels.ts'
import { eligibilityOf, ORDINARY, planTypeOfRow } from '../../db/read-model/plan-type.ts'
import type { AdmissionRow } from './school.repository.ts'
import { batchWithRound, laterRoundOf } from '../../db/read-model/admission-round.ts'
export { sortSubjectTypes } from '../../db/read-model/subject-order.ts'

/** Where a line's missing score can be looked up: the province's 一分一段表 of that year and track. */
export type ScoreLookup = { tables: RankTableIndex; provinceCode: string }

/** The row's score, or, for a row that published only a rank (山东), the score of that rank in the year's table. */
function scoreOf(r: AdmissionRow, lookup?: ScoreLookup): { score: number | null; isDerived: boolean } {
  if (r.min_score !== null || r.min_rank === null || r.min_rank < 1 || !lookup) return { score: r.min_score, isDerived: false }
  const table = lookup.tables.get(lookup.provinceCode, r.year, r.subject_type)
  return table ? { score: Number(rankToScore(table.table, toRank(r.min_rank))), isDerived: true } : { score: null, isDerived: false }
}

/**
 * Where a college line's students study when its row says so and is no group of its own (宁夏 2025: 「5k4专业组(选考科目化学)
 * (在中卫市就读)」 filed at college level): that line is a campus's, and a reader must see it is not the main campus's.
 */
function campusOf(r: AdmissionRow): string | null {
  if (r.unit_level === 'major-group' || !r.major_group) return null
  const m = /在([\u4e00-\u9fa5]{2,8}?)就读|([\u4e00-\u9fa5]{2,6}校区)/.exec(r.major_group)
  return m ? `${r.institution_name}（${m[1] ? `在${m[1]}就读` : m[2]}）` : null
}

export function toLine(r: AdmissionRow, labels: ReferenceLabels, schoolName?: string, lookup?: ScoreLookup): AdmissionLine {
  const { score, isDerived } = scoreOf(r, lookup)
  const planType = planTypeOfRow({ ...r, batch: r.batch ?? '' }) as PlanType
  return {
    Unit: schoolName && r.institution_name !== schoolName ? r.institution_name : campusOf(r),
    Year: r.year,
    SubjectType: r.subject_type,
    Batch: batchWithRound(r),
    MajorGroup: r.unit_level === 'major-group' ? r.major_group : null,
    MinScore: score,
    MinScoreQuality: isDerived ? 'derived' : toQualityOrNull(r.min_score_quality ?? null),
    PlanType: planType,
    Eligibility: eligibilityOf[planType] ?? '',
    MinRank: r.min_rank,
    MinRankQuality: toQualityOrNull(r.min_rank_quality),
    AvgScore: r.avg_score,
    MaxScore: r.max_score,
    PlanCount: r.plan_count,
    Quality: toQuality(r.quality),
    Source: labels.sourceName(r.source_id),
  }
}

// a year summarised from fewer majors than this, and from under a quarter of the college's usual count, is no college line
const FEW_MAJORS = 5

/**
 * The college's line per year, subject type and plan: its institution- and group-level rows when
 * published; otherwise the lowest of its major lines that year, marked in the batch text as
 * summarised from majors (and `Partial` when only a handful of majors are known, e.g. two majors a
 * summary site repeated). Only the asked plan types (default 普通类); a summary never mixes plans,
 * so a special plan's line is never the college's line.
 */
export function collegeLines(
  rows: AdmissionRow[],
  labels: ReferenceLabels,
  schoolName: string,
  lookup?: ScoreLookup,
  planTypes: readonly string[] = [ORDINARY],
): AdmissionLine[] {
  const wanted = new Set(planTypes)
  const typed = rows.map((r) => ({ ...r, plan_type: planTypeOfRow({ ...r, batch: r.batch ?? '' }) })).filter((r) => wanted.has(r.plan_type))
  // several source files repeat the same line (e.g. 本科一批 and 本科一批/普通批): keep one, the one with a rank;
  // a solicitation round's row is never taken for the main round's row of the same score
  const unique = new Map<string, AdmissionRow>()
  for (const r of typed) {
    const group = r.major_group && r.unit_level === 'major-group' ? r.major_group : ''
    const key = `${r.year}|${r.subject_type}|${r.plan_type}|${r.unit_level}|${r.institution_name}|${group}|${laterRoundOf(r) ?? ''}|${r.min_score ?? `r${r.min_rank}`}`
    const seen = unique.get(key)
    if (!seen || (seen.min_rank === null && r.min_rank !== null)) unique.set(key, r)
  }
  const byKey = new Map<string, AdmissionRow[]>()
  for (const r of unique.values()) {
    const key = `${r.year}|${r.subject_type}|${r.plan_type}`
    const list = byKey.get(key)
    if (list) list.push(r)
    else byKey.set(key, [r])
  }
  // the most majors the college had in one year and subject type, per plan (理科 years measured against 物理类 ones too)
  const usual = new Map<string, number>()
  for (const group of byKey.values()) {
    const k = group[0]!.plan_type ?? ''
    usual.set(k, Math.max(usual.get(k) ?? 0, majorCount(group)))
  }
  const lines: AdmissionLine[] = []
  for (const group of byKey.values()) {
    const own = group.filter((r) => r.unit_level !== 'major')
    if (own.length > 0) {
      lines.push(...own.map((r) => toLine(r, labels, schoolName, lookup)))
      continue
    }
    // a solicitation round's leftovers never make the college's line: its main-round majors only
    const main = group.filter((r) => laterRoundOf(r) === null)
    if (main.length === 0) continue
    // the lowest major: by score, or by the worst rank where the rows publish ranks only
    const worse = (a: AdmissionRow, b: AdmissionRow) =>
      a.min_score !== null && b.min_score !== null ? b.min_score < a.min_score : (b.min_rank ?? 0) > (a.min_rank ?? 0)
    const lowest = main.reduce((a, b) => (worse(a, b) ? b : a))
    const line = toLine({ ...lowest, unit_level: 'institution' }, labels, undefined, lookup)
    const n = majorCount(main)
    const partial = n < FEW_MAJORS && n * 4 < (usual.get(lowest.plan_type ?? '') ?? 0)
    const note = partial ? `（仅收录${n}个专业，非院校最低分）` : '（各专业最低分）'
    lines.push({ ...line, Batch: `${line.Batch}${note}`, MajorGroup: null, Unit: null, AvgScore: null, MaxScore: null, PlanCount: null, Partial: partial })
  }
  // the college's own line first within a year, then its separately admitted units, then special plans
  return lines.sort(
    (a, b) =>
      a.Year - b.Year ||
      a.SubjectType.localeCompare(b.SubjectType) ||
      Number(a.PlanType !== ORDINARY) - Number(b.PlanType !== ORDINARY) ||
      Number(a.Unit !== null) - Number(b.Unit !== null) ||
      (a.MinScore ?? 0) - (b.MinScore ?? 0),
  )
}

function majorCount(group: AdmissionRow[]): number {
  return new Set(group.filter((r) => r.unit_level === 'major').map((r) => r.major_name)).size
}
