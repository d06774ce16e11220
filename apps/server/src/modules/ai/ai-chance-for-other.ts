import type { Intent } from './ai-intents.ts'
import { intents } from './ai-intents.ts'
import { RELATION } from './ai-other-persons.ts'

/**
 * A chance asked for someone else (holdout v20: 「我同学物理类590，你帮他算一下上电子科技大学的概率」 got 3 %): the issue's
 * safety rule gives a probability only to the asker, for the asker's own application. The college's public lines are
 * fine to give; the probability is not, and the first sentence says so (ADR 155), on both engines (ADR 156).
 *
 * Someone else is a person named by their relation to the asker (the one list of ai-other-persons.ts: 同学, 朋友, 亲戚,
 * 邻居家孩子, 我哥 …), and the ask is for them. Bare 他/她 is not enough (「我儿子590，他能上吗」 is the asker's child), and
 * a classmate quoted as a source (「同学说郑大最低590」) or compared with (「同学去年590上了郑大，我590能上吗」) asks
 * nothing for them.
 */
/** Someone by their relation to the asker, with 家的孩子 after it: 邻居家的孩子, 我哥家孩子, 别人的孩子. */
const OTHER = String.raw`(?:${RELATION})(?:家)?(?:的)?(?:孩子|小孩|娃|姐姐|哥哥)?|别人家?的?(?:孩子|小孩)`
/**
 * Asked for them: a message led by them and their score, in any voice (「同学 河南 物理 600 郑大 概率」, 「我哥 湖北 历史
 * 550 武大 几成」, 「我同学590川大有戏吗」) with no 我 after the score (「同学去年590上了郑大，我590能上吗」 is the
 * asker's own) and no 说 before it (a source quoted); 帮/替/给 them 算/估/看; their 概率/希望/把握; 他/她 能上.
 */
const FOR_THEM = new RegExp(
  String.raw`^\s*(?:我|俺|咱)?(?:的|家)?(?:${OTHER})[\s，,：:]*[^我\d说讲听]{0,12}?\d{3}(?!.*我)|(?:帮|替|给)(?:我|俺)?(?:他|她|${OTHER})(?:算|估|看|瞅|瞧|测|查|预测|推荐|选|挑|找|参谋|规划|填|报)|(?:${OTHER}|他|她)(?:的)?(?:录取)?(?:概率|几率|可能性|希望|把握|机会|胜算)|(?:他|她)(?:考上|能不能|能否|能|可以|有没有可能|有戏|稳不稳|稳吗)(?:上|考上|去|录|被录)?`,
)
const OTHER_NAMED = new RegExp(OTHER)
const CHANCE_IDS = new Set(['admission_chance', 'clarify_chance'])
/** Lists with a chance per row: kept as lists for someone else, their probabilities left out (the lines stay). */
const LIST_IDS = new Set(['recommend_schools'])

export const FOR_OTHER_LIST_LEAD =
  '录取概率我只按提问者本人的分数和位次估算，不替其他人估算（也看不到任何人的账号数据）。下面按这个分数的位次列出冲/稳/保的院校和它们公开的往年录取线，不含概率，可以转给他/她参考；想看概率，请他/她用自己的账号填写成绩后问我。'

export const FOR_OTHER_LEAD =
  '录取概率我只按提问者本人的分数和位次估算，不替其他人估算（也看不到任何人的账号数据）。下面是这所学校公开的往年录取数据，可以转给他/她参考；想看自己的概率，请他/她用自己的账号填写成绩后问我。'

/** Whether a message asks something for someone else named by their relation (the model path has no intent to go by). */
export const askedForOther = (question: string) => OTHER_NAMED.test(question) && FOR_THEM.test(question)

/**
 * The intent to answer with and the answer's first sentence: a chance asked for someone else becomes the college's lines,
 * a list stays a list without its probabilities (Plan.probabilityWithheld), each led by why; anything else stays. The
 * question is read as typed and as the engine reads it: a terse follow-up (「同学 590 电子科大 概率」 after a line asked) is
 * read as the earlier question changed, and the person it was for is no longer in it (v20).
 */
export function chanceForOther(question: string | readonly string[], intent: Intent | null): { intent: Intent | null; forOther: boolean; lead: string | null } {
  const texts = typeof question === 'string' ? [question] : question
  if (!intent || !(CHANCE_IDS.has(intent.id) || LIST_IDS.has(intent.id)) || !texts.some(askedForOther)) return { intent, forOther: false, lead: null }
  if (LIST_IDS.has(intent.id)) return { intent, forOther: true, lead: FOR_OTHER_LIST_LEAD }
  return { intent: intents.find((i) => i.id === 'admission_history') ?? intent, forOther: true, lead: FOR_OTHER_LEAD }
}
