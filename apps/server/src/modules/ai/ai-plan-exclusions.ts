import { PLAN_TYPE_WORDINGS } from '@gk/domain'

/**
 * What a question rules out is not what it asks (ADR 095). 「（不含专项和中外合作）」, 「专项和中外合作的不算」,
 * 「非中外合作」, 「不是卓越学院和中外合作」 name plans only to leave them out, yet every later reader (the intent, the
 * plan type of a line, the college named) saw the plan word and answered that plan's line instead of the ordinary one.
 * The clause is taken out before anything reads the question, so the ordinary line is answered; a clause is only
 * taken when it names at least one special plan (「不是很高」 and 「除了分数」 stay). A province named only as a
 * campus (「天津校区」 of 河北工业大学) is where the college teaches, not where the candidate sits: the province name
 * goes, 校区 stays.
 */
/**
 * Every route the rows name besides the ordinary one, by the data's own wordings (@gk/domain PLAN_TYPE_WORDINGS: 闽台合作,
 * 乡村振兴, 优师, 学分互认 …) with the tail a question gives them (闽台合作项目, 乡村振兴计划); not a word about the
 * candidate (贫困户口, 少数民族考生 are who one is, not a plan ruled out).
 */
const WORDINGS = `(?:${PLAN_TYPE_WORDINGS.map((re) => re.source).join('|')})(?:合作|办学|项目|计划|专项|班|批|类)*(?<!考生)(?!户|考生|学生|生|身份|家庭|地区|县|人|区域)`
export const PLAN = `(?:国家专项|地方专项|高校专项|专项(?:计划)?|中外合作(?:办学)?|合作办学|预科班?|民族班|定向生?|公费师范生?|强基计划?|综合评价|艺术类|体育类|艺体类?|美术类|音乐类|艺术生|体育生|${WORDINGS})`
/** a non-plan route named beside a plan (卓越学院, 创新班, 国际项目): taken with the plan it is listed with */
export const ROUTE = '[\\u4e00-\\u9fff]{1,5}?(?:班|学院|项目)'
const ITEM = `(?:${PLAN}|${ROUTE})`
// 「国家专项地方专项都不符合」: plans may follow each other with no word between (a route may not: 「浙大竺可桢学院」 is a college's)
const LIST = `${ITEM}(?:[和、与及或跟/]${ITEM}|${PLAN})*`
// 「是不是专项的线」 asks about the plan: 不是 after 是 is no exclusion
// 甭 (北京话), 莫 (湘语、西南官话), 唔 (粤语), 不用/别: the same 不要 in the words people say it with
export const BEFORE = `(?:不含|不算|不包括|不包含|不计|不要|不考虑|不看|不带|排除掉?|除了?|除去|去掉|刨除|刨去|并非|(?<!是)不是|(?<![除并])非|[甭莫别](?:算|要|看|考虑)|不用(?:算|看|考虑)|唔(?:要|计|算))`
// what stands between the items and the negator: 「…的组不要」, 「…那种不考虑」, 「…个就不算咯」, Cantonese 「…嗰个唔计」,
// and who rules it out (「…那种咱不考虑」, 「…的我们都不要」, 「…孩子就不看了」)
const FILLER = '(?:的|那个|那种|那些|那几个|这种|这个|嗰个|嗰啲|个)?(?:组|专业)?(?:咱们?|我们?|俺们?|我家|孩子|娃|我哋)?(?:都|也|就|先|统统|一律)?'
// 「都不符合」: ruled out because the candidate cannot apply; 「单独算」: counted apart; 唔计/唔算/唔要: Cantonese 不算/不要
export const AFTER = `${FILLER}(?:不算|不含|不要|除外|不考虑|不包括|不计|不看|别算|排除|不符合|不够格|单独算|唔计|唔算|唔要|唔包|[甭莫别](?:算|要|看|管|考虑|理)|不用(?:算|看|管|考虑|理)|不需要|不作数|唔使(?:理|睇|计)?)(?:在内|进去|进来)?`
const RULED_OUT_BEFORE = new RegExp(`${BEFORE}的?${LIST}(?:在内)?的?`, 'g')
const RULED_OUT_AFTER = new RegExp(`${LIST}${AFTER}`, 'g')
const NAMES_PLAN = new RegExp(PLAN)

const PROVINCES =
  '北京|天津|上海|重庆|河北|山西|内蒙古|辽宁|吉林|黑龙江|江苏|浙江|安徽|福建|江西|山东|河南|湖北|湖南|广东|广西|海南|四川|贵州|云南|西藏|陕西|甘肃|青海|宁夏|新疆'
const CAMPUS = new RegExp(`(?:${PROVINCES})(?=校区)`, 'g')

/** The question without the plans it rules out, and without a province that only names a campus. */
export function dropRuledOut(question: string): string {
  const drop = (m: string) => (NAMES_PLAN.test(m) ? ' ' : m)
  return question.replace(RULED_OUT_BEFORE, drop).replace(RULED_OUT_AFTER, drop).replace(CAMPUS, '')
}
