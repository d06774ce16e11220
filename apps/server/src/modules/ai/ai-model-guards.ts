/**
 * Checks of a model's finished answer that the built-in engine meets by construction (its templates never
 * write them). A model's answer that fails one is not shown: the built-in engine answers instead.
 */

/** Routes an ordinary applicant does not take: the words isFillable (ai-safety.ts) refuses a probability for. */
const SPECIAL_ROUTE = /专项|预科|中外合作|合作办学|民族班|定向|公费师范|强基|综合评价|高校专项/
/** A probability stated: “约 62%”, “百分之六十”, “六成把握”. */
const PROBABILITY = /\d{1,3}(?:\.\d+)?\s*[%％]|百分之[零一二三四五六七八九十百\d]+|[一二三四五六七八九十]成(把握|机会|希望|概率|可能)/
/** A sentence that refuses the probability rather than stating it (「专项不给录取概率」). */
const REFUSES = /不(给|能|会|适用|代表|用来|可用|宜)[^。；;！？\n]{0,12}(概率|估算|估计)|没有(录取)?概率/

/**
 * Sentences (or table rows) that put a probability beside a special plan or a 中外合作 programme. The tools give a
 * probability only for an ordinary unit the candidate can fill (isFillable); a model that writes one next to 国家专项
 * or 中外合作 has moved an ordinary unit's number onto a route it does not describe (issue 31, item 5: the same
 * safety rules on the model path).
 */
export function specialRouteProbabilities(answer: string): string[] {
  return answer
    .split(/[。；;！？!?\n]/)
    .filter((sentence) => SPECIAL_ROUTE.test(sentence) && PROBABILITY.test(sentence) && !REFUSES.test(sentence))
    .map((s) => s.trim())
}

/** A sentence naming the route that says no probability comes from it (「国家专项不给概率」, 「以上概率不含专项」). */
const NO_ESTIMATE = /不(会|给|用|计入|估算|代表|含|包括|适用)|没有.{0,6}概率|只(算|按|对)普通/

/**
 * A probability in an answer about a special route that does not say whose it is (ADR 099): 「郑大录取概率约 62%。国家专项
 * 线更低，你可以报」 has no percentage beside the plan, yet leaves the reader to take it for the plan's. The built-in engine
 * calls its percentages 普通类 and says, in a sentence naming the plan, that none is estimated from it; a model's answer
 * to a question or an answer naming a special route must do both, or it is not shown.
 */
export function unseparatedSpecialRoute(answer: string, question: string): boolean {
  if (!PROBABILITY.test(answer) || !(SPECIAL_ROUTE.test(answer) || SPECIAL_ROUTE.test(question))) return false
  const ordinary = /普通类|普通批|普通(专业)?组/.test(answer)
  const kept = answer.split(/[。；;！？!?\n]/).some((s) => SPECIAL_ROUTE.test(s) && (REFUSES.test(s) || NO_ESTIMATE.test(s)) && !PROBABILITY.test(s))
  return !(ordinary && kept)
}

/**
 * Sentences that state a probability (not the ones refusing one): an answer to a chance asked for someone else must have
 * none (ADR 156); a model that writes one anyway is not shown, and the built-in engine answers with the college's lines.
 */
export function statedProbabilities(answer: string): string[] {
  return answer
    .split(/[。；;！？!?\n]/)
    .filter((sentence) => PROBABILITY.test(sentence) && !REFUSES.test(sentence))
    .map((s) => s.trim())
}
