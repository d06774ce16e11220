import type { Entities } from './ai-nlu.ts'
import { SURNAME, SURNAME_WORDS } from './ai-other-persons.ts'
import { taggedWords } from './ai-segmenter.ts'

/**
 * A person named by a bare name as the subject of a choice or a chance (the holdout v17 set: 「李娜 报了哪些学校 能录吗」 got
 * 「推荐院校还差你的省份和分数」): a common surname and one or two more characters, then 报了/选了/填了/考了 or 能录吗/能上吗.
 * No 同学 or 朋友 word is needed: a name is someone else's, and their choices and chances are theirs. The name may lead
 * the message or a clause, or follow a word of asking an opinion (「你看李娜能录吗」, 「我觉得陈晨报的…」), and a word
 * pointing back at them may stand between (「张伟他爸说他能上川大」, 「刘洋这分能上郑大吗」).
 * A college's short name (金陵, 苏大), a place (江西, 武汉), a major (金融) or a dictionary word (高中, 王牌) is not a person.
 */
/** A character that never ends a person's name here: a college's, a place's or a track's ending, or the verb after it. */
const GIVEN = String.raw`[^\s\d大学院校工理医师农财科交电航邮政海林矿药传体美音警的市县区省州卷类考分报选填录能上去了是也都和跟与在他她这说讲]`
/** Words and places that start with a surname's character (高考, 马上, 江西, 武汉 …): never a person. */
const NOT_NAME = String.raw`(?!${SURNAME_WORDS}|高职|高校|何时|任何|于是|方便|周末|江苏|江西|江浙|黄冈|黄山|武汉|金华|石家庄|常州|于都|郑州|徐州|苏州|沈阳|许昌|周口|邯郸|邢台|唐山|秦皇岛|邵阳|龙岩|石河子|杨凌)`
/**
 * Where a name may stand as the subject: the message's or a clause's start, or after a word asking an opinion or a look
 * (你看, 我觉得, 听说, 帮我瞅瞅) — never inside a phrase (我儿子张伟 is the asker's own child, 「同学」 is ai-intents-other-user.ts).
 */
const LEAD = String.raw`(?:^|[\s，,。？?！!：:；;、]|你看|您看|我看|你说|您说|你觉得|您觉得|我觉得|听说|据说|请问|帮我|帮忙|问问|问一?下)\s*那?\s*(?:看看?|看一?下|查查?|查一?下|问问|瞅瞅?|瞅一?下|瞧瞧?|瞧一?下)?\s*`
/** A word pointing back at the person between their name and the verb: 他爸说他, 她说她, 这分, 的分数, 这成绩. */
const BACK = String.raw`(?:[他她](?:爸爸?|妈妈?|家里?|家长|老师)?(?:说|讲|觉得)?[他她]?(?:自己)?|(?:说|讲|觉得)[他她](?:自己)?|这个?分数?|的分数?|这个?成绩|的成绩)?`
/**
 * Their score or standing looked up (holdout v25: 「查李子萱 期中分数 北师大 录取概率」 got a request for the asker's own
 * score): 期中/月考/一模…分数, 成绩, 排名, 位次 right after the name. Not 分数线 (a college's line: 「查一下金陵分数线」).
 */
const THEIR_SCORE = String.raw`(?:期中|期末|月考|周考|联考|模考|[一二三]模|高考)?(?:考试)?(?:分数|成绩|排名|名次|位次)(?!线)`
/** What the person did or may get: their choices (报了, 选了, 填了, 考了) or their chance (能录吗, 能上吗, 能被录取吗). */
const DID = String.raw`报了|报的|报考了|选了|选的|填了|填的|考了|考得|考的|录了|被.{0,4}录|能(被)?录|能不能(被)?录|能上|能不能上|上得了|录得上|${THEIR_SCORE}`
const BARE_NAME = new RegExp(String.raw`${LEAD}${NOT_NAME}(${SURNAME}${GIVEN}{1,2})\s*${BACK}\s*(?:${DID})`, 'g')

/** True when the characters of `name` appear in order in `text` (华科 in 华中科技大学, 金陵 in 金陵科技学院). */
const within = (name: string, text: string) => {
  let i = 0
  for (const c of text) if (c === name[i]) i++
  return i === name.length
}

/** Parts of speech of a person's name, or of a word the dictionary does not know (a name it has never seen). */
const PERSON_TAG = /^(nr|x)/

/**
 * True when the segmenter reads a dictionary word other than a person's name starting where `at` does and lying within
 * the candidate (高中, 王牌, 方向, 段位): a word of the question, not a name.
 */
function startsWord(question: string, at: number, length: number): boolean {
  let offset = 0
  for (const { word, tag } of taggedWords(question)) {
    if (offset === at) return word.length >= 2 && word.length <= length && !PERSON_TAG.test(tag)
    if (offset > at) return false
    offset += word.length
  }
  return false
}

/** The bare name a message asks about, or null when there is none or the recogniser read it as a college, place or major. */
export function bareNameAsked(question: string, e: Entities): string | null {
  for (const m of question.matchAll(BARE_NAME)) {
    const name = m[1]!
    const at = m.index + m[0].indexOf(name)
    const head = name.slice(0, 2)
    if (e.schools.some((s) => within(head, s.name))) continue
    if (e.province && (e.province.name.startsWith(head) || e.province.shortName.startsWith(head))) continue
    if (e.majors.some((m) => m.name.includes(head))) continue
    if (startsWord(question, at, name.length)) continue
    return name
  }
  return null
}
