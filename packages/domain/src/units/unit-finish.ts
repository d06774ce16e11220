/**
 * Step 3 of the unit build: the units chosen for a bucket, finished — each history in the model's terms, the
 * institution volatility shared across the school's units (ADR 033), the forecast prepared once, and the unit as the
 * lists show it (school, majors, plan type, notes).
 */
import type { AdmissionModelParams } from '../admission/admission-model.ts'
import { prepareUnits, type PreparedUnit } from '../admission/assess-units.ts'
import { provinceYearMoves, type ProvinceYearMove } from '../admission/common-move.ts'
import type { AdmissionHistoryYear } from '../admission/estimate-admission-line.ts'
import type { PlanType } from '../plan-type/classify-plan-type.ts'
import { eligibilityOf, ORDINARY } from '../plan-type/plan-type-of-row.ts'
import { subjectTypeLabels, type SubjectType } from '../types.ts'
import type { IndexedUnit, School } from './province-index.ts'
import type { ProvinceLines } from './province-lines.ts'
import { prepareScoreLineUnit, scoreLineNote } from './score-line-units.ts'
import { apartGroup } from './apart-group.ts'
import type { Chosen } from './unit-choose.ts'
import type { Draft } from './unit-drafts.ts'
import { forecastTarget, historyYear, institutionVolatilityOf } from './unit-forecast.ts'

/** What every bucket of one build shares: the target year, the lines, the model, and the values interned across units. */
export type BuildContext = {
  year: number
  lines: ProvinceLines
  model: AdmissionModelParams
  /** the same for every unit of the province: labels stepped down by the model, the reason shown with them */
  calibrationNote: string | null
  schools: ReadonlyMap<string, School>
  /** each policy batch's level (专科 units on 线差 are widened: ADR 037) */
  levelOf: ReadonlyMap<string, string>
  /** equal yearsUsed lists and 选科 requirements repeat across tens of thousands of units: one object each */
  yearsUsed: Map<string, readonly number[]>
  requirements: Map<string, Draft['requirement']>
}

/** The target a bucket's units are forecast against, and why the bucket is compared on 线差 (null on the rank path). */
type BucketTarget = {
  st: SubjectType
  batchId: string
  why: string | null
  target: { year: number; totalCandidates?: number; lineRank?: number; provinceMoves?: readonly ProvinceYearMove[] }
}

/** The units of one bucket as the index keeps them. */
export function finishUnits(
  chosen: readonly Chosen[],
  st: SubjectType,
  batchId: string,
  majorsOfSchool: Map<string, string[]>,
  b: BuildContext,
): IndexedUnit[] {
  const bare = bucketTarget(st, batchId, b)
  const histories = chosen.map((c) => historyOf(c.hist, bare, b))
  // the bucket's common move of lines, read off its own units' histories as the backtest reads a track's (ADR 049);
  // not on the 线差 scale, and without a school's line standing in for a unit
  const bucket =
    bare.why === null
      ? {
          ...bare,
          target: {
            ...bare.target,
            provinceMoves: provinceYearMoves(
              histories.filter((_, i) => !chosen[i]!.isBorrowed),
              b.year,
            ),
          },
        }
      : bare
  // each unit's volatility is shrunk toward its school's other units in the bucket (ADR 033); not on the 线差 scale
  const institution =
    bucket.why === null
      ? institutionVolatilityOf(
          chosen.map((c, i) => ({ schoolId: c.d.schoolId, history: histories[i]!, ...(c.isBorrowed ? { isBorrowed: true } : {}) })),
          b.year,
          b.model,
        )
      : []
  return chosen.map((c, i) => indexedUnit(c, preparedUnit(c, histories[i]!, institution[i], bucket, b), bucket.why, majorsOfSchool, b))
}

function bucketTarget(st: SubjectType, batchId: string, b: BuildContext): BucketTarget {
  const why = b.lines.scoreLineWhy(st, batchId)
  // on the 线差 scale no real cohort or table rank applies (the model's terms for them are off)
  const targetTotal = why === null ? b.lines.total(b.year, st) : undefined
  // the target's line as a rank: its own once published; before that the newest line in the newest table, the table
  // the candidate's rank is read in (the same-position assumption the score → rank conversion already makes)
  const targetYearLineRank = b.lines.targetOf(st, batchId)?.rank
  const target = {
    year: b.year,
    ...(targetTotal !== undefined ? { totalCandidates: targetTotal } : {}),
    ...(targetYearLineRank !== undefined ? { lineRank: targetYearLineRank } : {}),
  }
  return { st, batchId, why, target }
}

/**
 * A unit's history as the model reads it. A converted 文/理 year next to the new track's own years only adds the
 * conversion's error to the unit's volatility (a wider spread makes far reaches look likely): own years first (ADR 015).
 */
function historyOf(hist: Chosen['hist'], { st, why, target }: BucketTarget, b: BuildContext): AdmissionHistoryYear[] {
  const ranked = hist.filter((h) => h.minRank !== null && h.minRank >= 1)
  const ownTrack = ranked.filter((h) => !h.isCrossTrack)
  // converted years are already in the target cohort's ranks
  return (ownTrack.length > 0 ? ownTrack : ranked).map((h) =>
    historyYear(
      h,
      why !== null
        ? { cohort: undefined, line: undefined }
        : h.isCrossTrack
          ? { cohort: target.totalCandidates, line: target.lineRank }
          : { cohort: b.lines.total(h.year, st), line: b.lines.yearLineRank(h.year, subjectTypeLabels[st]) },
    ),
  )
}

/**
 * A unit's forecast, prepared once. Converted 文/理 years are widened by the model (derivedSpread, fitted on converted
 * history: ADR 024); a school's line standing in for a unit is labelled low confidence but not widened (the fit never
 * saw such units).
 */
function preparedUnit(
  { d, hist, plan }: Chosen,
  history: AdmissionHistoryYear[],
  institutionVolatility: number | undefined,
  { st, batchId, why, target }: BucketTarget,
  b: BuildContext,
): PreparedUnit {
  const unit = {
    id: d.key,
    subjectType: st,
    batchId: d.batchId,
    requirement: intern(b.requirements, JSON.stringify(d.requirement), d.requirement),
    history,
    ...(plan && plan.count > 0 ? { planCount: plan.count } : {}),
    ...(institutionVolatility !== undefined ? { institutionVolatility } : {}),
    ...localityOf(d),
  }
  const prepared =
    why !== null
      ? prepareScoreLineUnit(unit, hist, forecastTarget(target, hist, b.lines.targetOf(st, batchId)?.year), b.model, b.levelOf.get(batchId) === 'vocational')
      : prepareUnits([unit], forecastTarget(withFloor(target, d, batchId, b), hist, b.lines.targetLine(st)?.year), b.model)[0]!
  return compact(prepared, b.yearsUsed)
}

/**
 * A group only one locality's candidates may fill, from the bracket of its 院校代码's name (福建 「厦门大学（面向漳州）」 1173,
 * 「华侨大学（面向厦门）」; ADR 121, 175): the unit is kept and listed, but no probability is given to a candidate whose
 * locality the profile does not hold (check-unit-eligibility.ts).
 */
function localityOf(d: Draft): { restrictedTo?: string } {
  const apart = apartGroup({ unit_level: 'major-group', institution_name: d.schoolName, major_group: null, major_name: null })
  return apart?.class === '限地区' ? { restrictedTo: apart.printed } : {}
}

/**
 * The control-line floor of an ordinary 本科 unit (ADR 058): the target's ordinary 本科 line, the lowest line of every
 * 本科 batch of the track, so a 一批 unit's floor is never above its own batch's line. Special plans (预科, 民族班, 专项 …)
 * are admitted below it and 专科 batches have their own: neither gets one.
 */
function withFloor(target: BucketTarget['target'], d: Draft, batchId: string, b: BuildContext): BucketTarget['target'] & { floorRank?: number } {
  if (d.planType !== ORDINARY || b.levelOf.get(batchId) !== 'undergraduate' || target.lineRank === undefined) return target
  return { ...target, floorRank: target.lineRank }
}

/** The unit as the lists show it: its school (a bare one when the catalogue lacks it), majors, plan type and notes. */
function indexedUnit(
  { d, hist, note, isDerived, plan }: Chosen,
  prepared: PreparedUnit,
  why: string | null,
  majorsOfSchool: Map<string, string[]>,
  b: BuildContext,
): IndexedUnit {
  const school = b.schools.get(d.schoolId) ?? {
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
  const [majors, majorsSource] = majorsOf(d, plan, majorsOfSchool)
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
    ...(b.calibrationNote !== null ? { calibrationNote: b.calibrationNote } : {}),
    ...(why !== null ? { isScoreLine: true as const } : {}),
    search: `${d.schoolName.toLowerCase()} ${school.search} ${d.majorName ?? ''}`,
    majorText: majors.join('|'),
    prepared,
  }
}

/** The majors inside a unit and where the list comes from: this year's plan, its own major, earlier admissions, the school's major units. */
function majorsOf(d: Draft, plan: Chosen['plan'], majorsOfSchool: Map<string, string[]>): [string[], IndexedUnit['majorsSource']] {
  const fromHistory = [...d.majorsByYear.entries()].sort((a, c) => c[0] - a[0])[0]?.[1]
  return plan?.majors.length
    ? [plan.majors, 'plan']
    : d.majorName
      ? [[d.majorName], 'plan']
      : fromHistory?.size
        ? [[...fromHistory], 'history']
        : majorsOfSchool.get(d.schoolId)?.length
          ? [majorsOfSchool.get(d.schoolId)!, 'school']
          : [[], '']
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

/** One shared copy per equal value: equal requirements and yearsUsed lists repeat across tens of thousands of units. */
function intern<T>(seen: Map<string, T>, key: string, value: T): T {
  const known = seen.get(key)
  if (known !== undefined) return known
  seen.set(key, value)
  return value
}
