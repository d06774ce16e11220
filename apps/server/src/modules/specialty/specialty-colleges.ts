import type { SpecialtyCollege } from '@gk/contract'
import type { Db } from '../../db/client.ts'
import type { ReadModel } from '../../db/read-model/read-model.ts'
import { ORDINARY_RESULTS_SQL } from '../../db/read-model/ordinary-results.ts'
import { MAIN_ROUND_SQL } from '../../db/read-model/admission-round.ts'
import { toQuality, toQualityOrNull, type ReferenceLabels } from '../../db/read-model/reference-labels.ts'
import { sortSubjectTypes } from '../../db/read-model/subject-order.ts'
import { predecessorLabel as predecessorLabelOf, successorLabel as successorLabelOf } from '../../db/read-model/track-succession.ts'

type LineRow = {
  institution_id: string
  institution_name: string
  year: number
  subject_type: string
  major_name: string | null
  major_id: string | null
  min_score: number | null
  min_rank: number | null
  min_rank_quality: string | null
  source_id: string
  quality: string
}
type Basis = SpecialtyCollege['Basis']
export type MajorRef = { id: string; name: string; subCategory: string }

// a solicitation round's leftover score is never a college's line for the major (admission-round.ts)
const ORDINARY = `plan_type = '普通类' AND ${ORDINARY_RESULTS_SQL} AND ${MAIN_ROUND_SQL}`
const COLUMNS = `institution_id, institution_name, year, subject_type, major_name, major_id, min_score, min_rank, min_rank_quality, source_id, quality`
// a name of this major or of its 专业类, bare or with a campus/remark in brackets
const NAMED = (p: string) => `(major_name = ${p} OR major_name LIKE ${p} || '（%' OR major_name LIKE ${p} || '(%')`

/**
 * Every college that admitted or plans this major in a province, one entry each, most selective
 * first. A college's entry is its own line for the major when the data has one, else the line of the
 * 专业类 it admits under (中山大学 admits 计算机类), else — when the college offers the major (plans,
 * results or rankings anywhere) and admits in the province but the province's data stops at its
 * 专业组 (广东) — the college's lowest ordinary line, labelled as such; else its plan alone.
 */
export async function specialtyColleges(
  ctx: { db: Db; readModel: ReadModel },
  q: { major: MajorRef; provinceCode: string; subjectType?: string | undefined; schools: InstitutionTags; labels: ReferenceLabels },
) {
  const db = ctx.db
  const { major, provinceCode } = q
  const category = major.subCategory && major.subCategory !== major.name ? major.subCategory : null
  const own = await db.query<LineRow>(
    `SELECT ${COLUMNS} FROM admission_results
     WHERE province_code = $1 AND unit_level = 'major' AND institution_id IS NOT NULL AND ${ORDINARY}
       AND (min_score IS NOT NULL OR min_rank IS NOT NULL)
       AND (major_id = $2 OR ${NAMED('$3')}${category ? ` OR ${NAMED('$4')}` : ''})`,
    category ? [provinceCode, major.id, major.name, category] : [provinceCode, major.id, major.name],
  )
  const basisOf = (r: LineRow): Basis => (r.major_id === major.id || r.major_name?.startsWith(major.name) ? 'major' : 'category')
  // the province's tracks of its newest ordinary year, so a major without its own lines still lists colleges
  const provinceTypes = await db.query<{ subject_type: string }>(
    `SELECT DISTINCT subject_type FROM admission_results WHERE province_code = $1 AND ${ORDINARY}
       AND year = (SELECT max(year) FROM admission_results WHERE province_code = $1 AND ${ORDINARY})`,
    [provinceCode],
  )
  const subjectTypes = foldTracks([...own.map((r) => r.subject_type), ...provinceTypes.map((r) => r.subject_type)])
  const counts = new Map<string, number>()
  for (const r of own) counts.set(trackOf(r.subject_type, subjectTypes), (counts.get(trackOf(r.subject_type, subjectTypes)) ?? 0) + 1)
  const subjectType =
    q.subjectType && subjectTypes.includes(q.subjectType)
      ? q.subjectType
      : ([...subjectTypes].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))[0] ?? q.subjectType ?? null)
  const types = subjectType ? [subjectType, ...(predecessorLabelOf.has(subjectType) ? [predecessorLabelOf.get(subjectType)!] : [])] : []

  const best = new Map<string, { row: LineRow; basis: Basis }>()
  for (const r of own.filter((r) => types.includes(r.subject_type))) consider(best, r, basisOf(r))

  const plans = await db.query<{ institution_id: string; institution_name: string; year: number; n: number }>(
    `WITH p AS (SELECT institution_id, institution_name, year, plan_count, subject_type FROM enrollment_plans
                WHERE province_code = $1 AND institution_id IS NOT NULL AND (major_id = $2 OR ${NAMED('$3')}))
     SELECT institution_id, max(institution_name) AS institution_name, year, coalesce(sum(plan_count), 0)::int AS n FROM p
     WHERE year = (SELECT max(year) FROM p) GROUP BY institution_id, year`,
    [provinceCode, major.id, major.name],
  )
  const offerers = await ctx.readModel.index('major-offerers', loadOfferers)
  const rest = [...(offerers.get(major.id) ?? [])].filter((id) => !best.has(id))
  if (rest.length > 0 && types.length > 0) {
    const floors = await ctx.readModel.index(`school-floors:${provinceCode}:${types.join(',')}`, (d) => loadFloors(d, provinceCode, types))
    for (const id of rest) {
      const floor = floors.get(id)
      if (floor) consider(best, floor, 'school')
    }
  }

  const planOf = new Map(plans.map((p) => [p.institution_id, p]))
  const entries: SpecialtyCollege[] = [...best.values()].map(({ row: r, basis }) => ({
    SchoolId: r.institution_id,
    SchoolName: q.schools.get(r.institution_id)?.name ?? r.institution_name,
    Year: r.year,
    SubjectType: r.subject_type,
    MinScore: r.min_score,
    MinRank: r.min_rank,
    MinRankQuality: toQualityOrNull(r.min_rank_quality),
    Basis: basis,
    UnitName: basis === 'school' ? '' : (r.major_name ?? ''),
    Tags: tagsOf(q.schools, r.institution_id),
    PlanYear: planOf.get(r.institution_id)?.year ?? null,
    PlanCount: planOf.get(r.institution_id)?.n ?? null,
    Quality: toQuality(r.quality),
    Source: q.labels.sourceName(r.source_id),
  }))
  for (const p of plans.filter((p) => !best.has(p.institution_id))) {
    entries.push({
      SchoolId: p.institution_id,
      SchoolName: q.schools.get(p.institution_id)?.name ?? p.institution_name,
      Year: p.year,
      SubjectType: subjectType ?? '',
      MinScore: null,
      MinRank: null,
      MinRankQuality: null,
      Basis: 'plan',
      UnitName: major.name,
      Tags: tagsOf(q.schools, p.institution_id),
      PlanYear: p.year,
      PlanCount: p.n,
      Quality: 'third-party',
      Source: '',
    })
  }
  // most selective first: by rank where known (comparable across years), else by score
  entries.sort(
    (a, b) =>
      (a.MinRank ?? Infinity) - (b.MinRank ?? Infinity) || (b.MinScore ?? -1) - (a.MinScore ?? -1) || a.SchoolName.localeCompare(b.SchoolName, 'zh-Hans-CN'),
  )
  return { subjectTypes, subjectType, entries }
}

/** Colleges offering each catalogue major anywhere: its plans, its results and its 软科/一流专业 entries (built once per data version). */
async function loadOfferers(db: Db): Promise<Map<string, Set<string>>> {
  const rows = await db.query<{ major_id: string; institution_id: string }>(
    `SELECT major_id, institution_id FROM admission_results WHERE major_id IS NOT NULL AND institution_id IS NOT NULL
     UNION SELECT major_id, institution_id FROM enrollment_plans WHERE major_id IS NOT NULL AND institution_id IS NOT NULL
     UNION SELECT major_id, institution_id FROM rankings WHERE kind IN ('ruanke-major', 'first-class-major') AND major_id IS NOT NULL AND institution_id IS NOT NULL`,
  )
  const byMajor = new Map<string, Set<string>>()
  for (const r of rows) {
    const set = byMajor.get(r.major_id)
    if (set) set.add(r.institution_id)
    else byMajor.set(r.major_id, new Set([r.institution_id]))
  }
  return byMajor
}

/** Each college's lowest ordinary 本科 line of its newest year in a province and track (one entry per province and track). */
async function loadFloors(db: Db, provinceCode: string, types: string[]): Promise<Map<string, LineRow>> {
  const rows = await db.query<LineRow>(
    `SELECT DISTINCT ON (institution_id) ${COLUMNS} FROM admission_results
     WHERE province_code = $1 AND institution_id IS NOT NULL AND subject_type = ANY($2) AND ${ORDINARY}
       AND (min_score IS NOT NULL OR min_rank IS NOT NULL) AND batch !~ '专科|高职'
     ORDER BY institution_id, year DESC, min_score ASC NULLS LAST, min_rank DESC NULLS LAST`,
    [provinceCode, types],
  )
  return new Map(rows.map((r) => [r.institution_id, r]))
}

/** Keeps per college the most specific basis, then the newest year, then its lowest line. */
function consider(best: Map<string, { row: LineRow; basis: Basis }>, row: LineRow, basis: Basis) {
  const order: Basis[] = ['major', 'category', 'school', 'plan']
  const seen = best.get(row.institution_id)
  const lower = (a: LineRow, b: LineRow) => (a.min_score !== null && b.min_score !== null ? a.min_score < b.min_score : (a.min_rank ?? 0) > (b.min_rank ?? 0))
  if (
    !seen ||
    order.indexOf(basis) < order.indexOf(seen.basis) ||
    (basis === seen.basis && (row.year > seen.row.year || (row.year === seen.row.year && lower(row, seen.row))))
  )
    best.set(row.institution_id, { row, basis })
}

/** 理科 folds into 物理类 and 文科 into 历史类 where the province has both (the track continues). */
function foldTracks(types: string[]): string[] {
  const present = new Set(types)
  return sortSubjectTypes([...present].map((t) => (successorLabelOf.has(t) && present.has(successorLabelOf.get(t)!) ? successorLabelOf.get(t)! : t)))
}
function trackOf(type: string, tracks: string[]): string {
  const next = successorLabelOf.get(type)
  return next && tracks.includes(next) ? next : type
}

export type InstitutionTags = Map<string, { name: string; tags: string[] }>

/** Name and tags (985/211/双一流, province) of every institution, once per data version. */
export async function loadInstitutionTags(db: Db): Promise<InstitutionTags> {
  const rows = await db.query<{
    id: string
    name: string
    is_985: boolean | null
    is_211: boolean | null
    is_double_first_class: boolean | null
    short_name: string | null
  }>(`SELECT i.id, i.name, i.is_985, i.is_211, i.is_double_first_class, p.short_name FROM institutions i LEFT JOIN provinces p ON p.code = i.province_code`)
  return new Map(
    rows.map((r) => [
      r.id,
      { name: r.name, tags: [r.is_985 && '985', r.is_211 && '211', r.is_double_first_class && '双一流', r.short_name].filter((t): t is string => Boolean(t)) },
    ]),
  )
}

function tagsOf(index: InstitutionTags, id: string): string[] {
  return index.get(id)?.tags ?? []
}
