import { scoreToRank, toScore, type FillingMode, type ProvincePolicy, type SubjectRequirement, type SubjectType } from '@gk/domain'
import type { RankTableEntry, RankTableIndex } from '../../db/read-model/rank-tables.ts'
import { predecessorLabelOf, subjectTypeFromLabel, subjectTypeLabel, successorLabelOf, successorTrack } from './province-catalog.ts'
import { classifyBatch, groupCodeOf, levelOfMode, normaliseMajor, qualityRank, requirementKey, requirementOf, soleCodes } from './unit-classify.ts'
import { ORDINARY, planTypeOfRow } from '../../db/read-model/plan-type.ts'
import { atLineRank, batchFloors, fillLine } from './line-floor.ts'
import { scoreLinePosition } from './score-line-units.ts'

/** One year of a unit's line; `note` says how a line not published for the unit itself was obtained. */
export type UnitYear = {
  year: number
  minScore: number | null
  minRank: number | null
  planCount: number | null
  quality: string
  source: string
  note: string
  /** a line of the old 文/理 track carried into the new track (its rank is in the target cohort) */
  isCrossTrack: boolean
  /** the unit filled down to that year's control line: its rank is the newest real line's rank */
  isAtLine?: boolean
  /** a group's 再选 requirement that year (requirementKey), when the row states it */
  requirement?: string
}

export type Row = {
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
  plan_type: string | null
}

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

/**
 * The target track of a history row: the same track, or across the reform year 理科 → 物理类 and
 * 文科 → 历史类 (the traditional cohort that matches the new one best), marked `isCrossTrack`.
 */
export function trackOf(label: string, policy: ProvincePolicy): { subjectType: SubjectType; isCrossTrack: boolean } | null {
  const st = subjectTypeFromLabel.get(label)
  if (!st) return null
  if (policy.subjectTypes.includes(st)) return { subjectType: st, isCrossTrack: false }
  const next = successorTrack[st]
  return next && policy.subjectTypes.includes(next) ? { subjectType: next, isCrossTrack: true } : null
}

/**
 * The track whose tables measure a target track's ranks: its own, else (a first 3+1+2 year, before
 * any 物理类/历史类 table) the 理科/文科 track it continues, whose newest table also gives the candidate's rank.
 */
export function tableLabel(tables: RankTableIndex, provinceCode: string, label: string, maxYear: number): string {
  if (tables.latest(provinceCode, label, maxYear)) return label
  const before = predecessorLabelOf.get(label)
  return before && tables.latest(provinceCode, before, maxYear) ? before : label
}

/**
 * Cohort size of a track and year, else of the nearest year with a table for that track, else (an
 * old 文/理 track without any table) of the nearest table of the track that replaced it.
 */
export function cohortTotal(tables: RankTableIndex, provinceCode: string, year: number, label: string): number | undefined {
  const exact = tables.get(provinceCode, year, label)
  if (exact) return exact.table.total
  const nearest = (l: string) =>
    tables
      .forProvince(provinceCode)
      .filter((t) => t.subjectType === l)
      .sort((a, b) => Math.abs(a.year - year) - Math.abs(b.year - year))[0]?.table.total
  const other = (map: ReadonlyMap<string, string>) => {
    const l = map.get(label)
    return l ? nearest(l) : undefined
  }
  return nearest(label) ?? other(successorLabelOf) ?? other(predecessorLabelOf)
}

export type RankContext = {
  tables: RankTableIndex
  provinceCode: string
  targetYear: number
  /** the ordinary 本科 line of a year and track, for 线差 conversion when that year has no table */
  ordinaryLine: (year: number, label: string) => number | undefined
  /** the rank of the target year's ordinary 本科 line in the target track */
  targetLineRank: (st: SubjectType) => number | undefined
  /** lookups of this context, computed once */
  cache: Map<string, unknown>
}

/** A score's rank in its year: that year's table; a track with no table at all, its 线差 position (西藏, ADR 026); else the nearest table, the score moved by 线差. */
function rankOfScore(ctx: RankContext, year: number, label: string, score: number): { rank: number; note: string } | null {
  const own = ctx.tables.get(ctx.provinceCode, year, label)
  if (own) return { rank: scoreToRank(own.table, toScore(score)).worst, note: `位次由${year}年一分一段表换算` }
  const lineThen = ctx.ordinaryLine(year, label)
  if (lineThen === undefined) return null
  const byLine = scoreLinePosition(ctx, year, score, lineThen)
  if (byLine) return byLine
  const key = `nearest|${year}|${label}`
  if (!ctx.cache.has(key)) {
    const nearest = ctx.tables
      .forProvince(ctx.provinceCode)
      .filter((t) => t.subjectType === label && ctx.ordinaryLine(t.year, label) !== undefined)
      .sort((a, b) => Math.abs(a.year - year) - Math.abs(b.year - year))[0]
    ctx.cache.set(key, nearest ?? null)
  }
  const other = ctx.cache.get(key) as RankTableEntry | null
  if (!other) return null
  const shifted = score - lineThen + ctx.ordinaryLine(other.year, label)!
  return {
    rank: scoreToRank(other.table, toScore(Math.max(0, shifted))).worst,
    note: `${year}年${label}无一分一段表，按线差由${other.year}年${label}表换算位次`,
  }
}

/** The rank of a track's ordinary 本科 line, in the table of that year or the nearest year with both. */
function lineRank(ctx: RankContext, year: number, label: string): number | null {
  const key = `lineRank|${year}|${label}`
  if (!ctx.cache.has(key)) ctx.cache.set(key, lineRankUncached(ctx, year, label))
  return ctx.cache.get(key) as number | null
}

function lineRankUncached(ctx: RankContext, year: number, label: string): number | null {
  const table = ctx.tables
    .forProvince(ctx.provinceCode)
    .filter((t) => t.subjectType === label && ctx.ordinaryLine(t.year, label) !== undefined)
    .sort((a, b) => Math.abs(a.year - year) - Math.abs(b.year - year))[0]
  return table ? scoreToRank(table.table, toScore(ctx.ordinaryLine(table.year, label)!)).worst : null
}

/**
 * A rank of the old track carried into the target track's cohort by its share of the candidates
 * above the ordinary 本科 line (so the old line lands on the new one), else by its share of the cohort.
 */
function shareConverted(ctx: RankContext, r: Row, rank: number, targetLabel: string): number | null {
  const oldLine = lineRank(ctx, r.year, r.subject_type)
  const newLine = lineRank(ctx, ctx.targetYear, tableLabel(ctx.tables, ctx.provinceCode, targetLabel, ctx.targetYear))
  if (oldLine && newLine) return Math.max(1, Math.round((rank / oldLine) * newLine))
  const key = `totals|${r.year}|${r.subject_type}|${targetLabel}`
  if (!ctx.cache.has(key))
    ctx.cache.set(key, [
      cohortTotal(ctx.tables, ctx.provinceCode, r.year, r.subject_type),
      cohortTotal(ctx.tables, ctx.provinceCode, ctx.targetYear, targetLabel),
    ])
  const [oldTotal, newTotal] = ctx.cache.get(key) as [number | undefined, number | undefined]
  return oldTotal && newTotal ? Math.max(1, Math.round((rank / oldTotal) * newTotal)) : null
}

/**
 * The row's min rank in the target track: the published rank, else the score looked up in a table
 * of its track (flagged); a row of the old 文/理 track is carried over by rank share, or, when its
 * track has no table at all, its score by 线差 straight into the new track's table.
 */
function rankOf(r: Row, target: SubjectType, isCrossTrack: boolean, ctx: RankContext): { rank: number | null; quality: string; note: string } {
  const targetLabel = subjectTypeLabel[target]
  const published = r.min_rank !== null && r.min_rank >= 1 ? r.min_rank : null
  const looked = published === null && r.min_score !== null && r.min_score > 0 ? rankOfScore(ctx, r.year, r.subject_type, r.min_score) : null
  const rank = published ?? looked?.rank ?? null
  const quality = published !== null ? r.quality : 'derived'
  if (!isCrossTrack) return { rank, quality, note: looked?.note ?? '' }
  if (rank !== null) {
    const converted = shareConverted(ctx, r, rank, targetLabel)
    const note = [looked?.note, `由${r.year}年${r.subject_type}位次按本科线上考生比例换算为${targetLabel}`].filter(Boolean).join('；')
    return { rank: converted, quality: 'derived', note: converted === null ? '' : note }
  }
  if (r.min_score === null || r.min_score <= 0) return { rank: null, quality, note: '' }
  const lineThen = ctx.ordinaryLine(r.year, r.subject_type)
  const nowLabel = tableLabel(ctx.tables, ctx.provinceCode, targetLabel, ctx.targetYear)
  const table = ctx.tables.latest(ctx.provinceCode, nowLabel, ctx.targetYear)
  const lineNow = table ? ctx.ordinaryLine(table.year, nowLabel) : undefined
  if (lineThen === undefined || !table || lineNow === undefined) return { rank: null, quality, note: '' }
  const shifted = Math.max(0, r.min_score - lineThen + lineNow)
  const note = `由${r.year}年${r.subject_type}分数按线差换算为${table.year}年${nowLabel}位次`
  return { rank: scoreToRank(table.table, toScore(shifted)).worst, quality: 'derived', note }
}

function newDraft(
  key: string,
  bucket: string,
  subjectType: SubjectType,
  batchId: string,
  planType: string,
  r: Row,
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

function touch(d: Draft, r: Row, useRequirement: boolean) {
  if (r.year <= d.latestYear) return
  // the newest year names the unit and states its 选科 rule
  d.latestYear = r.year
  d.schoolName = r.institution_name
  d.schoolCode = r.provincial_code ?? d.schoolCode
  if (!useRequirement) return
  d.requirementText = r.requirement_text ?? d.requirementText
  if (r.subject_requirement) d.requirement = requirementOf(r.subject_requirement)
}

/** Duplicates across sources: a row with a rank beats one without, then the better quality. */
function keepBest(years: Map<number, UnitYear>, y: UnitYear) {
  const old = years.get(y.year)
  const isBetter =
    !old ||
    (old.minRank === null && y.minRank !== null) ||
    ((old.minRank === null) === (y.minRank === null) && qualityRank(y.quality) < qualityRank(old.quality))
  if (isBetter) years.set(y.year, y)
}

/** A line summed up from lower units: the worst admitted rank and the lowest score of that year. */
function keepWorst(years: Map<number, UnitYear>, y: UnitYear, note: string) {
  if (y.minRank === null) return
  const old = years.get(y.year)
  if (!old) {
    years.set(y.year, { ...y, quality: 'derived', planCount: null, note: y.note ? `${note}；${y.note}` : note })
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
 * Sorts history rows into drafts: the units of each batch at its filling level (a group's line from
 * its own row, else from its majors), the major units, and each institution's ordinary line (from
 * its own row, else from its groups or majors). Rows of the old 文/理 tracks feed the institution
 * lines and the majors, converted; never a 专业组, whose code meant nothing before the reform.
 */
export function collectDrafts(rows: readonly Row[], policy: ProvincePolicy, rank: RankContext): DraftSet {
  const set: DraftSet = { units: new Map(), majors: new Map(), schoolLines: new Map() }
  const modeOf = new Map<string, FillingMode>(policy.batches.map((b) => [b.id, b.fillingMode]))
  const codeOf = soleCodes(rows)
  // where each year's ordinary 本科 units stopped filling, from the results (some lines are missing)
  const floors = batchFloors(
    rows.filter(
      (r) =>
        planTypeOfRow(r) === ORDINARY &&
        trackOf(r.subject_type, policy) !== null &&
        !['vocational', null].includes(classifyBatch(r.batch, policy.batches, policy.mainBatchId)),
    ),
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
    const line = batchId === 'vocational' ? undefined : rank.ordinaryLine(r.year, r.subject_type)
    if (line !== undefined && r.min_score !== null && r.min_score < line - 20 && planType === ORDINARY) continue
    const ranked = rankOf(r, st, track.isCrossTrack, rank)
    const { quality } = ranked
    let { rank: minRank, note } = ranked
    let isAtLine = false
    // a unit that filled down to the control line was cut off by it, not by its demand (line-floor.ts)
    const fill = batchId === 'vocational' || planType !== ORDINARY ? undefined : fillLine(line, floors.get(`${r.year}|${r.subject_type}`))
    const pinned = atLineRank({ year: r.year, minScore: r.min_score, minRank }, fill, rank.targetLineRank(st))
    if (pinned) {
      minRank = pinned.minRank
      isAtLine = true
      note = [note, pinned.note].filter(Boolean).join('；')
    }
    const requirement = requirementKey(r.requirement_text, r.major_group)
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
    }
    const level = r.unit_level
    const fillLevel = levelOfMode[mode]
    const group = groupCodeOf(r.major_code, r.major_group)
    // a row without the school code is the institution's only code's row, when it has only one
    const code = r.provincial_code ?? codeOf.get(r.institution_id) ?? ''
    const groupKey = group === null ? null : `g:${r.institution_id}:${code}:${group}`
    const major = r.major_name ? normaliseMajor(r.major_name) : null
    const majorKey = major ? `m:${r.institution_id}:${major}` : null
    const schoolKey = `s:${r.institution_id}`
    if (level === fillLevel && !(track.isCrossTrack && mode === 'major-group')) {
      const key = mode === 'major-group' ? groupKey : mode === 'major' ? majorKey : schoolKey
      if (key) {
        const d = draftIn(set.units, bucket, key, () =>
          newDraft(key, bucket, st, batchId, planType, r, mode === 'major-group' ? group : null, mode === 'major' ? r.major_name : null),
        )
        touch(d, r, !track.isCrossTrack)
        keepBest(d.own, year)
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
        keepWorst(d.fromMajors, year, '由院校各专业最低位次汇总')
      }
      if (mode !== 'major') {
        const d = draftIn(set.majors, bucket, majorKey, () => newDraft(majorKey, bucket, st, batchId, planType, r, null, r.major_name))
        touch(d, r, !track.isCrossTrack)
        keepBest(d.own, year)
      }
    }
    if (planType !== ORDINARY) continue
    // the institution's ordinary line of the batch: its own row, else its lowest group or major
    const lineBucket = `${st}|${batchId}`
    const d = draftIn(set.schoolLines, lineBucket, schoolKey, () => newDraft(schoolKey, lineBucket, st, batchId, ORDINARY, r, null, null))
    touch(d, r, false)
    if (level === 'institution') keepBest(d.own, year)
    else keepWorst(d.fromMajors, year, level === 'major' ? '由院校各专业最低位次汇总' : '由院校各专业组最低位次汇总')
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
  const all = [...years]
    .map((y) => {
      const own = d.own.get(y)
      return own && own.minRank !== null ? own : (d.fromMajors.get(y) ?? own!)
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

/** min-rank ratio per year beyond which the same group number is not the same group (江苏 2026 renumbered) */
const REUSED_JUMP = 2.5
