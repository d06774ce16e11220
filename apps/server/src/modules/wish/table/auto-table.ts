import type { Analysis, UnitRow } from '@gk/contract'
import { tierCutoffs, type RiskAppetite } from '@gk/domain'
import { analyseTable, type DraftWish } from './analysis.ts'
import { assessBatch, assessFew, Status } from '../recommend/assess-cache.ts'
import { scoreLineExplain } from '../units/score-line.ts'
import { allocateSlots, spreadPick, type TierCounts } from './auto-table-slots.ts'
import type { Candidate } from '../profile/candidate.ts'
import { dataNote, PREVIEW_ROWS, type BatchContext } from '../recommend/recommend.ts'
import { normaliseMajor } from '../units/unit-classify.ts'
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

/** How many units of one school a table takes (several majors of one school are normal in 专业+院校 mode). */
const perSchoolCap = { 'major-group': 2, major: 4, school: 1 } as const

const statusTier: Partial<Record<number, Tier>> = { [Status.Reach]: 'reach', [Status.Match]: 'match', [Status.Safe]: 'safe' }

/**
 * Generates a whole 志愿表 for one batch from the candidate's rank and preferences with the same
 * assessment as 志愿推荐: slots split 冲/稳/保 by risk appetite, each tier spread over its probability
 * range, ordered least likely first (so no wish shadows a later one), majors chosen inside groups,
 * 服从调剂 on, one line of explanation per wish, and the table's analysis.
 */
export function generateTable(bc: BatchContext, prefs: AutoPreferences, options: { withForecast: boolean }): AutoTable {
  const appetite = prefs.RiskAppetite ?? bc.candidate.record.riskAppetite
  const candidate: Candidate = { ...bc.candidate, record: { ...bc.candidate.record, riskAppetite: appetite } }
  const assessed = assessBatch(bc.batch, candidate, bc.batchIds)
  const units = bc.batch.units
  const mode = bc.batchPolicy.fillingMode
  const levels = filterLevels(prefs).map((l) => ({ ...l, matches: compileFilter(l.filter) }))
  const inWindow = new Uint8Array(units.length)
  for (const i of assessed.order) inWindow[i] = 1

  // pools per tier and level, least likely first; 保 falls back to the 过稳 units (still a safe slot)
  const levelOf = new Int8Array(units.length).fill(-1)
  const pools: Record<Tier, number[]> = { reach: [], match: [], safe: [] }
  for (let i = 0; i < units.length; i++) {
    const tier = statusTier[assessed.status[i]!]
    if (!tier) continue
    if (tier === 'reach' && isFarReach(units[i]!, candidate.rank!)) continue
    const level = levels.findIndex((l) => l.matches(units[i]!))
    if (level < 0) continue
    levelOf[i] = inWindow[i] ? level : levels.length + level
    pools[tier].push(i)
  }
  const byProbability = (a: number, b: number) => assessed.probability[a]! - assessed.probability[b]!
  const available: TierCounts = { reach: pools.reach.length, match: pools.match.length, safe: pools.safe.length }
  const planned = allocateSlots(bc.batchPolicy.maxWishes, appetite, available)

  const perSchool = new Map<string, number>()
  const cap = perSchoolCap[mode]
  const picked: Record<Tier, number[]> = { reach: [], match: [], safe: [] }
  for (const tier of ['safe', 'match', 'reach'] as const) {
    // strictest level first, loosening only for the slots still open
    for (let level = 0; level < levels.length * 2 && picked[tier].length < planned[tier]; level++) {
      const pool = pools[tier].filter((i) => levelOf[i] === level && (perSchool.get(units[i]!.school.id) ?? 0) < cap).sort(byProbability)
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
    picked[tier].sort(byProbability)
  }

  const order = [...picked.reach, ...picked.match, ...picked.safe]
  const wishes: AutoWish[] = order.map((i, k) => {
    const unit = units[i]!
    const tier = statusTier[assessed.status[i]!]!
    const probability = assessed.probability[i]!
    const withForecast = options.withForecast || k < PREVIEW_ROWS
    const majors = mode === 'major' ? [] : chooseMajors(bc, candidate, unit, prefs.Majors ?? [])
    const loosened = levels[levelOf[i]! % levels.length]!.loosened
    return {
      UnitId: unit.id,
      MajorNames: majors,
      IsAdjustmentAccepted: true,
      Tier: tier,
      Explanation: explain(unit, tier, candidate.rank!, withForecast ? probability : null, loosened),
      Row: toRow(unit, { rank: candidate.rank!, probability, status: assessed.status[i]!, withForecast }),
    }
  })
  const mix: TierCounts = { reach: picked.reach.length, match: picked.match.length, safe: picked.safe.length }
  const { analysis } = analyseTable(bc, candidate, wishes)
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
    isPreview: !options.withForecast && wishes.length > PREVIEW_ROWS,
    dataNote: dataNote(bc),
  }
}

/**
 * Majors inside a group or school: only from this year's plan or the group's earlier admissions (a
 * school-wide list may hold majors the group does not offer). Preferred majors first, then the
 * likeliest; a group without such a list is left to 调剂.
 */
function chooseMajors(bc: BatchContext, candidate: Candidate, unit: IndexedUnit, wanted: readonly string[]): string[] {
  if (unit.majorsSource !== 'plan' && unit.majorsSource !== 'history') return []
  const limit = bc.batchPolicy.maxMajorsPerWish
  const lines = unit.majors.map((name) => bc.batch.majorUnitsById.get(`m:${unit.school.id}:${normaliseMajor(name)}`))
  const known = lines.filter((m): m is IndexedUnit => m !== undefined)
  const p = new Map(assessFew(known, candidate, bc.batchIds).map((a) => [a.unit.id, a.probability]))
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
  if (unit.isScoreLine)
    return `${tierName[tier]}：${scoreLineExplain(unit.history, rank, probability)}${loosened ? `（为填满${tierName[tier]}档放宽了${loosened}）` : ''}`
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
