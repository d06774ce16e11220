import { answerOf, readQuestion } from './ai-builtin-engine.ts'
import { concepts } from './ai-concepts.ts'
import { answerFactsParts } from './ai-facts-parts.ts'
import type { EngineInput, Plan } from './ai-plan.ts'
import { rulesParts } from './ai-rules-parts.ts'

/** Rule intents whose built-in answer is a named province's own rules (province_rules), not a text for every province. */
const PROVINCE_RULES = new Set(['province_filling', 'province_batches', 'province_exam_model', 'tie_break'])

/**
 * The rule text the built-in engine answers a rule question with, for the model engine: the model explains the same rule,
 * and its numbers (105%, 750, the 赋分 bands, a province's slots) are grounded on that text. A province named
 * (「辽宁赋分怎么算」, 「福建能填多少个志愿，分数一样怎么排」) gets that province's own parts, read from its rules through `plan`
 * as the built-in engine answers them (ADR 109), before the text for every province; else that text (投档/退档, 调剂,
 * 赋分, 总分). Before this (ADR 117) the model got the text for every province alone, or nothing for a province's slots.
 */
export async function ruleTextOf(raw: EngineInput, plan: Plan): Promise<string | null> {
  const { input, intent, entities: e } = await readQuestion(raw)
  if (!intent) return null
  const parts = rulesParts(input.question, intent.id, e)
  const general = concepts[intent.id] ?? null
  if (parts.length) {
    const own = await answerFactsParts(parts, (id) => answerOf(id)!, plan, e, input.question)
    // the text for every province after it, for what the question asks beyond the province (「全国都是750吗？上海呢」)
    return general ? `${own}\n\n各省通用的说明（${e.province!.shortName}以上面的规则为准）：\n${general}` : own
  }
  // the 首选 rule (ADR 159) is one text for every 3+1+2 province, written by its answer from the tracks the question says
  const own =
    (PROVINCE_RULES.has(intent.id) && e.province && !e.schools.length && !e.majors.length) || intent.id === 'track_cross' ? answerOf(intent.id) : undefined
  return own ? own(plan, e, input.question) : general
}
