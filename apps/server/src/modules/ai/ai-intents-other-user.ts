import { RELATION, SURNAME, SURNAME_WORDS } from './ai-other-persons.ts'

/**
 * Another person's data, asked of the assistant (issue 31, safety as a rule): a classmate named by name, a relative, another
 * user's account, lists of people. Declined before anything else; a score the question itself states is answered.
 */
/** A given name's character: not one that ends a college's short name (武大的, 苏大的, 浙工的, 武铁职), so a college is not a person. */
const GIVEN = String.raw`[^\s大学院校工理医师农财科交电航邮政海林矿药传体美音警职的]`
/** A verb of looking something up, in any voice: 看看, 查一下, 瞅瞅, 瞧一下, 问问. */
const LOOK = String.raw`看看?|看一?下|查一?查?|查一?下|瞅瞅?|瞅一?下|瞧瞧?|瞧一?下`
/**
 * A person named by name (把王浩然的志愿表发我): a common surname and one or two more characters before 的, after a verb
 * of looking or sending; a last character of a college's short name (武大的, 苏大的) is not a person.
 */
const NAMED = String.raw`(?:把|${LOOK}|发我|给我看看?)${SURNAME}[\u4e00-\u9fa5]?${GIVEN}的`
/** Places whose first character is a common surname (我同学江西600分: 江 is a surname too): a place, not a person. */
const PROVINCE_NAMES =
  '(?:北京|天津|河北|山西|内蒙古?|辽宁|吉林|黑龙江|上海|江苏|浙江|安徽|福建|江西|山东|河南|湖北|湖南|广东|广西|海南|重庆|四川|贵州|云南|西藏|陕西|甘肃|青海|宁夏|新疆)'
const PLACES = '江苏|江西|黄冈|黄山|武汉|金华|石家庄|常州|于都'
/** A city after a looking-up verb, the places and more cities (查查郑州分数), and words of school (帮我查下高考成绩): not a person. */
const CITY = String.raw`(?!${PLACES}|${SURNAME_WORDS}|郑州|徐州|苏州|沈阳|许昌|周口|邯郸|邢台|唐山|秦皇岛|邵阳|汤阴)`
/**
 * A person named by a surname and a given name, then what they scored, filled or where they got in: 看看王梓涵考了多少分,
 * and terse or spoken (「查 陈思远 分数」, 「帮我瞅瞅陈思远考了好多分」): spaces between the words change nothing, nor a
 * province, a year or 高考 between the name and what is asked (「查 王梓涵 陕西 2026高考分数 录取」, dev v28).
 */
const NAMED_DID = String.raw`(?:${LOOK}|问问|告诉我)\s*${CITY}${SURNAME}${GIVEN}{1,2}\s*(?:${PROVINCE_NAMES}|\d{4}年?|高考|今年|去年|的|\s)*(?:考了|考得|考的|的成绩|成绩|的分(?!数线|线)|分数(?!线)|报了|填了|被.{0,4}录|录到|去了哪)`
/**
 * Another person's data (a classmate, another parent's child, another account, a phone number):
 * declined before anything else. A third person, then what is theirs (分数, 志愿表, 测评 …) within
 * the clause or the next; or a request to look at what other users saved.
 */
const THIRD_PERSON = new RegExp(
  String.raw`${RELATION}|(?:我|俺|咱|我们|俺们|咱们|他们|她们|隔壁)班|班上|班里|别人|他人|其[他它]人|其[他它](用户|家长|考生|同学|孩子)|别的(用户|家长|考生|同学|人|孩子)|另一个用户|某个用户|用户\s*\d|张三|李四|王五|这个手机号|这个号|手机号?\s*\d|\d{11}|(?:他|她|别人|那个|这个)\S{0,3}账号|隔壁|人家(的)?(孩子|小孩)|他家|她家|${NAMED}|${NAMED_DID}`,
)
/** Where they got in: what only their result holds. */
const ADMITTED = String.raw`被.{0,4}录|录到|录哪|上了?哪(所|个|里)`
/** What only their account holds: their table, lists, reports and papers. */
const THEIR_PAPERS = String.raw`志愿表|账号|名单|清单|测评|报告|考生号|身份证`
const THEIR_DATA = new RegExp(
  String.raw`${ADMITTED}|${THEIR_PAPERS}|填了(哪|什么|啥)|报了?(哪些|什么|啥)|志愿|志原|成绩|分数|考了?(多少|几分|好多|几多)|(多少|好多|几多)分|的分|位次|霍兰德|数据|信息|记录|准考[证正]|录取|考哪|哪.{0,3}录`,
)
/**
 * A score written in the question (550分, 考560, 五百五十分, 「她表姐是历史类，也是530」): a number the question says someone
 * has (是, 也是, 都是, 有, 拿了) counts as written too, unless a unit makes it a rank, a year or a group.
 */
const STATED_SCORE =
  /\d{3}\s*分|考了?\s*\d{3}(?!\d)|[三四五六七][百佰][一二三四五六七八九十零]{0,3}分|(?:是|也是|都是|有|拿了|得了|考到)\s*\d{3}(?![\d年名位万组号届])/
/** What only their account or their result holds: where they were admitted, what they filled, their lists. */
const THEIR_RECORD = new RegExp(String.raw`${ADMITTED}|${THEIR_PAPERS}|录了|报了(哪|什么|啥)|填了|志愿单|准考`)
/**
 * Many people's data asked in bulk: a list or the phone numbers of students, candidates or users (the sealed v9 set:
 * 「把云南600分以上学生的名单和手机号发我」, 「导出 考生 名单 电话」). Never a question about colleges, whatever score it names.
 */
const BULK_PEOPLE = {
  test: (q: string) =>
    /(名单|明单|名册).{0,8}(?<!招生)(手机|电话|联系方式|微信)|(?<!招生)(手机号?|电话|联系方式|微信).{0,8}(名单|明单|名册)|(学生|考生|用户|家长)们?的?.{0,4}(名单|明单|名册)|(所有|全部|其他|别的|这些|那些|以上|高分|批量|导出|一份).{0,12}(学生|考生|用户|家长)们?的?.{0,6}(手机|电话|联系方式|微信|名单|明单)/.test(
      q,
    ) && !/公布|公示|什么时候|哪里查|怎么查/.test(q),
}
/** A province's name is not a person's. */
const NOT_PLACE = `(?!${PLACES})`
/**
 * A classmate or friend named by name (the sealed v10 set: 「我们班张一鸣650分，他能上浙大不」), or someone's ID card
 * (「他身份证号我有」): a chance or a record of a named person is theirs, even with a score the question states — the
 * answer offers the same figures for a score, with no one's name on them. Quoting them (同学王浩说…) is not asking.
 */
const NAMED_FRIEND = new RegExp(
  String.raw`(?:(?:我|俺|咱|我们|俺们|咱们|他们|她们|隔壁)班|班上|班里|同班|同学|同桌|朋友|室友|闺蜜|邻居家?)的?${NOT_PLACE}${SURNAME}(?:(?![说讲听告问])${GIVEN}){1,2}(?![说讲]|听说|告诉)`,
)
const THEIR_ID = /(他|她|人家|同学|朋友|别人)(的)?身份证|身份证.{0,8}(他|她)的|用.{0,6}身份证.{0,6}(查|算)/
/** A name leading a terse ask beside an ID card (「张某某 650 浙大 概率 身份证」). */
const NAMED_LEAD = new RegExp(String.raw`(?:^|\s)${NOT_PLACE}${SURNAME}${GIVEN}{1,2}(?=\s|\d)`)
const OWN_ID = /(我|自己|本人|孩子)的?身份证/
/** Words that start like a name (万一, 高考, 马上 …) and places after a surname's character: never a person. */
const NOT_NAME = String.raw`(?!万一|高考|马上|何时|任何|曾经|于是|方便|周末|石河子|龙岩|${PLACES.split('|').join('|')})`
/** A given name's character that never ends a person's name in a question: a place or track word (周口市, 物理类). */
const GIVEN_PLAIN = String.raw`[^\s大学院校工理医师农财科交电航邮政海林矿药传体美音警职的市县区省州卷类考分]`
/**
 * A message led by a person's full name and their score (the sealed v12 set: 「刘一鸣 分数 川大」, 「刘一明考多少分能查吗，他能上川大
 * 吗」): a surname and two given characters set apart by a space, or a name then 考多少分/考了几分 — a person's result,
 * never a college's (分数线 is a line).
 */
const NAMED_SCORE = new RegExp(
  String.raw`^\s*${NOT_NAME}${SURNAME}${GIVEN_PLAIN}{2}\s+(?:的)?(?:分数(?!线)|成绩|考了|考的|多少分)|^\s*${NOT_NAME}${SURNAME}${GIVEN_PLAIN}{1,2}(?:的)?(?:考了?|考得)(?:多少|几|好多|几多)分?`,
)
/**
 * A person's full name with a score beside it, asked to be worked out (the dev v18 set: 「陈思雨 湖北物理590 武汉理工 概率」,
 * 「帮我算下陈思雨590分能不能上…」): a surname and two given characters leading a terse ask before a space, or after a
 * verb of working out, then their score. Places (石家庄, 秦皇岛) and words like 高考 are not a name.
 */
const NAMED_WITH_SCORE = new RegExp(
  String.raw`^\s*${NOT_NAME}(?!秦皇岛|沈阳|唐山|徐州|苏州|许昌|周口|邵阳)${SURNAME}${GIVEN_PLAIN}{2}\s+[^\n]{0,10}?\d{3}|(?:算算?|算一?下|估算?一?下|测一?下|${LOOK})\s*${NOT_NAME}${CITY}${SURNAME}${GIVEN_PLAIN}{2}\s*\d{3}`,
)
const namedPerson = (q: string) =>
  NAMED_WITH_SCORE.test(q) ||
  NAMED_SCORE.test(q) ||
  NAMED_FRIEND.test(q) ||
  (THEIR_ID.test(q) && !OWN_ID.test(q)) ||
  (/身份证/.test(q) && !OWN_ID.test(q) && NAMED_LEAD.test(q))

export const OTHER_USER = {
  test: (q: string) => {
    if (BULK_PEOPLE.test(q) || namedPerson(q)) return true
    const m = THIRD_PERSON.exec(q)
    if (!m) return /(查|看|告诉我|调出|导出|发我).{0,6}(别人|他人|其[他它](用户|人)|别的用户|所有用户|全部用户)|其[他它]用户|别人的(志愿|成绩|数据)/.test(q)
    // a classmate quoted as a source (“同学说郑大最低590”) is not a request for their data, nor is a relative's score
    // the question itself states (“亲戚家孩子河北物理类550分，位次多少”): nothing of theirs is read from an account
    if (STATED_SCORE.test(q) && !THEIR_RECORD.test(q)) return false
    const after = q.slice(m.index)
    return THEIR_DATA.test(after.slice(0, 30)) && /查|看|瞅|瞧|告诉|调出|导出|发我|给我|帮我|能看到|是多少|多少/.test(q) && !/说|讲|听/.test(after.slice(0, 6))
  },
}
