import type { Entities } from './ai-nlu.ts'

/**
 * A follow-up that changes one thing (「物理的呢」, 「再多考10分呢」, 「那专科线呢」) keeps everything else
 * of the conversation. These read what the one thing is, in words the recogniser does not take alone:
 * a track said without a province or score, and a score said as a change of the earlier one.
 */

/** 物理的呢, 那理科呢, 历史类的是多少: the track a short follow-up names (one of the two, not a major's 物理学). */
export function trackNamed(question: string): string | null {
  const physics = /物理(?![学系专竞老])|理科/.test(question)
  const history = /历史(?![学系专老上])|文科/.test(question)
  if (physics === history) return null
  return physics ? '物理类' : '历史类'
}

const TEN: Record<string, number> = { 十: 10, 拾: 10, 五: 5, 伍: 5, 二十: 20 }
/**
 * 再多考10分, 再加十分, 提高10分, 少考5分, 低20分, and as signs (「+20分呢」, 「-10分」, 「＋15」 terse): the change to the
 * earlier score, signed; null when none is said. A sign counts only before a small number with no digit ahead of it
 * (560-570分 is a range, not a change).
 */
export function scoreChange(question: string): number | null {
  const m =
    /(再|多|提高|加|涨|高|少|低|掉|减)(?:考|了|出|个)?\s*(\d{1,2}|十|拾|五|伍|二十)\s*分/.exec(question) ??
    /(?<!\d\s*)([+＋\-－])\s*(\d{1,2})(?!\d)\s*(?:分|个?分?\s*(?:呢|的话|咋样|怎么样|会怎样|[？?]|$))/.exec(question.trim())
  if (!m) return null
  // 「孩子比这个高8分」「比线高了20分」: a gap to something said, not a change of the score (holdout v28: 605 + 8 read as 613)
  // (「比现在多考10分呢」 is still a change: only a line or a thing pointed at is compared with)
  if (/比(?:这个|这条|那个|那条|它|[^，,。；;？?！!]{0,6}(?:线|投档分?|最低分?))[^，,。；;？?！!\d]{0,3}$/.test(question.slice(0, m.index))) return null
  const size = /^\d+$/.test(m[2]!) ? Number(m[2]) : (TEN[m[2]!] ?? 0)
  if (!size) return null
  return /少|低|掉|减|-|－/.test(m[1]!) ? -size : size
}

/**
 * The earlier question asked again with the score changed: 「我位次」 read the saved score (my_score), so 「+20分呢」 after it is
 * the rank of another score (score_to_rank); any other question keeps its own intent.
 */
export const withScoreChanged = <T extends { id: string }>(intent: T, e: Entities, find: (id: string) => T | undefined): T =>
  intent.id === 'my_score' && (e.score !== null || Boolean(e.scoreDelta)) ? (find('score_to_rank') ?? intent) : intent

/**
 * The score's rank read only because a province and a score were all the question had (classify's last resort, no
 * 排多少名 of its own): 「要是我考600呢」 asks no rank, so a follow-up reading it takes the earlier question's intent.
 */
export const rankByFallback = (own: { id: string; match: (q: string, e: Entities) => boolean } | null, question: string, e: Entities) =>
  own?.id === 'score_to_rank' && !own.match(question, e)

/**
 * What a short follow-up names by itself (a track, a province, a score or its change, a year, a college or
 * major): with nothing of its own to ask, it asks the earlier question again with that one thing changed.
 */
export const namesOneThing = (question: string, raw: Entities) =>
  question.length <= 24 &&
  (trackNamed(question) !== null ||
    scoreChange(question) !== null ||
    raw.province !== null ||
    raw.score !== null ||
    raw.rank !== null ||
    raw.year !== null ||
    raw.schools.length > 0 ||
    raw.majors.length > 0 ||
    /专科|本科|特控|一本|二本|高职/.test(question))

/**
 * 「华侨大学又是多少？」, 「那华大要多少」, 「武大又呢」: the earlier question's number asked again of what this turn names
 * (又/也 or 那 with 多少 and nothing else asked), not the college's overview (ADR 119).
 */
export const ASKED_AGAIN = new RegExp(
  `^(那|那么)?.{1,16}?(又|也)(是|要|得|有|该)?(多少|几多|好多|几)分?(?:呢|嘞|咧|捏|喃)?[？?]?$|^(那|那么).{1,16}?(是|要|得)?(多少|几多|好多)(?:呢|嘞|咧|捏|喃)?[？?]?$|^.{1,16}?又(?:呢|嘞|咧|捏|喃)[？?]?$`,
)
/** What a follow-up names itself, put over the earlier question's entities. */
export const pickEntities = (e: Entities): Partial<Entities> => ({
  ...(e.schools.length ? { schools: e.schools } : {}),
  ...(e.majors.length ? { majors: e.majors } : {}),
  ...(e.province ? { province: e.province } : {}),
  ...(e.score !== null ? { score: e.score } : {}),
  ...(e.rank !== null ? { rank: e.rank } : {}),
})

/** A reply that states (profile_note) yet asks for more in a conversation: 「物理类的本科和专科也说一下」. */
export const asksMore = (question: string) => /说一下|说说|呢|也|再|看看|查|都要|分别/.test(question)

/** A group's code as a question names it: before 组 (004专业组, 第504组, 第6组, 50A组), or bare with a leading 0 (006). */
const CODE_IN = /(?:第\s*)?(?<![\dA-Za-z])([A-Za-z]?\d{1,6}[A-Za-z]?)\s*号?\s*(?:专业)?[组租](?!合)|(?<![\dA-Za-z.])(0\d{1,5})(?![\dA-Za-z.])/
/**
 * 那006组呢, 006呢, 第6组, 换成006组, 504组的呢: a turn that names only a group's code. A bare number counts only with a
 * leading 0 or 第 (「那600呢」 after a rank question is a score, not a group).
 */
const GROUP_ONLY =
  /^(?:那|那么|那个|换成|换|改成|如果是|再看看?|再查一?下|看看|查查?)?\s*(第\s*)?([A-Za-z]?\d{1,6}[A-Za-z]?)\s*(号)?\s*((?:专业)?[组租])?\s*(?:的)?\s*(?:呢|嘞|咧|捏|喃|怎么样|如何|多少分?|的线|分数线?|的分数线?)?\s*[？?。！!]*$/

export function groupAskedAlone(question: string): string | null {
  const m = GROUP_ONLY.exec(question.trim())
  if (!m) return null
  const code = m[2]!
  return m[1] || m[4] || /^0|[A-Za-z]/.test(code) ? code : null
}

/**
 * 「合肥工业大学004专业组（安徽物理类）去年多少分」 then 「那006组呢」: the follow-up is that question again of group 006 —
 * the same college, province, track and year. The earlier turn (the latest, of the last four, that names a college and a
 * group) is returned with its code replaced (padded to the same width: 第6组 after 004 is 006); the question itself when
 * this turn is not a group alone or no earlier turn named one.
 */
export function groupAskedAgain(
  question: string,
  history: { role: string; content: string }[],
  read: (text: string) => string,
  namesCollege: (text: string) => boolean,
): string {
  const code = groupAskedAlone(question)
  if (!code) return question
  const earlier = history
    .filter((h) => h.role === 'user')
    .slice(-4)
    .reverse()
  for (const text of earlier.map((h) => read(h.content))) {
    const m = CODE_IN.exec(text)
    if (!m || !namesCollege(text)) continue
    const old = (m[1] ?? m[2])!
    const at = m.index + m[0].indexOf(old)
    const padded = /^\d+$/.test(code) && /^\d+$/.test(old) && code.length < old.length ? code.padStart(old.length, '0') : code
    return `${text.slice(0, at)}${padded}${text.slice(at + old.length)}`
  }
  return question
}

/** the batch words of a batch line question (本科和专科, 二批, 特控) */
const BATCH_WORDS = /本科|专科|高职|一本|二本|特控|特殊类型|一段|二段|[一二三]批/g

/**
 * What a follow-up's answer needs of the earlier turn, in that turn's words: 「那近三年呢」 after 「同济02组的投档线」 asks
 * the lines of the unit it named (a group, a 试验班), and 「去年和今年分别是多少」 after 「河南物理类本科线是多少」 the
 * batch it named. Added after this question, so what this one says comes first. `earlier` is newest first.
 */
export function unitAsked(question: string, intent: string, earlier: string[], namesSchool: (text: string) => boolean): string {
  if (intent === 'batch_line') {
    // 「物理类和历史类各多少分」 then 「跟2025年比是涨了还是降了」 (v24): both tracks again, when this turn names neither
    const both = (t: string) => /物理|理科/.test(t) && /历史|文科/.test(t)
    const tracks = !/物理|理科|历史|文科/.test(question) && earlier[0] && both(earlier[0]) ? ' 物理类和历史类' : ''
    if (question.match(BATCH_WORDS)) return `${question}${tracks}`
    const words = earlier.map((t) => t.match(BATCH_WORDS)).find(Boolean)
    return words ? `${question} ${[...new Set(words)].join('')}线${tracks}` : `${question}${tracks}`
  }
  if (intent !== 'admission_history' || namesSchool(question)) return question
  const named = earlier.find(namesSchool)
  return named ? `${question} ${named}` : question
}
