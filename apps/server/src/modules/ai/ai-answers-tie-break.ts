import { retrievalPrincipleOf, tieBreakOf, tieBreakRules, type TieBreakRule } from '@gk/domain'
import type { AnswerFn } from './ai-answers-school.ts'

/**
 * 同分排序 asked (「X同分怎么排」「分数一样谁先投档」, ADR 094; 「考一样分哪个先被投」, the same asked the other way round, ADR 101): the province's rule from the domain's table
 * (packages/domain policy/tie-break.ts), subjects in order. A province whose rule is not in the data is said so,
 * with the rules the data holds shown as such (not as that province's), and the examination authority named.
 */
const TIE_BREAK_WORDS =
  /同分.{0,8}(排|怎么|咋|如何|谁|哪个|先|比|看|规则|顺序|位次)|(分数|总分|成绩|分)(一样|相同|相等|持平).{0,12}(排|谁|哪个|先|后|怎么|咋|如何|比|看)|(一样|相同|同样)的?(分数|总分|成绩|分).{0,10}(谁|哪个|哪一个|哪位).{0,4}(先|前|排|投|录)|同分考生|同分排序/
/**
 * How many share a score (同分多少人, 同分的有几个人, 同分人数) is a count the 一分一段 table gives, not the rule that
 * orders them (ADR 140): read as the rule only where the rule is also asked (怎么排, 谁先, 顺序, 哪科).
 */
const SAME_SCORE_COUNT = /同分(?:的|考生)?(?:有|是)?(?:多少|几多|几)个?人|同分人数/
const RULE_ASKED = /怎么|咋|如何|谁|先后|顺序|规则|哪科|哪一科|比较/
/**
 * The rule's words, unless a count is asked with no rule word beside it: one RegExp, as the rule parts take, whose match
 * starts at the words (the parts are ordered by where each is asked).
 */
export const TIE_BREAK_ASKED = new RegExp(
  `(?<=^(?!(?=[\\s\\S]*(?:${SAME_SCORE_COUNT.source}))(?![\\s\\S]*(?:${RULE_ASKED.source})))[\\s\\S]*)(?:${TIE_BREAK_WORDS.source})`,
)

const steps = (r: TieBreakRule) => r.order.map((s, k) => `${k + 1}. ${s}`).join('\n')
const ruleText = (r: TieBreakRule) =>
  [
    `**${r.province}${r.year ? `${r.year}年` : ''}${r.track ? `${r.track}` : ''}**：总分相同时依次比较——`,
    '',
    steps(r),
    ...(r.last ? [`${r.order.length + 1}. ${r.last}`] : []),
    '',
    `> 来源：${r.source}`,
  ].join('\n')

export const tieBreak: AnswerFn = async (plan, e0) => {
  const e = await plan.withProfile(e0)
  const province = e.province?.shortName ?? null
  const own = province ? tieBreakOf(province) : []
  // the track asked, where the rule differs by track (新疆 文史类/理工类)
  const asked = e.subjectType ? own.filter((r) => !r.track || r.track.startsWith(e.subjectType!.slice(0, 1))) : own
  const rules = asked.length ? asked : own
  plan.outputs.push(JSON.stringify(rules.length ? rules : tieBreakRules))
  if (rules.length) return [...rules.map(ruleText), '同分排序只在投档时决定谁先被检索；位次相同的考生，一分一段表里是同一个区间。'].join('\n\n')
  // a province that files by 位次 (四川: 位次优先) says so: the order is its 位次, whose same-score rule the data lacks (ADR 156)
  const principle = province ? retrievalPrincipleOf(province) : null
  const byRank =
    principle?.orderedBy === '位次'
      ? `${province}投档按“**${principle.principle}**”（${principle.source}${principle.year ? `，${principle.year}年` : ''}）：考生按省考试院排定的**位次**排队，同分考生的先后也以排定的位次为准，但位次怎样排同分考生的细则数据里没有。`
      : null
  const others = [...new Set(tieBreakRules.map((r) => r.province))]
  const example = tieBreakRules[0]!
  return [
    province
      ? `本应用的数据里还没有**${province}**的同分排序规则，我不会替它编一个；请以${province}省级教育考试院当年公布的平行志愿投档办法为准。${byRank ? `\n\n${byRank}` : ''}`
      : '同分排序按省份规定，各省不同。告诉我你的省份（例如“福建同分怎么排”），我按该省的规则回答。',
    '',
    `数据里已收录的是${others.join('、')}的规则（不是${province ?? '所有省份'}的）。例如${ruleText(example)}`,
    '',
    '多数“3+1+2”省份与此相近：先比语文、数学两科之和，再比语数单科较高者、外语，然后是首选、再选科目；但顺序和细节以各省公布的为准。',
  ].join('\n')
}
