import type { DataThin } from '@gk/contract'
import { ORDINARY } from '../../../db/read-model/plan-type.ts'
import { subjectTypeLabel } from '../units/province-catalog.ts'
import { Status, type Assessed } from './assess-cache.ts'
import type { BatchContext } from './recommend.ts'

/** A usable list: at least this many units in each of 冲, 稳 and 保, and this many in all (the province matrix's bar). */
export const THIN_BAR = { perTier: 3, total: 30 } as const
/** Within this many points above the batch's line no unit can be 保 (the batch admits no one below its line): not a gap. */
export const FLOOR_MARGIN = 20
/**
 * A batch with fewer estimable ordinary units than this is thin wherever the candidate stands: a province's
 * 本科 batch admits through well over a thousand units, so a candidate above nearly all of so few is not a top
 * scorer but one whose betters are missing from the data (西藏 at 一批 +60 sees 19 units, all of its data near him).
 */
export const SMALL_BATCH = 150

type Short = DataThin['Short'][number]
const tierNames: Record<Exclude<Short, 'total'>, string> = { reach: '冲刺', match: '稳妥', safe: '保底' }

/**
 * The candidate's ordinary list falls short of the bar where the data is thin. A tier counts as short only
 * when the data goes on past the candidate in its direction: a candidate above nearly every unit lacks
 * 冲 because no one is above (not a gap), one at the very bottom lacks 保 for the same reason; so 冲 and
 * the total need ≥ 30 estimable ordinary units expected above the candidate's rank, and 保 needs ≥ 3 below it and a
 * score at least FLOOR_MARGIN above the batch's line (closer to it every unit is a gamble: the batch admits no one below).
 * Null when the list meets the bar, or the batch has no ordinary results at all (DataAbsent says that). A batch whose
 * ordinary scores none can be ranked (no rank, table or line of their year) has no unit and is thin in every tier.
 */
export function thinOf(bc: BatchContext, assessed: Assessed): DataThin | null {
  const hit = memo.get(assessed)
  if (hit !== undefined) return hit
  const thin = measureThin(bc, assessed)
  memo.set(assessed, thin)
  return thin
}

// one answer per cached assessment (one candidate, one batch): paging never walks the batch again
const memo = new WeakMap<Assessed, DataThin | null>()

function measureThin(bc: BatchContext, assessed: Assessed): DataThin | null {
  const counts = [0, 0, 0, 0, 0, 0]
  let above = 0
  let below = 0
  const rank = bc.candidate.rank!
  let ordinary = 0
  for (let i = 0; i < bc.batch.units.length; i++) {
    const u = bc.batch.units[i]!
    if (u.planType !== ORDINARY) continue
    ordinary++
    const expected = u.prepared.estimate?.baselineRank
    if (expected === undefined || expected === null) continue
    if (expected < rank) above++
    else if (expected > rank) below++
  }
  if (ordinary === 0) {
    // no unit at all: thin only when the batch has scores the engine cannot rank (else DataAbsent)
    const u = bc.batch.unranked
    if (!u) return null
    const none = { Year: u.year, Institutions: u.institutions, Reach: 0, Match: 0, Safe: 0, Total: 0, Short: ['reach', 'match', 'safe', 'total'] as Short[] }
    return { ...none, Note: thinNote(bc, none, 'unranked') }
  }
  for (const i of assessed.order) if (bc.batch.units[i]!.planType === ORDINARY) counts[assessed.status[i]!]!++
  const reach = counts[Status.Reach]!
  const match = counts[Status.Match]!
  const safe = counts[Status.Safe]!
  const total = reach + match + safe
  const estimable = above + below
  // a batch with few estimable units is thin wherever the candidate stands
  const notTop = above >= THIN_BAR.total || estimable < SMALL_BATCH
  const short: Short[] = []
  if (reach < THIN_BAR.perTier && notTop) short.push('reach')
  if (match < THIN_BAR.perTier && notTop) short.push('match')
  const score = bc.candidate.record.finalScore ?? bc.candidate.record.score
  const atFloor = bc.line != null && score > 0 && score < bc.line + FLOOR_MARGIN
  if (safe < THIN_BAR.perTier && ((below >= THIN_BAR.perTier && !atFloor) || estimable < SMALL_BATCH)) short.push('safe')
  if (total < THIN_BAR.total && notTop) short.push('total')
  if (short.length === 0) return null
  const year = bc.batch.historyYears[0] ?? null
  const schools = new Set<string>()
  for (const u of bc.batch.units) {
    if (u.planType === ORDINARY && u.history.some((h) => h.year === year && h.minScore !== null)) schools.add(u.school.id)
  }
  const thin = { Year: year, Institutions: schools.size, Reach: reach, Match: match, Safe: safe, Total: total, Short: short }
  return { ...thin, Note: thinNote(bc, thin, estimable === 0 ? 'unestimable' : null) }
}

/** One sentence for a phone: what is short, the count the data has, what to do (no '；', DataNote's separator). */
export function thinNote(
  bc: Pick<BatchContext, 'candidate' | 'batchPolicy'>,
  t: Omit<DataThin, 'Note'>,
  none: 'unranked' | 'unestimable' | null = null,
): string {
  const c = bc.candidate
  const where = `${c.province.shortName}${subjectTypeLabel[c.subjectType]}${bc.batchPolicy.name}`
  const lacks = t.Short.map((s) => (s === 'total' ? `共不足${THIN_BAR.total}个` : `${tierNames[s]}不足${THIN_BAR.perTier}个`)).join('、')
  const data = t.Year === null ? '数据集中没有往年普通类录取分数' : `数据集中${t.Year}年有普通类录取分数的院校${t.Institutions}所`
  const by = c.scoreLine ? '分数' : '位次'
  // no unit to estimate: say why (rows without a rank, table or line of their year cannot be placed at all)
  if (none !== null && t.Year !== null) {
    const why = none === 'unranked' ? '但该年没有位次、一分一段表和批次线，无法换算' : '但都没有可用于估算的往年位次'
    return `数据稀少：${where}，${data}，${why}，没有可估算的单位，请以省教育考试院公布的投档线为准补充志愿`
  }
  return `数据稀少：${where}，${data}，在你的${by}附近可估算的单位只有${t.Total}个（冲${t.Reach}/稳${t.Match}/保${t.Safe}），${lacks}，请以省教育考试院公布的投档线为准补充志愿`
}
