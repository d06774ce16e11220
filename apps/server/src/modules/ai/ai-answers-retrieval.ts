import { retrievalPrincipleOf, type RetrievalPrinciple } from '@gk/domain'
import type { AnswerFn } from './ai-answers-school.ts'
import { concepts } from './ai-concepts.ts'

/**
 * 投档规则 asked of a province (「四川…投档是分数优先吗」, 「是看分数还是看啥子」, 「四川 投档规则」; v20): the province's
 * own principle where it words one (四川 files by 位次, not by score: 「位次优先、遵循志愿、一轮投档」), from the domain's
 * table (packages/domain policy/retrieval-principle.ts, domain-rules.md §2.1); else the national principle, the concept's
 * text. A 分数优先 the question takes for granted is corrected where the province orders by 位次 (ADR 156).
 */
export const RETRIEVAL_ASKED =
  /投档(?:的)?(?:规则|原则|顺序|方式|办法|机制)|怎么投档|如何投档|投档是(?:怎么|按|看|分数|位次)|(?:分数|位次)优先|(?:看|按)(?:分数|位次|分)还是|是(?:看|按)(?:分数|位次)(?:吗|嘛|么|还是)/
const SCORE_FIRST_ASKED = /分数优先|(?:看|按)(?:分数|分)还是|是(?:看|按)分数/

/** The province's principle in words, or null when only the national one is in the data. */
export function principleText(p: RetrievalPrinciple, question: string): string {
  const year = p.year ? `（${p.year}年规定）` : ''
  const corrected = p.orderedBy === '位次' && SCORE_FIRST_ASKED.test(question) ? `不是“分数优先”，${p.province}是**位次优先**。` : ''
  return [
    `${corrected}**${p.province}**本科平行志愿按“**${p.principle}**”投档${year}：`,
    '',
    `1. 考生按${p.orderedBy === '位次' ? '**位次**从前到后' : '**分数**从高到低'}排队；`,
    '2. 轮到你时，按你填的志愿顺序依次检索，遇到第一个还有名额且符合条件的志愿就投档；',
    `3. ${p.rounds ? `${p.rounds}：` : ''}投档后如果被退档，本批次的其他志愿不再检索，只能参加征集志愿或后续批次录取。`,
    '',
    `> 来源：${p.source}${p.year ? `（${p.year}年）` : ''}。`,
  ].join('\n')
}

export const ruleRetrieval: AnswerFn = async (plan, e, question) => {
  const own = e.province ? retrievalPrincipleOf(e.province.shortName) : null
  const text = own ? principleText(own, question) : concepts.concept_parallel!
  // the rule's wording is the reference it rests on, as a tool's output is for data
  plan.outputs.push(text)
  return text
}
