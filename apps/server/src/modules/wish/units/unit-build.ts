import {
  admissionModelFor,
  calibrationNoteFor,
  prepareUnits,
  scoreToRank,
  toScore,
  type AdmissionHistoryYear,
  type PlanType,
  type PreparedUnit,
  type Rank,
  type ProvincePolicy,
  type SubjectType,
} from '@gk/domain'
import type { Db } from '../../../db/client.ts'
import type { RankTableIndex } from '../../../db/read-model/rank-tables.ts'
import { subjectTypeLabel, type ProvinceEntry } from './province-catalog.ts'
import { firstOrdinaryLine, UNDERGRADUATE_LINE_KEYS, VOCATIONAL_LINE_KEYS } from './control-lines.ts'
import { collectDrafts, draftHistory, type Draft } from './unit-drafts.ts'
import { cohortTotal, tableLabel } from './rank-conversion.ts'
import { chooseUnits, type Chosen } from './unit-choose.ts'
import { forecastTarget, historyYear, institutionVolatilityOf, recentYears } from './unit-forecast.ts'
import { indexPlans, readPlans, type Plan } from './unit-plans.ts'
import type { BatchUnits, IndexedUnit, ProvinceYearIndex, School } from './unit-index.ts'
import { eligibilityOf, ORDINARY } from '../../../db/read-model/plan-type.ts'
import { controlLineRows, newestResultYear, resultRows } from './reference.repository.ts'
import { lacksRankTables, lineGap, scaleOfGap, scoreLineLabel } from './score-line.ts'
import { offTableLabel, vocationalOffTable } from './score-line-batch.ts'
import { prepareScoreLineUnit, scoreLineNote, scoreLineTarget } from './score-line-units.ts'

/** Builds every batch's units for one province and target year (history = the years before it). */
export async function buildProvinceYearIndex(
  db: Db,
  province: ProvinceEntry,
  policy: ProvincePolicy,
  rankTables: RankTableIndex,
  schools: Map<string, School>,
): Promise<ProvinceYearIndex> {
  const year = policy.year
  const recent = recentYears(year, await newestResultYear(db, province.code, year))
  const rows = await resultRows(db, province.code, recent.history, year)
  const plans = await readPlans(db, province.code, year)
  // every year: whether a 专科 batch leaves the rank path reads the newest 专科 line, which may be older than the history
  const lines = await controlLineRows(db, province.code, year)
  const ordinaryLine = memo((y: number, label: string) => {
    const ofYear = lines.filter((l) => l.year === y)
    return firstOrdinaryLine(ofYear, label, UNDERGRADUATE_LINE_KEYS)
  })
  /** the newest real ordinary 本科 line of the target track (the target year's, else its table's year) and its rank */
  const targetLine = memo((st: SubjectType) => {
    const label = subjectTypeLabel[st]
    const table = rankTables.latest(province.code, tableLabel(rankTables, province.code, label, year), year)
    const own = ordinaryLine(year, label)
    if (!table && byScoreLines) return scaleTarget(st)
    const line = own ?? (table ? ordinaryLine(table.year, table.subjectType) : undefined)
    return table && line !== undefined ? { rank: scoreToRank(table.table, toScore(line)).worst, year: own !== undefined ? year : table.year } : undefined
  })
  // a province without any 一分一段表 is answered from score lines (西藏, ADR 026); so is a 专科 batch whose
  // scores lie below the track's newest table (ADR 030): both say why on every row and in the list header
  const byScoreLines = lacksRankTables(rankTables, province.code)
  const offTable = memo((st: SubjectType) => vocationalOffTable(rankTables, lines, province.code, subjectTypeLabel[st], year))
  const levelOf = new Map(policy.batches.map((b) => [b.id, b.level]))
  const scoreLineWhy = (st: SubjectType, batchId: string): string | null => {
    if (byScoreLines) return scoreLineLabel(province.shortName)
    const off = levelOf.get(batchId) === 'vocational' ? offTable(st) : null
    return off ? offTableLabel(province.shortName, off) : null
  }
  const onScoreLines = (st: SubjectType, batchId: string) => scoreLineWhy(st, batchId) !== null
  const scaleTarget = memo((st: SubjectType) => scoreLineTarget(year, subjectTypeLabel[st], ordinaryLine))
  /** the target line of a batch: on the 线差 scale when the batch is compared on it */
  const targetOf = (st: SubjectType, batchId: string) => (onScoreLines(st, batchId) ? scaleTarget(st) : targetLine(st))
  const targetLineRank = (st: SubjectType) => targetLine(st)?.rank
  const vocationalLine = memo((y: number, label: string) => {
    const ofYear = lines.filter((l) => l.year === y)
    return firstOrdinaryLine(ofYear, label, VOCATIONAL_LINE_KEYS)
  })
  // the same place the target's 本科 line is read: its 线差 to that line on the scale, else its rank in the newest table
  const targetRankOfScore = (st: SubjectType, batchId: string, score: number): Rank | undefined => {
    const label = subjectTypeLabel[st]
    if (onScoreLines(st, batchId)) {
      const at = scaleTarget(st)
      const line = at ? ordinaryLine(at.year, label) : undefined
      return line === undefined ? undefined : scaleOfGap(lineGap(score, line))
    }
    const table = rankTables.latest(province.code, tableLabel(rankTables, province.code, label, year), year)
    return table ? scoreToRank(table.table, toScore(score)).worst : undefined
  }
  const drafts = collectDrafts(rows, policy, {
    tables: rankTables,
    provinceCode: province.code,
    targetYear: year,
    ordinaryLine,
    targetLineRank,
    vocationalLine,
    targetRankOfScore,
    onScoreLines,
    cache: new Map(),
  })
  const planIndex = indexPlans(plans, policy)
  const model = admissionModelFor(province.slug)
  // the same for every unit of the province: labels stepped down by the model, the reason shown with them
  const calibrationNote = calibrationNoteFor(province.slug)
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
  const finish = (chosen: Chosen[], st: SubjectType, batchId: string, majorsOfSchool: Map<string, string[]>): IndexedUnit[] => {
    const why = scoreLineWhy(st, batchId)
    // on the 线差 scale no real cohort or table rank applies (the model's terms for them are off)
    const targetTotal = why === null ? total(year, st) : undefined
    // the target's line as a rank: its own once published; before that the newest line in the newest table, the table
    // the candidate's rank is read in (the same-position assumption the score → rank conversion already makes)
    const targetYearLineRank = targetOf(st, batchId)?.rank
    const target = {
      year,
      ...(targetTotal !== undefined ? { totalCandidates: targetTotal } : {}),
      ...(targetYearLineRank !== undefined ? { lineRank: targetYearLineRank } : {}),
    }
    // a converted 文/理 year next to the new track's own years only adds the conversion's error to
    // the unit's volatility (a wider spread makes far reaches look likely): own years first (ADR 015)
    const historyOf = (hist: Chosen['hist']): AdmissionHistoryYear[] => {
      const ranked = hist.filter((h) => h.minRank !== null && h.minRank >= 1)
      const ownTrack = ranked.filter((h) => !h.isCrossTrack)
      // converted years are already in the target cohort's ranks
      return (ownTrack.length > 0 ? ownTrack : ranked).map((h) =>
        historyYear(
          h,
          why !== null
            ? { cohort: undefined, line: undefined }
            : h.isCrossTrack
              ? { cohort: targetTotal, line: targetYearLineRank }
              : { cohort: total(h.year, st), line: yearLineRank(h.year, subjectTypeLabel[st]) },
        ),
      )
    }
    const histories = chosen.map((c) => historyOf(c.hist))
    // each unit's volatility is shrunk toward its school's other units in the bucket (ADR 033); not on the 线差 scale
    const institution =
      why === null
        ? institutionVolatilityOf(
            chosen.map((c, i) => ({ schoolId: c.d.schoolId, history: histories[i]!, ...(c.isBorrowed ? { isBorrowed: true } : {}) })),
            year,
            model,
          )
        : []
    return chosen.map(({ d, hist, note, isDerived, plan }, i) => {
      const history = histories[i]!
      const institutionVolatility = institution[i]
      const unit = {
        id: d.key,
        subjectType: st,
        batchId: d.batchId,
        requirement: intern(requirements, JSON.stringify(d.requirement), d.requirement),
        history,
        ...(plan && plan.count > 0 ? { planCount: plan.count } : {}),
        ...(institutionVolatility !== undefined ? { institutionVolatility } : {}),
      }
      // converted 文/理 years are widened by the model (derivedSpread, fitted on converted history: ADR 024); a school's
      // line standing in for a unit is labelled low confidence but not widened (the fit never saw such units)
      const prepared = compact(
        why !== null
          ? prepareScoreLineUnit(unit, hist, forecastTarget(target, hist, targetOf(st, batchId)?.year), model, levelOf.get(batchId) === 'vocational')
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
        historyNote: why !== null ? scoreLineNote(why, hist, note) : note,
        isDerived: isDerived || why !== null,
        ...(calibrationNote !== null ? { calibrationNote } : {}),
        ...(why !== null ? { isScoreLine: true as const } : {}),
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
      finish(chooseUnits(b, drafts.majors.get(b) ?? new Map<string, Draft>(), undefined, new Map<string, Plan>(), year, recent), st, batchId, new Map()),
    )
    const names = namesBySchool(majorUnits.filter((u) => u.planType === ORDINARY))
    const units = buckets.flatMap((b) =>
      finish(
        chooseUnits(b, drafts.units.get(b) ?? new Map<string, Draft>(), drafts.schoolLines.get(k), planIndex.get(b) ?? new Map<string, Plan>(), year, recent),
        st,
        batchId,
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
    const placed = new Set(units.filter((u) => u.planType === ORDINARY).map((u) => u.school.id))
    const unranked = unrankedOf([...(drafts.units.get(`${k}|${ORDINARY}`)?.values() ?? []), ...(drafts.schoolLines.get(k)?.values() ?? [])], placed)
    byBatch.set(k, {
      ...(unranked ? { unranked } : {}),
      units,
      byId: new Map(units.map((u) => [u.id, u])),
      majorsBySchool,
      majorUnitsById: new Map([...units, ...majorUnits].map((u) => [u.id, u])),
      historyYears: years,
      ...(scoreLineWhy(st, batchId) !== null ? { scoreLine: scoreLineWhy(st, batchId)! } : {}),
    })
  }
  const historyYears = [...new Set(rows.map((r) => r.year))].sort((a, b) => b - a)
  return provinceYearIndexOf(policy, year, historyYears, byBatch)
}
/** Schools with ordinary scores in a bucket, none of whose rows can be ranked, and no unit of their own: how many, and their newest year. */
function unrankedOf(drafts: readonly Draft[], placed: ReadonlySet<string>) {
  const newest = new Map<string, number>()
  for (const d of drafts) {
    if (placed.has(d.schoolId)) continue
    const hist = draftHistory(d)
    if (hist.some((h) => h.minRank !== null && h.minRank >= 1)) continue
    for (const h of hist) if (h.minScore !== null) newest.set(d.schoolId, Math.max(newest.get(d.schoolId) ?? 0, h.year))
  }
  if (newest.size === 0) return undefined
  return { year: Math.max(...newest.values()), institutions: newest.size }
}

const NO_HISTORY: readonly AdmissionHistoryYear[] = Object.freeze([])

/**
 * A prepared unit as the index keeps it (tens of thousands per province). The engine's copy of the
 * history is only read while preparing (assessments read the forecast, the requirement and the
 * track); the explanation is the estimate's own fields (the estimate is a superset of it); equal
 * yearsUsed lists are one array. Together about a quarter of an index.
 */
function compact(prepared: PreparedUnit, yearsUsed: Map<string, readonly number[]>): PreparedUnit {
  // the institution volatility is read while preparing only; without it every unit keeps one shape
  const { institutionVolatility: _read, ...p } = prepared
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

/** One shared copy per equal value: equal requirements and yearsUsed lists repeat across tens of thousands of units. */
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

/** The major names of each school's major units: the majors shown for a unit whose own list is unknown. */
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
