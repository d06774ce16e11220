import {
  admissionModelFor,
  prepareUnits,
  scoreToRank,
  toScore,
  type AdmissionHistoryYear,
  type PlanType,
  type PreparedUnit,
  type ProvincePolicy,
  type SubjectType,
} from '@gk/domain'
import type { Db } from '../../db/client.ts'
import type { RankTableIndex } from '../../db/read-model/rank-tables.ts'
import { subjectTypeFromLabel, subjectTypeLabel, type ProvinceEntry } from './province-catalog.ts'
import { ordinaryLine as ordinaryLineOf, type ControlLineRow } from './control-lines.ts'
import { classifyBatch, groupCodeOf, levelOfMode, normaliseMajor } from './unit-classify.ts'
import { cohortTotal, collectDrafts, draftHistory, tableLabel, type Draft, type Row, type UnitYear } from './unit-drafts.ts'
import type { BatchUnits, IndexedUnit, ProvinceYearIndex, School } from './unit-index.ts'
import { eligibilityOf, ORDINARY, planTypeOfRow } from '../../db/read-model/plan-type.ts'
import { ORDINARY_RESULTS_SQL } from '../../db/read-model/ordinary-results.ts'
import { lacksRankTables } from './score-line.ts'
import { scoreLineModel, scoreLineNote, scoreLineTarget, scoreLineUnit } from './score-line-units.ts'

const HISTORY_YEARS = 4
/** a unit not seen in the province's two newest results years was renamed, merged or closed */
const FRESH_YEARS = 2
/** an institution with an ordinary line in the province's last three results years is always listed */
const SCHOOL_LINE_YEARS = 3

/** The first year of each window: history read, a unit still fresh, an institution's line still listed. */
export type RecentYears = { history: number; fresh: number; schoolLine: number }

/**
 * "Recent" counts back from the province's newest ordinary results year, not from the calendar: in a
 * season whose newest results are two years behind the target (2027 with 2025 results), counting from
 * the target dropped a year of real results (吉林's 2023 文科 lines, the only ones near its 本科 line).
 */
export function recentYears(targetYear: number, newestResultsYear: number | null): RecentYears {
  const newest = Math.min(newestResultsYear ?? targetYear - 1, targetYear - 1)
  return { history: newest - HISTORY_YEARS + 1, fresh: newest - FRESH_YEARS + 1, schoolLine: newest - SCHOOL_LINE_YEARS + 1 }
}

type PlanRow = {
  year: number
  subject_type: string
  batch: string
  level: string | null
  institution_id: string | null
  institution_name: string
  provincial_code: string | null
  major_group: string | null
  major_code: string | null
  major_name: string | null
  plan_count: number | null
  tuition: number | null
  requirement_text: string | null
  subject_requirement: unknown
  plan_type: string | null
}

type Plan = { count: number; tuition: number | null; majors: string[]; first: PlanRow }

/** This year's plans by bucket and unit key: counts, tuition and the majors inside each unit. */
function indexPlans(plans: readonly PlanRow[], policy: ProvincePolicy): Map<string, Map<string, Plan>> {
  const modeOf = new Map(policy.batches.map((b) => [b.id, b.fillingMode]))
  const out = new Map<string, Map<string, Plan>>()
  for (const p of plans) {
    const st = subjectTypeFromLabel.get(p.subject_type)
    if (!st || !p.institution_id) continue
    const batchId = classifyBatch(p.batch, policy.batches, policy.mainBatchId) ?? (p.level === '专科' ? 'vocational' : policy.mainBatchId)
    const mode = modeOf.get(batchId)
    if (!mode) continue
    const level = levelOfMode[mode]
    const group = groupCodeOf(p.major_code, p.major_group)
    const key =
      level === 'major-group'
        ? group === null
          ? null
          : `g:${p.institution_id}:${p.provincial_code ?? ''}:${group}`
        : level === 'major'
          ? p.major_name
            ? `m:${p.institution_id}:${normaliseMajor(p.major_name)}`
            : null
          : `s:${p.institution_id}`
    if (!key) continue
    const bucket = `${st}|${batchId}|${planTypeOfRow(p)}`
    let inBucket = out.get(bucket)
    if (!inBucket) out.set(bucket, (inBucket = new Map<string, Plan>()))
    let e = inBucket.get(key)
    if (!e) inBucket.set(key, (e = { count: 0, tuition: null, majors: [], first: p }))
    e.count += p.plan_count ?? 0
    if (p.tuition !== null) e.tuition = Math.max(e.tuition ?? 0, p.tuition)
    if (p.major_name && !e.majors.includes(p.major_name)) e.majors.push(p.major_name)
  }
  return out
}

function planDraft(key: string, bucket: string, st: SubjectType, batchId: string, planType: string, p: PlanRow, year: number): Draft {
  const r = { ...p, year, unit_level: '', min_score: null, min_rank: null, source_id: '', quality: '' } satisfies Row
  return {
    key,
    bucket,
    subjectType: st,
    batchId,
    planType,
    schoolId: r.institution_id!,
    schoolName: r.institution_name,
    schoolCode: r.provincial_code,
    groupCode: key.startsWith('g:') ? groupCodeOf(p.major_code, p.major_group) : null,
    majorName: key.startsWith('m:') ? p.major_name : null,
    requirementText: p.requirement_text ?? '',
    requirement: { first: null, allOf: [], anyOf: [] },
    latestYear: year,
    own: new Map(),
    fromMajors: new Map(),
    majorsByYear: new Map(),
  }
}

const usable = (h: readonly UnitYear[]) => h.some((y) => y.minRank !== null && y.minRank >= 1)

type Chosen = { d: Draft; hist: UnitYear[]; note: string; isDerived: boolean; plan: Plan | undefined }

/**
 * The units of one bucket and what history each one gets: its own (or its majors'), else, for a
 * planned ordinary unit, the institution's line; then every institution with an ordinary line in the
 * last three years and no unit of its own, as an institution unit on that line.
 */
function chooseUnits(
  bucket: string,
  units: Map<string, Draft>,
  lines: Map<string, Draft> | undefined,
  plans: Map<string, Plan>,
  year: number,
  recent: RecentYears,
): Chosen[] {
  const [st, batchId, planType] = bucket.split('|') as [SubjectType, string, string]
  const isOrdinary = planType === ORDINARY
  const all = new Map(units)
  for (const [key, plan] of plans) {
    if (!all.has(key)) all.set(key, planDraft(key, bucket, st, batchId, planType, plan.first, year))
  }
  const lineOf = (schoolId: string) => {
    const line = lines?.get(`s:${schoolId}`)
    const hist = line ? draftHistory(line) : []
    return hist.length > 0 && hist[0]!.year >= recent.schoolLine && usable(hist) ? hist : null
  }
  const out: Chosen[] = []
  const covered = new Set<string>()
  for (const d of all.values()) {
    const plan = plans.get(d.key)
    const own = draftHistory(d)
    const isFresh = own.length > 0 && own[0]!.year >= recent.fresh && usable(own)
    if (isFresh) {
      const isConverted = own.some((y) => y.isCrossTrack)
      const note = isConverted ? '由往年文/理科最低录取位次按本科线上考生比例换算' : own.some((y) => y.note) ? '部分年份的位次为换算值' : ''
      out.push({ d, hist: own, note, isDerived: isConverted, plan })
      covered.add(d.schoolId)
      continue
    }
    if (!plan) continue
    const line = isOrdinary ? lineOf(d.schoolId) : null
    out.push({ d, hist: line ?? [], note: line ? '本单位无往年录取数据，按该院校往年最低录取位次推算' : '', isDerived: line !== null, plan })
    if (line) covered.add(d.schoolId)
  }
  if (!isOrdinary || !lines) return out
  for (const line of lines.values()) {
    if (covered.has(line.schoolId)) continue
    const hist = lineOf(line.schoolId)
    if (!hist) continue
    const isConverted = hist.some((y) => y.isCrossTrack)
    const note = isConverted
      ? '按该院校往年文/理科最低录取位次按考生人数比例换算，专业组以当年招生计划为准'
      : '按该院校往年最低录取位次推算，专业组以当年招生计划为准'
    out.push({ d: { ...line, bucket, planType: ORDINARY }, hist, note, isDerived: true, plan: undefined })
  }
  return out
}

/** Builds every batch's units for one province and target year (history = the years before it). */
export async function buildProvinceYearIndex(
  db: Db,
  province: ProvinceEntry,
  policy: ProvincePolicy,
  rankTables: RankTableIndex,
  schools: Map<string, School>,
): Promise<ProvinceYearIndex> {
  const year = policy.year
  const newest = await db.query<{ year: number | null }>(
    `SELECT max(year) AS year FROM admission_results WHERE province_code = $1 AND year < $2 AND ${ORDINARY_RESULTS_SQL}`,
    [province.code, year],
  )
  const recent = recentYears(year, newest[0]?.year === null || newest[0]?.year === undefined ? null : Number(newest[0].year))
  const rows = await db.query<Row>(
    `SELECT year, subject_type, batch, unit_level, institution_id, institution_name, provincial_code, major_group, major_code, major_name,
            min_score, min_rank, plan_count, requirement_text, subject_requirement, source_id, quality, plan_type
       FROM admission_results a WHERE province_code = $1 AND year >= $2 AND year < $3`,
    [province.code, recent.history, year],
  )
  const plans = await db.query<PlanRow>(
    `SELECT year, subject_type, batch, level, institution_id, institution_name, provincial_code, major_group, major_code, major_name, plan_count, tuition,
            requirement_text, subject_requirement, plan_type
       FROM enrollment_plans p
      WHERE province_code = $1 AND year = (SELECT max(year) FROM enrollment_plans WHERE province_code = $1 AND year <= $2)`,
    [province.code, year],
  )
  // before the target year's plan book is out, the newest plan says which units exist and their
  // majors; its seat counts are not this year's, so they are neither shown nor used as the plan
  const planYear = plans.length > 0 ? Number(plans[0]!.year) : year
  if (planYear < year) for (const p of plans) p.plan_count = null
  const lines = await db.query<ControlLineRow>(
    'SELECT year, subject_type, category, batch, batch_key, score, quality FROM control_lines WHERE province_code = $1 AND year >= $2',
    [province.code, recent.history],
  )
  const ordinaryLine = memo((y: number, label: string) => {
    const ofYear = lines.filter((l) => l.year === y)
    return ['bk', 'bk2', 'seg1', 'bk1'].map((k) => ordinaryLineOf(ofYear, label, k)).find((v) => v !== undefined)
  })
  /** the newest real ordinary 本科 line of the target track (the target year's, else its table's year) and its rank */
  const targetLine = memo((st: SubjectType) => {
    const label = subjectTypeLabel[st]
    const table = rankTables.latest(province.code, tableLabel(rankTables, province.code, label, year), year)
    const own = ordinaryLine(year, label)
    if (!table && byScoreLines) return scoreLineTarget(year, label, ordinaryLine)
    const line = own ?? (table ? ordinaryLine(table.year, table.subjectType) : undefined)
    return table && line !== undefined ? { rank: scoreToRank(table.table, toScore(line)).worst, year: own !== undefined ? year : table.year } : undefined
  })
  // a province without any 一分一段表 is answered from score lines (西藏, ADR 026)
  const byScoreLines = lacksRankTables(rankTables, province.code)
  const targetLineRank = (st: SubjectType) => targetLine(st)?.rank
  const drafts = collectDrafts(rows, policy, {
    tables: rankTables,
    provinceCode: province.code,
    targetYear: year,
    ordinaryLine,
    targetLineRank,
    cache: new Map(),
  })
  const planIndex = indexPlans(plans, policy)
  const model = admissionModelFor(province.slug)
  const total = (y: number, st: SubjectType) => cohortTotal(rankTables, province.code, y, subjectTypeLabel[st])
  // the year's ordinary 本科 line as a rank in that year's own table: the engine's province-year shift
  const yearLineRank = memo((y: number, label: string) => {
    const table = rankTables.get(province.code, y, label)
    const line = ordinaryLine(y, label)
    return table && line !== undefined ? scoreToRank(table.table, toScore(line)).worst : undefined
  })
  const yearsUsed = new Map<string, readonly number[]>()
  // most units of a province share a handful of 选科 requirements: one object each
  const requirements = new Map<string, Draft['requirement']>()
  const finish = (chosen: Chosen[], st: SubjectType, majorsOfSchool: Map<string, string[]>): IndexedUnit[] => {
    const targetTotal = total(year, st)
    // the target's line as a rank: its own once published; before that the newest line in the newest table, the table
    // the candidate's rank is read in (the same-position assumption the score → rank conversion already makes)
    const targetYearLineRank = targetLine(st)?.rank
    const target = {
      year,
      ...(targetTotal !== undefined ? { totalCandidates: targetTotal } : {}),
      ...(targetYearLineRank !== undefined ? { lineRank: targetYearLineRank } : {}),
    }
    return chosen.map(({ d, hist, note, isDerived, plan }) => {
      // a converted 文/理 year next to the new track's own years only adds the conversion's error to
      // the unit's volatility (a wider spread makes far reaches look likely): own years first (ADR 015)
      const ranked = hist.filter((h) => h.minRank !== null && h.minRank >= 1)
      const ownTrack = ranked.filter((h) => !h.isCrossTrack)
      // converted years are already in the target cohort's ranks
      const history: AdmissionHistoryYear[] = (ownTrack.length > 0 ? ownTrack : ranked).map((h) =>
        historyYear(
          h,
          h.isCrossTrack ? { cohort: targetTotal, line: targetYearLineRank } : { cohort: total(h.year, st), line: yearLineRank(h.year, subjectTypeLabel[st]) },
        ),
      )
      const unit = {
        id: d.key,
        subjectType: st,
        batchId: d.batchId,
        requirement: intern(requirements, JSON.stringify(d.requirement), d.requirement),
        history,
        ...(plan && plan.count > 0 ? { planCount: plan.count } : {}),
      }
      // converted 文/理 years are widened by the model (derivedSpread, fitted on converted history: ADR 024); a school's
      // line standing in for a unit is labelled low confidence but not widened (the fit never saw such units)
      const prepared = compact(
        byScoreLines
          ? prepareUnits([scoreLineUnit(unit)], forecastTarget(target, hist, targetLine(st)?.year), scoreLineModel(model))[0]!
          : prepareUnits([unit], forecastTarget(target, hist, targetLine(st)?.year), model)[0]!,
        yearsUsed,
      )
      const school = schools.get(d.schoolId) ?? {
        id: d.schoolId,
        name: d.schoolName,
        city: '',
        provinceCode: '',
        provinceName: '',
        nature: '',
        type: '',
        tags: [],
        search: d.schoolName.toLowerCase(),
      }
      const fromHistory = [...d.majorsByYear.entries()].sort((a, b) => b[0] - a[0])[0]?.[1]
      const [majors, majorsSource]: [string[], IndexedUnit['majorsSource']] = plan?.majors.length
        ? [plan.majors, 'plan']
        : d.majorName
          ? [[d.majorName], 'plan']
          : fromHistory?.size
            ? [[...fromHistory], 'history']
            : majorsOfSchool.get(d.schoolId)?.length
              ? [majorsOfSchool.get(d.schoolId)!, 'school']
              : [[], '']
      return {
        id: d.planType === ORDINARY ? d.key : `${d.key}:${d.planType}`,
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
        majorsSource,
        planType: d.planType,
        eligibility: eligibilityOf[d.planType as PlanType] ?? eligibilityOf['其他'],
        historyNote: byScoreLines ? scoreLineNote(province.shortName, hist, note) : note,
        isDerived: isDerived || byScoreLines,
        ...(byScoreLines ? { isScoreLine: true as const } : {}),
        search: `${d.schoolName.toLowerCase()} ${school.search} ${d.majorName ?? ''}`,
        majorText: majors.join('|'),
        prepared,
      }
    })
  }
  const byBatch = new Map<string, BatchUnits>()
  const batchKeys = new Set(
    [...drafts.units.keys(), ...drafts.majors.keys(), ...[...drafts.schoolLines.keys()].map((k) => `${k}|${ORDINARY}`)].map((k) =>
      k.split('|').slice(0, 2).join('|'),
    ),
  )
  const modeOf = new Map(policy.batches.map((b) => [b.id, b.fillingMode]))
  for (const k of batchKeys) {
    const [st, batchId] = k.split('|') as [SubjectType, string]
    const buckets = [...new Set([...drafts.units.keys(), ...drafts.majors.keys(), `${k}|${ORDINARY}`])].filter((b) => b.startsWith(`${k}|`))
    const majorUnits = buckets.flatMap((b) =>
      finish(chooseUnits(b, drafts.majors.get(b) ?? new Map<string, Draft>(), undefined, new Map<string, Plan>(), year, recent), st, new Map()),
    )
    const names = namesBySchool(majorUnits.filter((u) => u.planType === ORDINARY))
    const units = buckets.flatMap((b) =>
      finish(
        chooseUnits(b, drafts.units.get(b) ?? new Map<string, Draft>(), drafts.schoolLines.get(k), planIndex.get(b) ?? new Map<string, Plan>(), year, recent),
        st,
        names,
      ),
    )
    const isMajorMode = modeOf.get(batchId) === 'major'
    const majorsBySchool = new Map<string, IndexedUnit[]>()
    for (const u of isMajorMode ? units : majorUnits) {
      if (u.planType !== ORDINARY) continue
      let list = majorsBySchool.get(u.school.id)
      if (!list) majorsBySchool.set(u.school.id, (list = []))
      list.push(u)
    }
    // the years the units' own lines come from; in a first 3+1+2 year every line is a converted 文/理 one
    const own = units.filter((u) => !u.isDerived)
    const years = [...new Set((own.length > 0 ? own : units).flatMap((u) => u.history.map((h) => h.year)))].sort((a, b) => b - a)
    byBatch.set(k, {
      units,
      byId: new Map(units.map((u) => [u.id, u])),
      majorsBySchool,
      majorUnitsById: new Map([...units, ...majorUnits].map((u) => [u.id, u])),
      historyYears: years,
    })
  }
  const historyYears = [...new Set(rows.map((r) => r.year))].sort((a, b) => b - a)
  return provinceYearIndexOf(policy, year, historyYears, byBatch)
}

const NO_HISTORY: readonly AdmissionHistoryYear[] = Object.freeze([])

/**
 * A prepared unit as the index keeps it (tens of thousands per province). The engine's copy of the
 * history is only read while preparing (assessments read the forecast, the requirement and the
 * track); the explanation is the estimate's own fields (the estimate is a superset of it); equal
 * yearsUsed lists are one array. Together about a quarter of an index.
 */
function compact(p: PreparedUnit, yearsUsed: Map<string, readonly number[]>): PreparedUnit {
  const e = p.estimate
  if (!e) return { ...p, history: NO_HISTORY, explanation: null }
  const estimate = { ...e, yearsUsed: intern(yearsUsed, e.yearsUsed.join(','), e.yearsUsed) }
  return { ...p, history: NO_HISTORY, estimate, explanation: estimate }
}

/**
 * The index as kept. Built outside buildProvinceYearIndex on purpose: a closure made in there would
 * keep that function's whole scope alive (V8 shares one context between its closures), i.e. every
 * result row, draft and plan row of the build, about half of the index's memory.
 */
function provinceYearIndexOf(policy: ProvincePolicy, year: number, historyYears: number[], byBatch: Map<string, BatchUnits>): ProvinceYearIndex {
  return { policy, year, historyYears, get: (subjectType, batchId) => byBatch.get(`${subjectType}|${batchId}`) }
}

/**
 * The target the model forecasts against. A unit that filled down to the control line in its newest
 * year has that year's rank set to the newest real line's rank (unit-drafts): its next line follows
 * the control line, not its demand, so it is as fresh as that line — no year of results is missing
 * for it. Without this, a 2027 season whose newest results are 2025 while the 2026 line and table
 * are out widened every such unit as if a year were missing, and no unit near the line was 保.
 * (The gap widening still applies to every unit whose line follows demand.)
 */
export function forecastTarget<T extends { year: number }>(target: T, hist: readonly UnitYear[], lineYear: number | undefined): T {
  const newest = hist.find((h) => h.minRank !== null && h.minRank >= 1)
  if (!newest?.isAtLine || lineYear === undefined) return target
  // the model counts missing years from the newest history year to the target: count them from the line's year
  const known = Math.min(Math.max(newest.year, lineYear), target.year - 1)
  return { ...target, year: newest.year + target.year - known }
}

/**
 * A history year as the model reads it. A converted 文/理 year is derived (widened for the
 * conversion's error), except when the unit filled at the control line: its rank is then the target
 * line's own rank, not a conversion, and the next line cannot fall below the control line — widening
 * it left no 保 near the line in a first 3+1+2 year, where every year is converted.
 */
export function historyYear(h: UnitYear, ctx: { cohort: number | undefined; line: number | undefined }): AdmissionHistoryYear {
  const isDerived = h.isCrossTrack && h.isAtLine !== true
  return {
    year: h.year,
    minRank: h.minRank!,
    ...(h.planCount ? { planCount: h.planCount } : {}),
    ...(ctx.cohort ? { totalCandidates: ctx.cohort } : {}),
    ...(ctx.line !== undefined ? { lineRank: ctx.line } : {}),
    ...(isDerived ? { isDerived: true } : {}),
  }
}

function intern<T>(seen: Map<string, T>, key: string, value: T): T {
  const known = seen.get(key)
  if (known !== undefined) return known
  seen.set(key, value)
  return value
}

/** Caches a lookup by its arguments: the rank helpers run once per history row. */
function memo<A extends (string | number)[], R>(f: (...args: A) => R): (...args: A) => R {
  const cache = new Map<string, R>()
  return (...args: A) => {
    const key = args.join('|')
    if (!cache.has(key)) cache.set(key, f(...args))
    return cache.get(key)!
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
