import {
  admissionModelFor,
  prepareUnits,
  type AdmissionHistoryYear,
  type PreparedUnit,
  type ProvincePolicy,
  type SubjectRequirement,
  type SubjectType,
} from '@gk/domain'
import type { Db } from '../../db/client.ts'
import type { RankTableIndex } from '../../db/read-model/rank-tables.ts'
import type { RequestContext } from '../../http/context.ts'
import { historySubjectType, subjectTypeFromLabel, subjectTypeLabel, type ProvinceEntry } from './province-catalog.ts'
import { classifyBatch, groupCodeOf, levelOfMode, normaliseMajor, qualityRank, requirementOf } from './unit-classify.ts'

export type School = {
  id: string
  name: string
  city: string
  provinceCode: string
  provinceName: string
  nature: string
  type: string
  tags: string[]
  search: string
}

export type UnitYear = { year: number; minScore: number | null; minRank: number | null; planCount: number | null; quality: string; source: string }

/** One admission unit of a batch, its history (newest first) and its forecast, prepared once. */
export type IndexedUnit = {
  id: string
  batchId: string
  school: School
  schoolName: string
  schoolCode: string | null
  groupCode: string | null
  majorName: string | null
  requirementText: string
  history: UnitYear[]
  planCount: number | null
  tuition: number | null
  majors: string[]
  /** lower-cased name, pinyin and majors for keyword search */
  search: string
  majorText: string
  prepared: PreparedUnit
}

export type BatchUnits = {
  units: IndexedUnit[]
  byId: Map<string, IndexedUnit>
  /** major-level units per school (the majors inside a group/school; the units themselves in major mode) */
  majorsBySchool: Map<string, IndexedUnit[]>
  majorUnitsById: Map<string, IndexedUnit>
  /** years with history in this batch, newest first */
  historyYears: number[]
}

export type ProvinceYearIndex = {
  policy: ProvincePolicy
  year: number
  /** years with history used for the forecasts, newest first */
  historyYears: number[]
  get(subjectType: SubjectType, batchId: string): BatchUnits | undefined
}

type Row = {
  year: number
  subject_type: string
  batch: string
  unit_level: string
  institution_id: string | null
  institution_name: string
  provincial_code: string | null
  major_group: string | null
  major_code: string | null
  major_name: string | null
  min_score: number | null
  min_rank: number | null
  plan_count: number | null
  requirement_text: string | null
  subject_requirement: unknown
  source_id: string
  quality: string
}

type PlanRow = Pick<Row, 'subject_type' | 'batch' | 'institution_id' | 'provincial_code' | 'major_group' | 'major_code' | 'major_name' | 'plan_count' | 'requirement_text' | 'subject_requirement'> & {
  tuition: number | null
  level: string | null
}

const HISTORY_YEARS = 4

async function loadSchools(db: Db): Promise<Map<string, School>> {
  const rows = await db.query<{
    id: string; name: string; city: string | null; province_code: string | null; nature: string | null; type: string | null
    is_985: boolean; is_211: boolean; is_double_first_class: boolean; pinyin: string | null; pinyin_initials: string | null; pname: string | null
  }>(
    `SELECT i.id, i.name, i.city, i.province_code, i.nature, i.type, i.is_985, i.is_211, i.is_double_first_class, i.pinyin, i.pinyin_initials, p.short_name AS pname
       FROM institutions i LEFT JOIN provinces p ON p.code = i.province_code`,
  )
  return new Map(
    rows.map((r) => {
      const tags = [r.is_985 ? '985' : null, r.is_211 ? '211' : null, r.is_double_first_class ? '双一流' : null].filter((t): t is string => t !== null)
      return [
        r.id,
        {
          id: r.id,
          name: r.name,
          city: r.city ?? '',
          provinceCode: r.province_code ?? '',
          provinceName: r.pname ?? '',
          nature: r.nature ?? '',
          type: r.type ?? '',
          tags,
          search: `${r.name} ${r.pinyin ?? ''} ${r.pinyin_initials ?? ''}`.toLowerCase(),
        },
      ]
    }),
  )
}

export function schoolIndex(ctx: RequestContext): Promise<Map<string, School>> {
  return ctx.readModel.index('wish:schools', loadSchools)
}

type Draft = {
  key: string
  batchId: string
  subjectType: SubjectType
  schoolId: string
  schoolName: string
  schoolCode: string | null
  groupCode: string | null
  majorName: string | null
  requirementText: string
  requirement: SubjectRequirement
  latestYear: number
  years: Map<number, UnitYear>
}

function unitKey(level: string, r: Pick<Row, 'institution_id' | 'provincial_code' | 'major_group' | 'major_code' | 'major_name'>): string | null {
  if (!r.institution_id) return null
  if (level === 'major-group') {
    const code = groupCodeOf(r.major_code, r.major_group)
    return code === null ? null : `g:${r.institution_id}:${r.provincial_code ?? ''}:${code}`
  }
  if (level === 'major') return r.major_name ? `m:${r.institution_id}:${normaliseMajor(r.major_name)}` : null
  return `s:${r.institution_id}`
}

function addRow(drafts: Map<string, Draft>, key: string, batchId: string, subjectType: SubjectType, r: Row, level: string) {
  let d = drafts.get(key)
  if (!d) {
    d = {
      key,
      batchId,
      subjectType,
      schoolId: r.institution_id!,
      schoolName: r.institution_name,
      schoolCode: r.provincial_code,
      groupCode: level === 'major-group' ? groupCodeOf(r.major_code, r.major_group) : null,
      majorName: level === 'major' ? r.major_name : null,
      requirementText: r.requirement_text ?? '',
      requirement: requirementOf(r.subject_requirement),
      latestYear: r.year,
      years: new Map(),
    }
    drafts.set(key, d)
  }
  if (r.year > d.latestYear) {
    // the newest year names the unit and states its 选科 rule
    d.latestYear = r.year
    d.schoolName = r.institution_name
    d.schoolCode = r.provincial_code ?? d.schoolCode
    d.requirementText = r.requirement_text ?? d.requirementText
    if (r.subject_requirement) d.requirement = requirementOf(r.subject_requirement)
  }
  const year: UnitYear = { year: r.year, minScore: r.min_score, minRank: r.min_rank, planCount: r.plan_count, quality: r.quality, source: r.source_id }
  const old = d.years.get(r.year)
  // duplicates across sources: a row with a rank beats one without, then the better quality
  const isBetter =
    !old ||
    (old.minRank === null && year.minRank !== null) ||
    ((old.minRank === null) === (year.minRank === null) && qualityRank(year.quality) < qualityRank(old.quality))
  if (isBetter) {
    d.years.set(r.year, year)
  }
}

/** Builds every batch's units for one province and target year (history = the years before it). */
export async function buildProvinceYearIndex(db: Db, province: ProvinceEntry, policy: ProvincePolicy, rankTables: RankTableIndex, schools: Map<string, School>): Promise<ProvinceYearIndex> {
  const year = policy.year
  const rows = await db.query<Row>(
    `SELECT year, subject_type, batch, unit_level, institution_id, institution_name, provincial_code, major_group, major_code, major_name,
            min_score, min_rank, plan_count, requirement_text, subject_requirement, source_id, quality
       FROM admission_results WHERE province_code = $1 AND year >= $2 AND year < $3`,
    [province.code, year - HISTORY_YEARS, year],
  )
  const plans = await db.query<PlanRow>(
    `SELECT subject_type, batch, level, institution_id, provincial_code, major_group, major_code, major_name, plan_count, tuition, requirement_text, subject_requirement
       FROM enrollment_plans WHERE province_code = $1 AND year = $2`,
    [province.code, year],
  )
  const unitDrafts = new Map<string, Map<string, Draft>>()
  const majorDrafts = new Map<string, Map<string, Draft>>()
  const bucket = (store: Map<string, Map<string, Draft>>, k: string) => {
    let m = store.get(k)
    if (!m) store.set(k, (m = new Map<string, Draft>()))
    return m
  }
  const modeOf = new Map(policy.batches.map((b) => [b.id, b.fillingMode]))
  const historyYears = new Set<number>()
  for (const r of rows) {
    const subjectType = historySubjectType(policy, r.subject_type)
    if (!subjectType) continue
    const batchId = classifyBatch(r.batch, policy.batches)
    if (batchId === null) continue
    const mode = modeOf.get(batchId)!
    const k = `${subjectType}|${batchId}`
    if (r.unit_level === levelOfMode[mode]) {
      const key = unitKey(r.unit_level, r)
      if (key) addRow(bucket(unitDrafts, k), key, batchId, subjectType, r, r.unit_level)
      historyYears.add(r.year)
    }
    if (r.unit_level === 'major' && mode !== 'major') {
      const key = unitKey('major', r)
      if (key) addRow(bucket(majorDrafts, k), key, batchId, subjectType, r, 'major')
    }
  }
  // plans of the target year: counts, tuition and the majors inside each unit
  const planByKey = new Map<string, { count: number; tuition: number | null; majors: string[] }>()
  for (const p of plans) {
    const subjectType = subjectTypeFromLabel.get(p.subject_type)
    if (!subjectType) continue
    const batchId = classifyBatch(p.batch, policy.batches) ?? (p.level === '专科' ? 'vocational' : policy.mainBatchId)
    const mode = modeOf.get(batchId)
    if (!mode) continue
    const key = unitKey(levelOfMode[mode], p)
    if (!key) continue
    const k = `${subjectType}|${batchId}|${key}`
    let e = planByKey.get(k)
    if (!e) planByKey.set(k, (e = { count: 0, tuition: null, majors: [] }))
    e.count += p.plan_count ?? 0
    if (p.tuition !== null) e.tuition = Math.max(e.tuition ?? 0, p.tuition)
    if (p.major_name) e.majors.push(p.major_name)
  }
  const totals = (y: number, st: SubjectType) => rankTables.get(province.code, y, subjectTypeLabel[st])?.table.total
  const model = admissionModelFor(province.slug)
  const finish = (drafts: Map<string, Draft>, majorsOfSchool: Map<string, string[]>): IndexedUnit[] => {
    const list = [...drafts.values()]
    if (list.length === 0) return []
    const st = list[0]!.subjectType
    const target = { year, ...(totals(year, st) !== undefined ? { totalCandidates: totals(year, st)! } : {}) }
    const units = list.map((d) => {
      const hist = [...d.years.values()].sort((a, b) => b.year - a.year)
      const plan = planByKey.get(`${d.subjectType}|${d.batchId}|${d.key}`)
      // a unit not seen in the two years before the target was renamed, merged or closed: its old
      // lines would only widen into a misleading forecast, so it gets none (数据不足) and is not listed
      const isStale = hist.length === 0 || hist[0]!.year < year - 2
      const history: AdmissionHistoryYear[] = (isStale ? [] : hist)
        .filter((h) => h.minRank !== null && h.minRank >= 1)
        .map((h) => {
          const total = totals(h.year, d.subjectType)
          return { year: h.year, minRank: h.minRank!, ...(h.planCount ? { planCount: h.planCount } : {}), ...(total ? { totalCandidates: total } : {}) }
        })
      return { d, hist, plan, unit: { id: d.key, subjectType: d.subjectType, batchId: d.batchId, requirement: d.requirement, history, ...(plan && plan.count > 0 ? { planCount: plan.count } : {}) } }
    })
    const prepared = prepareUnits(units.map((u) => u.unit), target, model)
    return units.map(({ d, hist, plan }, i) => {
      const school = schools.get(d.schoolId) ?? { id: d.schoolId, name: d.schoolName, city: '', provinceCode: '', provinceName: '', nature: '', type: '', tags: [], search: d.schoolName.toLowerCase() }
      const majors = plan?.majors.length ? plan.majors : d.majorName ? [d.majorName] : (majorsOfSchool.get(d.schoolId) ?? [])
      return {
        id: d.key,
        batchId: d.batchId,
        school,
        schoolName: d.schoolName,
        schoolCode: d.schoolCode,
        groupCode: d.groupCode,
        majorName: d.majorName,
        requirementText: d.requirementText,
        history: hist,
        planCount: plan && plan.count > 0 ? plan.count : null,
        tuition: plan?.tuition ?? null,
        majors,
        search: `${d.schoolName.toLowerCase()} ${school.search} ${d.majorName ?? ''}`,
        majorText: majors.join('|'),
        prepared: prepared[i]!,
      }
    })
  }
  const byBatch = new Map<string, BatchUnits>()
  const keys = new Set([...unitDrafts.keys(), ...majorDrafts.keys()])
  for (const k of keys) {
    const majorUnits = finish(majorDrafts.get(k) ?? new Map<string, Draft>(), new Map<string, string[]>())
    const majorsBySchool = new Map<string, IndexedUnit[]>()
    const units = finish(unitDrafts.get(k) ?? new Map<string, Draft>(), namesBySchool(majorUnits))
    for (const u of modeOf.get(k.split('|')[1]!) === 'major' ? units : majorUnits) {
      let list = majorsBySchool.get(u.school.id)
      if (!list) majorsBySchool.set(u.school.id, (list = []))
      list.push(u)
    }
    const all = [...units, ...majorUnits]
    const years = [...new Set(units.flatMap((u) => u.history.map((h) => h.year)))].sort((a, b) => b - a)
    byBatch.set(k, { units, byId: new Map(units.map((u) => [u.id, u])), majorsBySchool, majorUnitsById: new Map(all.map((u) => [u.id, u])), historyYears: years })
  }
  return {
    policy,
    year,
    historyYears: [...historyYears].sort((a, b) => b - a),
    get: (subjectType, batchId) => byBatch.get(`${subjectType}|${batchId}`),
  }
}

function namesBySchool(units: IndexedUnit[]): Map<string, string[]> {
  const m = new Map<string, string[]>()
  for (const u of units) {
    if (!u.majorName) continue
    let list = m.get(u.school.id)
    if (!list) m.set(u.school.id, (list = []))
    if (!list.includes(u.majorName)) list.push(u.majorName)
  }
  return m
}

/** The index of one province and target year, built on first use and kept until the data changes. */
export async function provinceYearIndex(ctx: RequestContext, province: ProvinceEntry, policy: ProvincePolicy): Promise<ProvinceYearIndex> {
  const rankTables = await ctx.readModel.rankTables()
  const schools = await schoolIndex(ctx)
  return ctx.readModel.index(`wish:units:${province.code}:${policy.year}`, (db) => buildProvinceYearIndex(db, province, policy, rankTables, schools))
}
