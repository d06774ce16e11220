import type { AnswerFn } from './ai-answers-school.ts'
import { adjustmentOf, rules, type Rules } from './ai-answers-rules.ts'
import { TIE_BREAK_ASKED } from './ai-answers-tie-break.ts'
import type { Entities } from './ai-nlu.ts'
import { concepts } from './ai-concepts.ts'
import { RETRIEVAL_ASKED, ruleRetrieval } from './ai-answers-retrieval.ts'
import { ADJUSTMENT_ASKED } from './ai-intent-concepts.ts'
import { nationalRetrievalPrinciple, retrievalPrincipleOf } from '@gk/domain'

/**
 * A question about one province's rules in several parts (「海南本科批能填几个专业组？总分多少分制？」, 「江苏是几加几，
 * 赋分吗，总分多少」, 「湖南能填多少个志愿，分数一样怎么排」): the intent list picks one answer, so every part but one
 * was left unanswered, and a total or a 赋分 asked of a named province got the all-province text. Each part asked is
 * found by its words and answered from the province's own rules (province_rules: the domain's dated facts,
 * domain-rules.md §1), in the order asked — as ai-facts-parts.ts does for one college.
 */

/** The intents a rule question lands on; a question naming a college or a major is not one about rules (a number may
 * be the total itself: 「海南总分是不是900」). */
const RULE_INTENTS = new Set([
  'province_filling',
  'province_batches',
  'province_exam_model',
  'concept_total_score',
  'concept_fufen',
  'concept_new_exam',
  'concept_parallel',
  'tie_break',
  // 「上海能填几个专业组，调剂范围是什么」: the slots and the 调剂, not the 调剂 alone (dev v18)
  'concept_adjustment',
  // 「四川本科志愿怎么填的？能填几个专业组…投档规则是怎样？」: the group named in the slots asked (ADR 156)
  'concept_major_group',
])

const PARTS: { id: string; words: RegExp }[] = [
  {
    id: 'province_filling',
    words:
      /志愿模式|填报模式|填报方式|志愿数量|几个志愿|多少个?志愿|志愿个数|志愿数|专业组数|(?:多少|几|好多)个?(?:院校)?专业组|志愿.{0,6}(多少|几)个|[填报](多少|几)个|(多少|几)个?(专业组|院校专业组)|几个院校|几个学校|每个志愿几个专业/,
  },
  { id: 'province_exam_model', words: /几加几|3\+1\+2|3\+3|新高考|老高考|文理分科|分文理|考试模式|高考模式|考几门|考哪几[门科]/ },
  // 「总分相同看哪科」 is the tie-break, not the total asked
  { id: 'rule_total', words: /总分(?!.{0,2}(相同|一样|相等|持平))|满分|分制|总成绩(?!.{0,2}(相同|一样))|一共多少分|总共多少分/ },
  { id: 'rule_grading', words: /[赋付]分|等级分|标准分|转换分/ },
  { id: 'rule_parallel', words: /顺序志愿|平行还是|还是平行|顺序还是|是不是平行|平行的吗|是平行志愿(吗|嘛|么|不|[？?]|$)/ },
  { id: 'tie_break', words: TIE_BREAK_ASKED },
  { id: 'province_batches', words: /哪些批次|几个批次|有哪些批|批次设置|分几批|几批/ },
  { id: 'concept_adjustment', words: ADJUSTMENT_ASKED },
  // the province's own 投档 principle (四川: 位次优先), not the national one (ADR 156)
  { id: 'rule_retrieval', words: RETRIEVAL_ASKED },
]

/** Parts one answer already says: the model's answer gives the total too. */
const SAID_BY: Record<string, string[]> = { province_exam_model: ['rule_total'] }

/**
 * The rule parts a question asks of one province, in the order asked; none means the intent's own answer. One part is
 * enough when the intent would answer something else (「内蒙古是顺序志愿还是平行志愿」 landed on the slots) or the
 * all-province text (「西藏高考总分是多少」, 「辽宁赋分怎么算」).
 */
export function rulesParts(question: string, intentId: string, e: Entities): string[] {
  if (!RULE_INTENTS.has(intentId) || !e.province || e.schools.length || e.majors.length) return []
  const found = PARTS.map((p) => ({ id: p.id, at: question.search(p.words) }))
    .filter((p) => p.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((p) => p.id)
  const parts = found.filter((id) => !found.some((other) => SAID_BY[other]?.includes(id)))
  if (parts.length >= 2) return parts
  // 调剂 asked beside a rule the intent answers itself (「一个组几个专业，调剂会调到哪」): that answer says 调剂 too
  // 调剂 alone asked of a province is the province's 调剂: none in 专业+院校 mode (ADR 156)
  // 调剂 asked with 退档 (「山东每个学校都要勾服从调剂吧？不然会被退档？」, v24): the province's 调剂 answers both, and none
  // where each 志愿 is one 专业+院校; the national 退档 text would tell 山东 its 调剂 stays inside a group
  if (parts[0] === 'concept_adjustment') return intentId === 'concept_adjustment' || intentId === 'concept_parallel' ? parts : []
  return parts.length === 1 && parts[0] !== intentId ? parts : []
}

const percent = (share: number) => `${Math.round(share * 100)}%`

/** What the total is made of, by the province's model (domain-rules.md §1.2). */
function totalParts(r: Rules): string {
  const c = r.GradeConversion
  if (!r.IsNewExam) return '语文、数学、外语各 150 分，文综或理综 300 分'
  if (c?.Method === 'standard-score') return `各科成绩按全省排名换算为标准分，再合成综合标准分，满分 ${r.TotalScore} 分，和 750 分制省份的分数不能直接比较`
  const top = c?.Bands[0]?.High ?? 100
  if (r.ExamModel === '3+1+2') return '语文、数学、外语各 150 分，首选科目（物理或历史）100 分按原始分，两门再选科目各 100 分按等级赋分'
  return `语文、数学、外语各 150 分，3 门选考科目各 ${top} 分（按等级计分）`
}

const ruleTotal = (r: Rules) => `**${r.ProvinceName}${r.Year}年高考总分 ${r.TotalScore} 分**：${totalParts(r)}。`

/** The province's own conversion: bands of a 赋分 (3+1+2, 山东), fixed levels (浙江, 上海, 北京, 天津) or 海南's 标准分. */
function ruleGrading(r: Rules): string {
  const c = r.GradeConversion
  const head = `**${r.ProvinceName}${r.Year}年**（${r.ExamModel}）`
  if (!r.IsNewExam || !c) return `${head}是文理分科，各科按原始分计入总分，没有赋分。`
  const unverified = c.IsUnverified ? '\n\n> 这一省的等级细则尚待核实，请以省考试院当年公布的办法为准。' : ''
  if (c.Method === 'standard-score')
    return `${head}不用等级赋分，用**标准分**：各科按考生在全省的排名换算为标准分，再合成综合标准分（满分 ${r.TotalScore} 分）。${unverified}`
  const which = r.ExamModel === '3+1+2' ? '首选科目（物理/历史）按原始分计入；化学、生物、思想政治、地理（再选科目）' : '3 门选考科目'
  if (c.Method === 'fixed-levels') {
    const first = c.Bands[0]!
    const last = c.Bands.at(-1)!
    return `${head}${which}按全省排名分为 **${c.Bands.length} 个等级**，每级一个固定分：最高 ${first.Label} 等 ${first.High} 分，最低 ${last.Label} 等 ${last.High} 分，相邻等级差 ${first.High - c.Bands[1]!.High} 分。${unverified}`
  }
  const rows = c.Bands.map((b) => `| ${b.Label} | ${percent(b.Share)} | ${b.High}–${b.Low} |`)
  return [
    `${head}${which}按全省排名分为 **${c.Bands.length} 个等级**赋分，在等级区间内按原始分等比例换算：`,
    '',
    '| 等级 | 人数比例 | 赋分区间 |',
    '| --- | --- | --- |',
    ...rows,
    ...(unverified ? [unverified.trim()] : []),
  ].join('\n')
}

/** 平行 or 顺序: every province's 本科 main batch is 平行志愿 (domain-rules.md §1.3, §2); some 提前批 are 顺序. */
function ruleParallel(r: Rules): string {
  const main = r.Batches.find((b) => /本科/.test(b.Name) && b.MaxWishes > 0)
  const unit = /专业.{0,3}院校/.test(r.FillingModeName) ? '“专业（类）+院校”' : r.FillingModeName.includes('专业组') ? '院校专业组' : '院校'
  const slots = main ? `${main.Name}可填 ${main.MaxWishes} 个${unit}志愿，` : ''
  // 四川 files by 位次 (位次优先): the province's own words where it has them (ADR 156)
  const p = retrievalPrincipleOf(r.ProvinceName) ?? nationalRetrievalPrinciple
  return `**${r.ProvinceName}${r.Year}年**本科批是**平行志愿**：${slots}按“${p.principle}”检索，${p.orderedBy}到了就投第一个能投的志愿。顺序志愿只在部分省份的提前批个别段次使用，以省考试院当年的招生办法为准。`
}

const fromRules =
  (write: (r: Rules) => string): AnswerFn =>
  async (plan, e) => {
    const r = await rules(plan, e)
    if (typeof r === 'string') return r
    const text = write(r)
    // the rule's wording (150 分, 300 分) is the reference it rests on, as a tool's output is for data
    plan.outputs.push(text)
    return text
  }

/** The answers of the parts this file adds; the others are the intents' own. */
export const ruleAnswers: Record<string, AnswerFn> = {
  rule_total: fromRules(ruleTotal),
  rule_grading: fromRules(ruleGrading),
  rule_parallel: fromRules(ruleParallel),
  rule_retrieval: ruleRetrieval,
  // what 服从调剂 means is the same in every province, but whether there is any is the province's mode (ADR 156)
  concept_adjustment: fromRules((r) => adjustmentOf(r, concepts.concept_adjustment!)),
}
