import { ORDINARY, planTypeOfRow } from '../plan-type/plan-type-of-row.ts'
import type { ProvincePolicy } from '../policy/province-policy.ts'
import type { SubjectRequirement } from '../subject/subject-requirement.ts'
import type { FillingMode, SubjectType } from '../types.ts'
import { laterRoundOf } from './admission-round.ts'
import { apartGroupClass } from './apart-group.ts'
import { classifyBatch, groupCodeOf, levelOfMode, normaliseMajor, qualityRank, requirementKey, requirementOf, soleCodes } from './unit-classify.ts'
import { atLineRank, batchFloors, fillLine } from './line-floor.ts'
import { VOCATIONAL, vocationalFills } from './line-floor-vocational.ts'
import { rankOf, type RankContext } from './rank-conversion.ts'
import { PLACED_SOURCE, type ResultRow, type UnitYear } from './rows.ts'
import { routeLabel } from './route-label.ts'
import { scoreLineRank } from './score-line-units.ts'
import { specialEchoes } from './special-echoes.ts'
import { trackOf } from './track-succession.ts'

/** A unit being collected: its own lines per year, and lines summed up from its majors. */
export type Draft = {
  key: string
  bucket: string
  subjectType: SubjectType
  batchId: string
  planType: string
  schoolId: string
  schoolName: string
  schoolCode: string | null
  groupCode: string | null
  majorName: string | null
  requirementText: string
  requirement: SubjectRequirement
  latestYear: number
  own: Map<number, UnitYear>
  fromMajors: Map<number, UnitYear>
  /** majors admitted in this group, by year (the group's majors when no plan lists them) */
  majorsByYear: Map<number, Set<string>>
}

/** All drafts of one province and target year, by bucket `subjectType|batchId|planType`. */
export type DraftSet = {
  units: Map<string, Map<string, Draft>>
  majors: Map<string, Map<string, Draft>>
  /** the institution's ordinary line per year, by bucket `subjectType|batchId` and school id */
  schoolLines: Map<string, Map<string, Draft>>
}

function newDraft(
  key: string,
  bucket: string,
  subjectType: SubjectType,
  batchId: string,
  planType: string,
  r: ResultRow,
  groupCode: string | null,
  majorName: string | null,
): Draft {
  return {
    key,
    bucket,
    subjectType,
    batchId,
    planType,
    schoolId: r.institution_id!,
    schoolName: r.institution_name,
    schoolCode: r.provincial_code,
    groupCode,
    majorName,
    requirementText: r.requirement_text ?? '',
    requirement: requirementOf(r.subject_requirement),
    latestYear: r.year,
    own: new Map(),
    fromMajors: new Map(),
    majorsByYear: new Map(),
  }
}

function touch(d: Draft, r: ResultRow, useRequirement: boolean) {
  if (r.year <= d.latestYear) return
  // the newest year names the unit and states its 选科 rule
  d.latestYear = r.year
  d.schoolName = r.institution_name
  d.schoolCode = r.provincial_code ?? d.schoolCode
  if (!useRequirement) return
  d.requirementText = r.requirement_text ?? d.requirementText
  if (r.subject_requirement) d.requirement = requirementOf(r.subject_requirement)
}

/**
 * Several rows of one unit and year (sources, or an institution's lines of several routes): an ordinary row beats one
 * naming a route (route-label.ts, ADR 082), then a row with a rank beats one without, then the better quality. With
 * `isParts` (an institution's own rows), rows of one source otherwise equal are parts of the institution — 甘肃 2025
 * 南京邮电大学's ordinary lines are published one row per 代码 (584/5,293 … 577) — and its line is the lowest of them,
 * not whichever row came first (ADR 102).
 */
function keepBest(years: Map<number, UnitYear>, y: UnitYear, isParts = false) {
  const old = years.get(y.year)
  if (old && (old.route === undefined) !== (y.route === undefined)) {
    if (y.route === undefined) years.set(y.year, y)
    return
  }
  const isTie = old !== undefined && (old.minRank === null) === (y.minRank === null) && qualityRank(y.quality) === qualityRank(old.quality)
  const isLowerPart = isParts && isTie && old.source === y.source && y.minRank !== null && y.minRank > old.minRank!
  const isBetter =
    !old ||
    (old.minRank === null && y.minRank !== null) ||
    ((old.minRank === null) === (y.minRank === null) && qualityRank(y.quality) < qualityRank(old.quality)) ||
    isLowerPart
  if (isBetter) years.set(y.year, y)
}

/** A line summed up from lower units: the worst admitted rank and the lowest score of that year. */
function keepWorst(years: Map<number, UnitYear>, y: UnitYear, note: string) {
  if (y.minRank === null) return
  const old = years.get(y.year)
  if (!old) {
    const { route: _route, ...line } = y
    years.set(y.year, { ...line, quality: 'derived', planCount: null, note: y.note ? `${note}；${y.note}` : note })
    return
  }
  if (old.minRank === null || y.minRank > old.minRank) {
    old.minRank = y.minRank
    old.isAtLine = y.isAtLine === true
  }
  if (y.minScore !== null && (old.minScore === null || y.minScore < old.minScore)) old.minScore = y.minScore
}

function draftIn(store: Map<string, Map<string, Draft>>, bucket: string, key: string, make: () => Draft): Draft {
  let m = store.get(bucket)
  if (!m) store.set(bucket, (m = new Map<string, Draft>()))
  let d = m.get(key)
  if (!d) m.set(key, (d = make()))
  return d
}

/**
 * The level a row is read at. A new-model row the source filed as the institution's but whose wording names a 专业组
 * (宁夏 2025 本科批B段 「001专业组(选考科目不限)」 with code 001, 「A15专业组(选考科目化学和生物 )」; the 专科批 group tables of
 * 广东, 江苏, 湖南, 安徽 …) is, in a batch filled by 专业组, that group's own line: read as the institution's, every group
 * of the college became one 院校线 at its lowest part, whatever group's 选科 that was, and no group was a unit of its own
 * (ADR 171). An old 文/理 row stays the institution's: its group code meant nothing before the reform. So does a row
 * without any school code of its college (广西's 专科 rows): as a group it would be keyed apart from the plan book's group
 * of the same number (which has the code) and the college would show the group twice, once on each line.
 */
export function levelOfRow(r: Pick<ResultRow, 'unit_level'>, group: string | null, code: string, mode: FillingMode, isCrossTrack: boolean): string {
  const isGroupRow = r.unit_level === 'institution' && mode === 'major-group' && !isCrossTrack && group !== null && code !== ''
  return isGroupRow ? 'major-group' : r.unit_level
}

/**
 * Sorts history rows into drafts: the units of each batch at its filling level (a group's line from
 * its own row, else from its majors), the major units, and each institution's ordinary line (from
 * its own row, else from its groups or majors). Rows of the old 文/理 tracks feed the institution
 * lines and the majors, converted; never a 专业组, whose code meant nothing before the reform.
 */
export function collectDrafts(allRows: readonly ResultRow[], policy: ProvincePolicy, rank: RankContext): DraftSet {
  // a solicitation round's lowest score is the leftovers' score, not the unit's line (admission-round.ts)
  const rows = allRows.filter((r) => laterRoundOf(r) === null)
  const set: DraftSet = { units: new Map(), majors: new Map(), schoolLines: new Map() }
  const modeOf = new Map<string, FillingMode>(policy.batches.map((b) => [b.id, b.fillingMode]))
  const codeOf = soleCodes(rows)
  // where each year's ordinary units stopped filling, from the results (some lines are missing)
  const ordinary = rows.filter((r) => planTypeOfRow(r) === ORDINARY && trackOf(r.subject_type, policy) !== null)
  const batchOf = (r: ResultRow) => classifyBatch(r.batch, policy.batches, policy.mainBatchId)
  const floors = batchFloors(ordinary.filter((r) => ![VOCATIONAL, null].includes(batchOf(r))))
  // the school-line rows of restricted groups, applied after the others (apart-group.ts)
  const apart: { d: Draft; year: UnitYear; isOwn: boolean }[] = []
  const echoesSpecial = specialEchoes(rows, policy)
  const vocational = vocationalFills(
    ordinary.filter((r) => batchOf(r) === VOCATIONAL),
    rank,
  )
  for (const r of rows) {
    if (!r.institution_id) continue
    const track = trackOf(r.subject_type, policy)
    if (!track) continue
    const planType = planTypeOfRow(r)
    const batchId = classifyBatch(r.batch, policy.batches, policy.mainBatchId)
    if (batchId === null) continue
    const mode = modeOf.get(batchId)!
    const st = track.subjectType
    const bucket = `${st}|${batchId}|${planType}`
    // a 本科 row far below that year's ordinary 本科 line is a typo or another route's line
    const line = batchId === VOCATIONAL ? undefined : rank.ordinaryLine(r.year, r.subject_type)
    if (line !== undefined && r.min_score !== null && r.min_score < line - 20 && planType === ORDINARY) continue
    const ranked = rank.onScoreLines(st, batchId) ? scoreLineRank(r, rank.ordinaryLine) : rankOf(r, st, track.isCrossTrack, rank)
    const { quality } = ranked
    let { rank: minRank, note } = ranked
    let isAtLine = false
    // a unit that filled down to the control line was cut off by it, not by its demand (line-floor.ts)
    const isVocational = batchId === VOCATIONAL
    const fill = planType !== ORDINARY ? undefined : isVocational ? vocational.fill(r) : fillLine(line, floors.get(`${r.year}|${r.subject_type}`))
    const lineRank = isVocational ? vocational.targetRank(st) : rank.targetLineRank(st)
    const pinned = atLineRank({ year: r.year, minScore: r.min_score, minRank }, fill, lineRank, isVocational ? '专科线' : '本科线')
    if (pinned) {
      minRank = pinned.minRank
      isAtLine = true
      note = [note, pinned.note].filter(Boolean).join('；')
    }
    const requirement = requirementKey(r.requirement_text, r.major_group)
    const route = routeLabel(r)
    const year: UnitYear = {
      year: r.year,
      minScore: r.min_score,
      minRank,
      planCount: r.plan_count,
      quality,
      source: r.source_id,
      note,
      isCrossTrack: track.isCrossTrack,
      ...(isAtLine ? { isAtLine } : {}),
      ...(requirement ? { requirement } : {}),
      ...(route ? { route } : {}),
    }
    const group = groupCodeOf(r.major_code, r.major_group)
    // a row without the school code is the institution's only code's row, when it has only one
    const code = r.provincial_code ?? codeOf.get(r.institution_id) ?? ''
    const level = r.unit_level
    // the unit is read at the row's group where the source filed a group's line as the institution's; the institution's
    // own line below still takes the row as one of its parts, its lowest (ADR 102), as before
    // 本科 batches only, for now: the 专科 group tables of 14 provinces would change every 专科 unit there, and the 专科
    // 线差 backtest then matched far fewer units (安徽 635 → 39); that move waits for its own measurement (ADR 171)
    const unitLevel = isVocational ? level : levelOfRow(r, group, code, mode, track.isCrossTrack)
    const fillLevel = levelOfMode[mode]
    const groupKey = group === null ? null : `g:${r.institution_id}:${code}:${group}`
    const major = r.major_name ? normaliseMajor(r.major_name) : null
    const majorKey = major ? `m:${r.institution_id}:${major}` : null
    const schoolKey = `s:${r.institution_id}`
    // an ordinary major or institution row on a special plan's line of its college and year is no bar to the college;
    // a placed row's (entry 27: its source dropped batch and route) is that plan's row, never the college's (ADR 142)
    const isEcho = planType === ORDINARY && level !== 'major-group' && echoesSpecial(r)
    const isPlacedEcho = isEcho && r.source_id === PLACED_SOURCE
    if (unitLevel === fillLevel && !(track.isCrossTrack && mode === 'major-group')) {
      const key = mode === 'major-group' ? groupKey : mode === 'major' ? majorKey : schoolKey
      if (key) {
        const d = draftIn(set.units, bucket, key, () =>
          newDraft(key, bucket, st, batchId, planType, r, mode === 'major-group' ? group : null, mode === 'major' ? r.major_name : null),
        )
        touch(d, r, !track.isCrossTrack)
        if (isEcho && key === schoolKey) {
          if (!isPlacedEcho) apart.push({ d, year, isOwn: true })
        } else keepBest(d.own, year, key === schoolKey)
      }
    }
    if (level === 'major' && majorKey) {
      // the group's majors and, in 院校 mode, the school's line from them
      if (mode === 'major-group' && groupKey && !track.isCrossTrack) {
        const d = draftIn(set.units, bucket, groupKey, () => newDraft(groupKey, bucket, st, batchId, planType, r, group, null))
        touch(d, r, false)
        keepWorst(d.fromMajors, year, '由组内专业最低位次汇总')
        let names = d.majorsByYear.get(r.year)
        if (!names) d.majorsByYear.set(r.year, (names = new Set()))
        names.add(r.major_name!)
      }
      if (mode === 'school') {
        const d = draftIn(set.units, bucket, schoolKey, () => newDraft(schoolKey, bucket, st, batchId, planType, r, null, null))
        touch(d, r, false)
        if (isEcho) {
          if (!isPlacedEcho) apart.push({ d, year, isOwn: false })
        } else keepWorst(d.fromMajors, year, '由院校各专业最低位次汇总')
      }
      if (mode !== 'major') {
        const d = draftIn(set.majors, bucket, majorKey, () => newDraft(majorKey, bucket, st, batchId, planType, r, null, r.major_name))
        touch(d, r, !track.isCrossTrack)
        keepBest(d.own, year)
      }
    }
    if (planType !== ORDINARY || isPlacedEcho) continue
    // the institution's ordinary line of the batch: its own row, else its lowest group or major
    const lineBucket = `${st}|${batchId}`
    const d = draftIn(set.schoolLines, lineBucket, schoolKey, () => newDraft(schoolKey, lineBucket, st, batchId, ORDINARY, r, null, null))
    touch(d, r, false)
    // a 护理 or one-sex group is no bar to the college (apart-group.ts): it counts only in a year the college has nothing else
    if (apartGroupClass(r) !== null || isEcho) apart.push({ d, year, isOwn: level === 'institution' })
    else if (level === 'institution') keepBest(d.own, year, true)
    else keepWorst(d.fromMajors, year, level === 'major' ? '由院校各专业最低位次汇总' : '由院校各专业组最低位次汇总')
  }
  const alone = apart.filter((a) => !a.d.own.has(a.year.year) && !a.d.fromMajors.has(a.year.year))
  for (const a of alone) {
    if (a.isOwn) keepBest(a.d.own, a.year, true)
    else keepWorst(a.d.fromMajors, a.year, '由院校各专业组最低位次汇总')
  }
  return set
}

/**
 * A draft's history: its own line per year, else the line summed up from its majors. A group
 * number is matched across years only where certain: a year whose stated 再选 requirement differs
 * from the newest stated one belongs to another group that reused the number (江苏), and is left out.
 */
export function draftHistory(d: Draft): UnitYear[] {
  const years = new Set([...d.own.keys(), ...d.fromMajors.keys()])
  const route = unitRoute(d)
  const all = [...years]
    .flatMap((y) => {
      const row = d.own.get(y)
      // a line naming another route than the unit's is that route's line, not this unit's (ADR 082)
      const own = row && (route === null || row.route === route.label || (route.unstated && row.route === undefined)) ? row : undefined
      const line = own && own.minRank !== null ? own : (d.fromMajors.get(y) ?? own)
      return line ? [line] : []
    })
    .sort((a, b) => b.year - a.year)
  if (!d.key.startsWith('g:')) return all
  const newest = all.find((y) => y.requirement !== undefined)?.requirement
  const same = newest === undefined ? all : all.filter((y) => y.requirement === undefined || y.requirement === newest)
  // a number whose line jumps by more than REUSED_JUMP within a year was given to another group
  const out: UnitYear[] = []
  for (const y of same) {
    const next = out.findLast((k) => k.minRank !== null)
    const isJump = next !== undefined && y.minRank !== null && Math.abs(Math.log(y.minRank / next.minRank!)) > Math.log(REUSED_JUMP) * (next.year - y.year)
    if (!isJump) out.push(y)
  }
  return out
}

/**
 * The route a unit's own lines must name to be its lines (null: not checked). An ordinary institution unit (and the
 * institution line an ordinary group borrows) is its unlabelled rows only. A group is the route its newest labelled
 * row names, and a year naming another route is left out; a year naming none is kept, as with the 再选 requirement
 * (sources differ in whether they write 「（珠海校区）」 after a group's number). Major units and special-plan buckets are
 * not checked: their names and plan types already keep the routes apart.
 */
function unitRoute(d: Draft): { label: string | undefined; unstated: boolean } | null {
  if (d.planType !== ORDINARY) return null
  if (d.key.startsWith('s:')) return { label: undefined, unstated: false }
  if (!d.key.startsWith('g:')) return null
  const newest = [...d.own.values()].filter((y) => y.route !== undefined).sort((a, b) => b.year - a.year)[0]
  return { label: newest?.route, unstated: true }
}

/** min-rank ratio per year beyond which the same group number is not the same group (江苏 2026 renumbered) */
const REUSED_JUMP = 2.5
