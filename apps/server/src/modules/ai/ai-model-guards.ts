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
