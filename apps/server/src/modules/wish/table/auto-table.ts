import type { Analysis, UnitRow } from '@gk/contract'
import { tierCutoffs, type RiskAppetite, scoreLineExplain, normaliseMajor } from '@gk/domain'
import { analyseTable, type DraftWish } from './analysis.ts'
import { assessBatch, assessFew, Status } from '../recommend/assess-cache.ts'
import { allocateSlots, MIN_SAFE, spreadPick, type TierCounts } from './auto-table-slots.ts'
import type { Candidate } from '../profile/candidate.ts'
import { dataNote, type BatchContext } from '../recommend/recommend.ts'
import type { IndexedUnit } from '../units/unit-index.ts'
import { compileFilter, toRow, type UnitFilter } from '../recommend/unit-rows.ts'

/** What the student asks of the table (the preferences sheet). */
export type AutoPreferences = {
  SchoolProvinceIds?: number[] | undefined
  Tags?: string[] | undefined
  Natures?: string[] | undefined
  TuitionMax?: number | undefined
  Majors?: string[] | undefined
  PlanTypes?: string[] | undefined
  RiskAppetite?: RiskAppetite | undefined
}

export type AutoWish = DraftWish & { Tier: 'reach' | 'match' | 'safe'; Explanation: string; Row: UnitRow }

export type AutoTable = {
  riskAppetite: RiskAppetite
  planned: TierCounts
  mix: TierCounts
  wishes: AutoWish[]
  advice: string[]
  relaxed: string[]
  analysis: Analysis
  isPreview: boolean
  dataNote: string
}

type Tier = 'reach' | 'match' | 'safe'
const tierName: Record<Tier, string> = { reach: '冲', match: '稳', safe: '保' }
const appetiteName: Record<RiskAppetite, string> = { aggressive: '激进', balanced: '均衡', conservative: '保守' }
const fmt = (n: number) => new Intl.NumberFormat('en-US').format(n)

/**
 * The preference filters from strictest to loosest. A tier short of units takes the rest from the
 * next level (a table with empty slots risks 滑档), and each unit says which wish it loosened.
 */
function filterLevels(p: AutoPreferences): { filter: UnitFilter; loosened: string }[] {
  const base: UnitFilter = { PlanTypes: p.PlanTypes, TuitionMax: p.TuitionMax, Natures: p.Natures }
  const levels = [
    { filter: { ...base, Tags: p.Tags, SchoolProvinceIds: p.SchoolProvinceIds, Majors: p.Majors }, loosened: '' },
    { filter: { ...base, SchoolProvinceIds: p.SchoolProvinceIds, Majors: p.Majors }, loosened: '院校标签' },
    { filter: { ...base, Majors: p.Majors }, loosened: '院校标签、地区' },
    { filter: base, loosened: '院校标签、地区、专业' },
  ]
  // a level equal to the one before it adds nothing
  return levels.filter((l, i) => i === 0 || JSON.stringify(l.filter) !== JSON.stringify(levels[i - 1]!.filter))
}

/**
 * A 冲 whose newest line is more than twice as selective as the candidate's rank: a converted or
 * borrowed line's wide spread can still give it a reach probability, but a table slot spent on it
 * is wasted (a 560-point 四川 student does not 冲 中国科学院大学).
 */
function isFarReach(unit: IndexedUnit, rank: number): boolean {
  const newest = unit.history.find((h) => h.minRank !== null && h.minRank >= 1)
  return newest !== undefined && newest.minRank! * 2 < rank
}

/**
 * How far below the candidate a 保 may reach: a unit whose newest line admits ranks beyond twice the
 * candidate's is certain but never reached (a 保 at rank 339k for a rank of 73k has 0 % of being the
 * landing wish), so its slot is better spent on a 稳 or a nearer 保 (issue #32 item 4).
 */
export const SAFE_DEPTH = 2

/** The newest line's rank is deeper than SAFE_DEPTH × the candidate's rank. */
export function isFarSafe(unit: IndexedUnit, rank: number): boolean {
  const newest = unit.history.find((h) => h.minRank !== null && h.minRank >= 1)
  return newest !== undefined && newest.minRank! > rank * SAFE_DEPTH
}

/** How many units of one school a table takes (several majors of one school are normal in 专业+院校 mode). */
const perSchoolCap = { 'major-group': 2, major: 4, school: 1 } as const

const statusTier: Partial<Record<number, Tier>> = { [Status.Reach]: 'reach', [Status.Match]: 'match', [Status.Safe]: 'safe' }

/**
 * Which units a 院校专业组 table may hold, best first (issue #29, ADR 051, ADR 059): a group with its 专业组 code (from
 * an official group table of an earlier year) and known majors, then a school without a known code whose majors are
 * known (the student fills the school's group as this year's plan names it and picks among those majors; its wish
 * says so). A unit whose majors are unknown is never a wish: its major picker would be empty (河南 物理类 565 had 6
 * such wishes on ds-abc3640c42f34069, coded groups of schools no source gives a major for) and the student could
 * not fill it in. Only a batch whose data holds no majors at all (e.g. 上海 专科) falls back to bare schools, each
 * wish saying the group is this year's plan's. Other modes: every unit, one pass.
 */
/** A school known by its line alone in a 院校专业组 batch: the student finds its group in this year's plan. */
const isBare = (u: IndexedUnit, mode: string) => mode === 'major-group' && u.groupCode === null && u.majors.length === 0
/** A school with known majors but no known 专业组 code: the student finds the code in this year's plan. */
const isUncoded = (u: IndexedUnit, mode: string) => mode === 'major-group' && u.groupCode === null && u.majors.length > 0
export const BARE_NOTE = '；数据中没有该校的专业组代码和专业，填报前请在今年的招生计划中查到它的专业组（以当年计划为准）'
export const UNCODED_NOTE = '；专业组代码以当年招生计划为准：按往年录取过的专业选择，填报前在今年的招生计划中查到这些专业所在的专业组'

export function fillablePasses(mode: string, units: readonly IndexedUnit[]): ((u: IndexedUnit) => boolean)[] {
  if (mode !== 'major-group') return [() => true]
  const passes = [(u: IndexedUnit) => u.groupCode !== null && u.majors.length > 0, (u: IndexedUnit) => u.groupCode === null && u.majors.length > 0]
  // a batch without any major (its data has neither codes nor majors) would otherwise get no table at all
  if (!units.some((u) => u.majors.length > 0)) passes.push((u) => u.groupCode === null)
  return passes
}

/**
 * Generates a whole 志愿表 for one batch from the candidate's rank and preferences with the same
 * assessment as 志愿推荐: slots split 冲/稳/保 by risk appetite, each tier spread over its probability
 * range, ordered least likely first (so no wish shadows a later one), majors chosen inside groups,
 * 服从调剂 on, one line of explanation per wish, and the table's analysis.
 */
/** Units classified per turn of the event loop: 山东's 24k units and four filter levels held it for tens of ms (issue 33). */
export const UNITS_PER_TURN = 2000
const WISHES_PER_TURN = 16
const yieldTurn = () => new Promise<void>((r) => setImmediate(r))

export async function generateTable(bc: BatchContext, prefs: AutoPreferences, options: { withForecast: boolean }): Promise<AutoTable> {
  const appetite = prefs.RiskAppetite ?? bc.candidate.record.riskAppetite
  const candidate: Candidate = { ...bc.candidate, record: { ...bc.candidate.record, riskAppetite: appetite } }
  const assessed = assessBatch(bc.batch, candidate, bc.batchIds)
  const units = bc.batch.units
  const mode = bc.batchPolicy.fillingMode
  const levels = filterLevels(prefs).map((l) => ({ ...l, matches: compileFilter(l.filter) }))
  const inWindow = new Uint8Array(units.length)
  for (const i of assessed.order) inWindow[i] = 1
  const passes = fillablePasses(mode, units)
  const passOf = (u: IndexedUnit) => passes.findIndex((p) => p(u))

  // pools per tier and level, least likely first; 保 falls back to the 过稳 units (still a safe slot)
  const levelOf = new Int8Array(units.length).fill(-1)
  const pools: Record<Tier, number[]> = { reach: [], match: [], safe: [] }
  for (let i = 0; i < units.length; i++) {
    if (i > 0 && i % UNITS_PER_TURN === 0) await yieldTurn()
    const tier = statusTier[assessed.status[i]!]
    if (!tier) continue
    if (tier === 'reach' && isFarReach(units[i]!, candidate.rank!)) continue
    if (passOf(units[i]!) < 0) continue
    const level = levels.findIndex((l) => l.matches(units[i]!))
    if (level < 0) continue
    levelOf[i] = inWindow[i] ? level : levels.length + level
    pools[tier].push(i)
  }
  // 保 no deeper than SAFE_DEPTH (issue #32): a slot there has no chance of being where the student lands
  pools.safe = nearSafes(pools.safe, units, candidate.rank!)
  const byProbability = (a: number, b: number) => assessed.probability[a]! - assessed.probability[b]!
  const available: TierCounts = { reach: pools.reach.length, match: pools.match.length, safe: pools.safe.length }
  const all = allocateSlots(bc.batchPolicy.maxWishes, appetite, available)
  // the table is made of the best kind alone when that kind gives every tier its full share; else each tier takes the
  // next kind for the slots the best kind leaves open (since coded groups without majors are no wish, ADR 059, 河南 600
  // 激进 had 4 coded 冲 against 保守's 7 when the best kind's shortage set the shares)
  const best = (t: Tier) => pools[t].filter((i) => passOf(units[i]!) === 0).length
  const bestOnly = allocateSlots(bc.batchPolicy.maxWishes, appetite, { reach: best('reach'), match: best('match'), safe: best('safe') })
  const isBestEnough = bestOnly.reach >= all.reach && bestOnly.match >= all.match && bestOnly.safe >= all.safe
  const planned = isBestEnough ? bestOnly : all
  if (isBestEnough) passes.splice(1)

  const perSchool = new Map<string, number>()
  const cap = perSchoolCap[mode]
  const picked: Record<Tier, number[]> = { reach: [], match: [], safe: [] }
  for (const tier of ['safe', 'match', 'reach'] as const) {
    await yieldTurn()
    // the tier's pool by kind and level, in one pass (a filter of the whole pool per level was most of the table's time)
    const byPassLevel: number[][][] = passes.map(() => Array.from({ length: levels.length * 2 }, () => []))
    for (const i of pools[tier]) byPassLevel[passOf(units[i]!)]?.[levelOf[i]!]!.push(i)
    // the better kind of unit first (fillablePasses), and within it the strictest level first, loosening only for
    // the slots still open
    for (let pass = 0; pass < passes.length; pass++) {
      for (let level = 0; level < levels.length * 2 && picked[tier].length < planned[tier]; level++) {
        if (level > 0) await yieldTurn()
        const pool = byPassLevel[pass]![level]!.filter((i) => (perSchool.get(units[i]!.school.id) ?? 0) < cap).sort(byProbability)
        // one school's units may crowd the pool: keep the first `cap` of each school before spreading
        const seen = new Map<string, number>()
        const distinct = pool.filter((i) => {
          const id = units[i]!.school.id
          const n = (seen.get(id) ?? 0) + (perSchool.get(id) ?? 0)
          if (n >= cap) return false
          seen.set(id, (seen.get(id) ?? 0) + 1)
          return true
        })
        for (const i of spreadPick(distinct, planned[tier] - picked[tier].length)) {
          picked[tier].push(i)
          perSchool.set(units[i]!.school.id, (perSchool.get(units[i]!.school.id) ?? 0) + 1)
        }
      }
    }
    picked[tier].sort(byProbability)
  }

  const order = [...picked.reach, ...picked.match, ...picked.safe]
  const wishes: AutoWish[] = []
  for (const i of order) {
    // each wish assesses its group's majors: a turn of the event loop per WISHES_PER_TURN
    if (wishes.length > 0 && wishes.length % WISHES_PER_TURN === 0) await yieldTurn()
    const unit = units[i]!
    const tier = statusTier[assessed.status[i]!]!
    const probability = assessed.probability[i]!
    const withForecast = options.withForecast
    const majors = mode === 'major' ? [] : chooseMajors(bc, candidate, unit, prefs.Majors ?? [])
    const loosened = levels[levelOf[i]! % levels.length]!.loosened
    wishes.push({
      UnitId: unit.id,
      MajorNames: majors,
      IsAdjustmentAccepted: true,
      Tier: tier,
      Explanation:
        explain(unit, tier, candidate.rank!, withForecast ? probability : null, loosened) +
        (isBare(unit, mode) ? BARE_NOTE : isUncoded(unit, mode) ? UNCODED_NOTE : ''),
      Row: toRow(unit, { rank: candidate.rank!, probability, status: assessed.status[i]!, withForecast }),
    })
  }
  const mix: TierCounts = { reach: picked.reach.length, match: picked.match.length, safe: picked.safe.length }
  await yieldTurn()
  const { analysis } = await analyseTable(bc, candidate, wishes, options.withForecast)
  return {
    riskAppetite: appetite,
    planned,
    mix,
    wishes,
    advice: adviceOf(bc, appetite, mix, wishes, candidate),
    relaxed: relaxedOf(
      wishes,
      levels.map((l) => l.loosened),
      order.map((i) => levelOf[i]! % levels.length),
    ),
    analysis,
    isPreview: !options.withForecast,
    dataNote: dataNote(bc),
  }
}

/**
 * The 保 pool without the units deeper than SAFE_DEPTH (their slots go to 稳 via allocateSlots); a pool
 * with fewer than MIN_SAFE near units keeps the nearest far ones, since a table needs its 垫.
 */
function nearSafes(pool: number[], units: readonly IndexedUnit[], rank: number): number[] {
  const near = pool.filter((i) => !isFarSafe(units[i]!, rank))
  if (near.length >= MIN_SAFE) return near
  const depth = (i: number) => units[i]!.history.find((h) => h.minRank !== null && h.minRank >= 1)?.minRank ?? 0
  const far = pool.filter((i) => isFarSafe(units[i]!, rank)).sort((a, b) => depth(a) - depth(b))
  return [...near, ...far.slice(0, MIN_SAFE - near.length)]
}

/**
 * Majors inside a group or school: only from this year's plan or the group's earlier admissions (a
 * school-wide list may hold majors a coded group does not offer); a school without a group code takes its own. Preferred majors first, then the
 * likeliest; a group without such a list is left to 调剂.
 */
function chooseMajors(bc: BatchContext, candidate: Candidate, unit: IndexedUnit, wanted: readonly string[]): string[] {
  // a school without a known group code stands for its group of this year: its own majors are the choice
  const isSchoolGroup = unit.groupCode === null && unit.majorsSource === 'school'
  if (unit.majorsSource !== 'plan' && unit.majorsSource !== 'history' && !isSchoolGroup) return []
  const limit = bc.batchPolicy.maxMajorsPerWish
  const lines = unit.majors.map((name) => bc.batch.majorUnitsById.get(`m:${unit.school.id}:${normaliseMajor(name)}`))
  const known = lines.filter((m): m is IndexedUnit => m !== undefined)
  const p = new Map(assessFew(known, candidate, bc.batchIds, bc.batch).map((a) => [a.unit.id, a.probability]))
  const ranked = unit.majors.map((name, k) => {
    const line = lines[k]
    return { name, preferred: wanted.some((w) => name.includes(w)), probability: line ? (p.get(line.id) ?? null) : null, k }
  })
  ranked.sort((a, b) => Number(b.preferred) - Number(a.preferred) || (b.probability ?? -1) - (a.probability ?? -1) || a.k - b.k)
  return [...new Set(ranked.map((r) => r.name))].slice(0, limit)
}

/** "稳：2025年最低位次 12,345，你的位次 10,980，录取概率 72%" and what was loosened, if anything. */
function explain(unit: IndexedUnit, tier: Tier, rank: number, probability: number | null, loosened: string): string {
  // compared on 线差 (no 一分一段表): the explanation speaks in points (ADR 026)
  if (unit.isScoreLine) return `${tierName[tier]}：${scoreLineExplain(unit.history, rank)}${loosened ? `（为填满${tierName[tier]}档放宽了${loosened}）` : ''}`
  const newest = unit.history.find((h) => h.minRank !== null && h.minRank >= 1)
  const parts = [
    newest
      ? `${newest.year}年最低位次 ${fmt(newest.minRank!)}${unit.isDerived ? '（推算）' : ''}`
      : `预计最低位次 ${fmt(unit.prepared.estimate?.baselineRank ?? 0)}`,
    `你的位次 ${fmt(rank)}`,
  ]
  // a converted or borrowed line says what the engine expects this year, which the probability rests on
  const expected = unit.prepared.estimate?.baselineRank
  if (newest && unit.isDerived && expected !== undefined) parts.splice(1, 0, `预计今年约 ${fmt(expected)}`)
  if (probability !== null) parts.push(`录取概率 ${Math.round(probability * 100)}%`)
  let line = `${tierName[tier]}：${parts.join('，')}`
  if (loosened) line += `（为填满${tierName[tier]}档放宽了${loosened}）`
  return line
}

function adviceOf(bc: BatchContext, appetite: RiskAppetite, mix: TierCounts, wishes: readonly AutoWish[], candidate: Candidate): string[] {
  const b = bc.batchPolicy
  const advice = [
    `按「${appetite === 'balanced' ? '均衡' : appetiteName[appetite]}」偏好生成：冲${mix.reach} · 稳${mix.match} · 保${mix.safe}，共${wishes.length}个志愿（${b.name}最多${b.maxWishes}个）`,
  ]
  if (wishes.length < b.maxWishes) advice.push(`符合条件且有往年录取数据的院校不足，只生成了${wishes.length}个志愿；可放宽偏好后重新生成，或自主添加`)
  if (b.fillingMode === 'major') {
    advice.push('专业+院校模式没有调剂：每个志愿就是一个专业，录取与否只看该专业')
  } else if (b.hasAdjustment) {
    const cut = tierCutoffs[appetite].match
    const risky = wishes.flatMap((w, i) => (w.MajorNames.length > 0 && w.Row.Probability !== null && w.Row.Probability < cut ? [i + 1] : []))
    advice.push('所有志愿都设为服从调剂：所选专业录满时仍可调剂到组内其他专业，避免退档')
    if (risky.length > 0) advice.push(`第${risky.slice(0, 8).join('、')}${risky.length > 8 ? '等' : ''}志愿录取把握不大，取消服从调剂会有退档风险`)
  }
  const none = wishes.flatMap((w, i) => (b.fillingMode !== 'major' && w.MajorNames.length === 0 ? [i + 1] : []))
  if (none.length > 0) {
    advice.push(`第${none.slice(0, 8).join('、')}${none.length > 8 ? '等' : ''}志愿暂无组内专业数据，未选专业、服从调剂录取，请以当年招生计划为准`)
  }
  if (candidate.profile.RankIsEstimate) advice.push(`位次为估算（${candidate.profile.RankSource}），出分后请更新成绩并重新生成`)
  return advice
}

function relaxedOf(wishes: readonly AutoWish[], names: readonly string[], levels: readonly number[]): string[] {
  const byName = new Map<string, number[]>()
  levels.forEach((level, i) => {
    const name = names[level]
    if (!name) return
    byName.set(name, [...(byName.get(name) ?? []), i + 1])
  })
  return [...byName.entries()]
    .map(
      ([name, at]) => `第${at.slice(0, 8).join('、')}${at.length > 8 ? '等' : ''}志愿不完全符合你的偏好（放宽了${name}），以免志愿表填不满（共${at.length}个）`,
    )
    .filter(() => wishes.length > 0)
}
