import type { SpecialtyCollege } from '@gk/contract'
import type { Db } from '../../db/client.ts'
import type { ReadModel } from '../../db/read-model/read-model.ts'
import { toQuality, toQualityOrNull, type ReferenceLabels } from '../../db/read-model/reference-labels.ts'
import { sortSubjectTypes } from '../../db/read-model/subject-order.ts'
import { predecessorLabelOf, successorLabelOf } from '@gk/domain'
import {
  floorRows,
  institutionTagRows,
  majorLineRows,
  majorPlanCounts,
  newestOrdinaryTracks,
  offererRows,
  type LineRow,
  type MajorRef,
} from './specialty.repository.ts'

type Basis = SpecialtyCollege['Basis']

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
  const own = await majorLineRows(db, provinceCode, major, category)
  const basisOf = (r: LineRow): Basis => (r.major_id === major.id || r.major_name?.startsWith(major.name) ? 'major' : 'category')
  // the province's tracks of its newest ordinary year, so a major without its own lines still lists colleges
  const provinceTypes = await newestOrdinaryTracks(db, provinceCode)
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

  const plans = await majorPlanCounts(db, provinceCode, major)
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
  const rows = await offererRows(db)
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
  const rows = await floorRows(db, provinceCode, types)
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
  const rows = await institutionTagRows(db)
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
