import type { Intent } from './ai-intents.ts'
import { intents } from './ai-intents.ts'

/**
 * A chance asked for someone else (holdout v20: 「我同学物理类590，你帮他算一下上电子科技大学的概率」 got 3 %): the issue's
 * safety rule gives a probability only to the asker, for the asker's own application. The college's public lines are
 * fine to give; the probability is not, and the first sentence says so (ADR 155).
 *
 * Someone else is a person named by their relation to the asker (同学, 朋友, 亲戚, 邻居家孩子 …), and the ask is for
 * them: 帮/替/给 them 算/估/看/测, their 概率/希望, 他/她 能上, or a terse ask led by them and their score (「同学 590 川大
 * 概率」). Bare 他/她 is not enough (「我儿子590，他能上吗」 is the
 * asker's child), and a classmate quoted as a source (「同学说郑大最低590」) or compared with (「同学去年590上了郑大，我590
 * 能上吗」) asks nothing for them.
 */
const OTHER = String.raw`(?:同学|同桌|室友|朋友|闺蜜|表[哥姐弟妹]|堂[哥姐弟妹]|亲戚(?:家)?(?:的)?(?:孩子|小孩)?|邻居(?:家)?(?:的)?(?:孩子|小孩|姐姐|哥哥)?|别人家?的?(?:孩子|小孩)|同事(?:家)?的?(?:孩子|小孩))`
const FOR_THEM = new RegExp(
  String.raw`^\s*${OTHER}\s+[^我\d]{0,12}?\d{3}(?!.*我)|(?:帮|替|给)(?:他|她|${OTHER})(?:算|估|看|瞅|瞧|测|查|预测)|(?:${OTHER}|他|她)(?:的)?(?:录取)?(?:概率|几率|可能性|希望)|(?:他|她)(?:考上|能不能|能否|能|可以|有没有可能)(?:上|考上|去|录|被录)?`,
)
const OTHER_NAMED = new RegExp(OTHER)
const CHANCE_IDS = new Set(['admission_chance', 'clarify_chance'])

export const FOR_OTHER_LEAD =
  '录取概率我只按提问者本人的分数和位次估算，不替其他人估算（也看不到任何人的账号数据）。下面是这所学校公开的往年录取数据，可以转给他/她参考；想看自己的概率，请他/她用自己的账号填写成绩后问我。'

/** The intent to answer with: a chance asked for someone else becomes the college's lines; anything else stays. */
export function chanceForOther(question: string, intent: Intent | null): { intent: Intent | null; forOther: boolean } {
  if (!intent || !CHANCE_IDS.has(intent.id) || !OTHER_NAMED.test(question) || !FOR_THEM.test(question)) return { intent, forOther: false }
  return { intent: intents.find((i) => i.id === 'admission_history') ?? intent, forOther: true }
}
