/**
 * A college summed up by the units a candidate would fill, never by one of them (issue 30 item 1, ADR 050).
 * A college's groups (or majors) are admitted on their own lines: 河南 物理类 2025 郑州大学 第105组 (护理学 alone)
 * filled at 593/54,059 while its other groups needed 601–638, so "郑州大学 约62%" was the chance of 护理学, not
 * of the college. The summary lists each unit within reach (a 冲/稳/保 tier) with its own chance and line, says
 * how many of the college's other units are beyond reach, and gives no chance for the college as a whole. Special
 * plans (专项, 中外合作 …), units the candidate cannot fill and flagged units (a line set apart as another route's)
 * never count as within reach.
 */

/** One unit of a college as the summary reads it (a list row has these fields under other names). */
export type ReachUnit = {
  /** the caller's id of the unit (returned with it) */
  id?: string
  /** how the student fills it: 第105组, a major's name, or 院校 */
  label: string
  /** the majors inside it (a 专业组's), as far as known; [] when not known for the unit itself */
  majors: readonly string[]
  /** where `majors` is not known: the college's majors whose own line of that year is the unit's line (its lowest major) */
  lineMajors?: readonly string[]
  /** 普通类 or the special plan */
  planType: string
  /** the candidate may fill it (科类, 选科) */
  eligible: boolean
  /** the unit's line is flagged (another route's line, an outlier year): no chance is given on it */
  flagged: boolean
  probability: number | null
  /** 冲 | 稳 | 保 when within reach, else '' */
  tierName: string
  /** the newest line the chance rests on */
  line: { year: number; minScore: number | null; minRank: number | null } | null
  /**
   * the unit is the college's own line in a batch filled by 专业组 (no group of its own in the data, ADR 127): 'old-model'
   * when every year is a 文/理科 院校投档线 from before the reform, 'institution' otherwise
   */
  collegeLine?: 'old-model' | 'institution'
}

export type CollegeReach = {
  /** the units within reach, most likely first, each with its own chance and line */
  within: ReachUnit[]
  /** ordinary units the candidate may fill whose chance is below the reach floor */
  beyond: number
  /** ordinary units without a chance (no comparable line, not fillable, or flagged) */
  unassessed: number
  /** special-plan units (need an eligibility; never in the summary's chances) */
  special: number
  /** one sentence naming each unit within reach with its chance and line, and how many others are beyond */
  summary: string
}

const ORDINARY = '普通类'
const fmt = new Intl.NumberFormat('en-US')

/** How a unit and its majors read in a sentence: 第105组（护理学）, 第102组（临床医学等8个专业）. */
export function unitWithMajors(u: Pick<ReachUnit, 'label' | 'majors'> & Partial<Pick<ReachUnit, 'lineMajors' | 'line'>>): string {
  // a line that is one major's line says so: 郑州大学 第105组's 593/54,059 was 护理学's
  if (u.majors.length === 0 && u.lineMajors?.length)
    return `${u.label}（${u.line ? `${u.line.year}年` : ''}最低分专业：${u.lineMajors.slice(0, 3).join('、')}${u.lineMajors.length > 3 ? '等' : ''}）`
  if (u.majors.length === 0 || (u.majors.length === 1 && u.majors[0] === u.label)) return u.label
  const shown = u.majors.length > 3 ? `${u.majors.slice(0, 3).join('、')}等${u.majors.length}个专业` : u.majors.join('、')
  return `${u.label}（${shown}）`
}

/** A chance as the lists show it: never 100 % or 0 % (the model's tails are not certainties). */
export function chanceText(p: number): string {
  if (p >= 0.99) return '≥99%'
  if (p <= 0.01) return '≤1%'
  return `${Math.round(p * 100)}%`
}

const RISK: Record<string, string> = { 冲: '冲，难度较大', 稳: '稳，比较稳妥', 保: '保，把握较大' }

/**
 * The tier said in words beside a chance (ADR 081): 「约62%」 alone does not tell a family how risky the choice is. A
 * chance outside 冲稳保 is above the safe end (几乎必录) or below the reach floor (难度很大).
 */
export function riskWords(tierName: string, probability: number | null = null): string {
  if (RISK[tierName]) return RISK[tierName]
  if (probability === null) return tierName
  return probability >= 0.5 ? '把握很大，几乎必录' : '难度很大，不在冲的范围'
}

function lineText(l: ReachUnit['line']): string {
  if (!l || l.minScore === null) return ''
  return `${l.year}年${l.minScore}分${l.minRank !== null ? `/${fmt.format(l.minRank)}名` : ''}`
}

/**
 * The summary of one college for one candidate from its units' own chances. `unitWord` names the units
 * (专业组, 专业, 院校志愿) in the sentence; `specialLeftOut` counts special-plan units not passed in, or lists their plan
 * types (高校专项, 中外合作 …) so the sentence names them;
 * `withChances` false (the free tier, ADR 045) names each unit's tier and line without its chance; `withoutChancesWhy`
 * says why there is none where it is not the free tier (a candidate placed by 线差, ADR 165).
 */
export function collegeReach(
  units: readonly ReachUnit[],
  unitWord = '专业组',
  specialLeftOut: number | readonly string[] = 0,
  withChances = true,
  withoutChancesWhy = `每个${unitWord}的录取概率为会员功能`,
): CollegeReach {
  const ordinary = units.filter((u) => u.planType === ORDINARY)
  const assessed = ordinary.filter((u) => u.eligible && !u.flagged && u.probability !== null)
  const within = assessed.filter((u) => u.tierName !== '').sort((a, b) => b.probability! - a.probability!)
  const beyond = assessed.filter((u) => u.tierName === '' && u.probability! < 0.5).length
  // tier-less and likely: so sure it would waste a slot (the lists leave those out too)
  const surer = assessed.filter((u) => u.tierName === '' && u.probability! >= 0.5).length
  const unassessed = ordinary.length - assessed.length
  // special units the caller left out of `units` (they need an eligibility) are still named in the sentence
  const leftOut = typeof specialLeftOut === 'number' ? specialLeftOut : specialLeftOut.length
  const special = units.length - ordinary.length + leftOut
  const parts: string[] = []
  const onlyCollegeLine = ordinary.length > 0 && ordinary.every((u) => u.collegeLine !== undefined)
  if (ordinary.length === 0) parts.push(`没有普通类${unitWord}`)
  else if (onlyCollegeLine && within.length > 0) parts.push(`数据里没有该校的${unitWord}，只有院校线：${reachText(within[0]!, withChances)}`)
  else if (within.length === 0) parts.push(`${ordinary.length}个普通类${unitWord}中，没有一个在你的冲稳保范围内`)
  else {
    const named = within.slice(0, 4).map((u) => reachText(u, withChances))
    parts.push(`${ordinary.length}个普通类${unitWord}中，在你冲稳保范围内的有${within.length}个：${named.join('；')}${within.length > 4 ? '等' : ''}`)
  }
  // with none within reach the higher units are not "another" group: "其中" them (all of them: "都")
  const higher = within.length === 0 ? (beyond === ordinary.length ? `其中${beyond}个都` : `其中${beyond}个`) : `另有${beyond}个${unitWord}`
  if (beyond > 0) parts.push(`${higher}往年线更高，${withChances ? '概率低于冲的下限' : '超出冲的范围'}`)
  if (surer > 0) parts.push(`${surer}个${unitWord}把握过大（几乎必录，志愿表里不必占位）`)
  if (unassessed > 0) parts.push(`${unassessed}个无法估算（不能报、没有可比的往年线或线被标为另一通道）`)
  if (special > 0) parts.push(specialSentence(special, units, specialLeftOut))
  const college = within.find((u) => u.collegeLine !== undefined)
  if (college) parts.push(collegeLineSentence(college, unitWord))
  const members = withChances ? '' : `；${withoutChancesWhy}`
  return { within, beyond, unassessed, special, summary: `${parts.join('；')}。各${unitWord}按各自的线分别录取，没有全校统一的录取概率${members}` }
}

function reachText(u: ReachUnit, withChances: boolean): string {
  return `${unitWithMajors(u)}${withChances ? `约${chanceText(u.probability!)}` : ''}（${riskWords(u.tierName)}${lineText(u.line) ? `，${lineText(u.line)}` : ''}）`
}

/**
 * What a college's own line is worth where the batch is filled by 专业组 (ADR 127): the lowest line of the whole college
 * that year — before the reform (河南 2024) the 院校投档线, set by whichever major its last admitted candidate took. 北京协和
 * 医学院's 河南 2024 理科 line 609/18,059 is such a line; where the sources give its majors (浙江, 山东 2025) 护理学 is its
 * lowest by far (608/43,363 and 589/33,242 beside 药学's 652/10,351 and 648/3,962). So the chance is its easiest group's.
 */
function collegeLineSentence(u: ReachUnit, unitWord: string): string {
  const what = u.collegeLine === 'old-model' ? '旧高考（文/理科）的院校投档线' : '院校最低线'
  return `院校线是${what}，即该校当年最低录取专业的线；现在按${unitWord}分别录取，其他${unitWord}的线通常更高，数据里没有：这个概率只对应其中最容易录取的一个${unitWord}`
}

/**
 * The special-plan units left out, named by plan type where every one is known (「4个特殊计划单位（高校专项2个、中外合作2
 * 个）需专门资格，不计入，也不估算录取概率」): a family told only 「专项、中外合作等」 cannot tell whether the 574 it saw was
 * one of them, nor that no chance above is theirs.
 */
function specialSentence(special: number, units: readonly ReachUnit[], leftOut: number | readonly string[]): string {
  const types = [...units.filter((u) => u.planType !== ORDINARY).map((u) => u.planType), ...(typeof leftOut === 'number' ? [] : leftOut)]
  if (types.length !== special) return `${special}个专项、中外合作等特殊计划单位需专门资格，不计入`
  const byType = new Map<string, number>()
  for (const t of types) byType.set(t, (byType.get(t) ?? 0) + 1)
  const named = [...byType].map(([t, n]) => `${t}${n}个`).join('、')
  return `${special}个特殊计划单位（${named}）需专门资格，不计入，也不估算录取概率`
}
