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
/** 再多考10分, 再加十分, 提高10分, 少考5分, 低20分: the change to the earlier score, signed; null when none is said. */
export function scoreChange(question: string): number | null {
  const m = /(再|多|提高|加|涨|高|少|低|掉|减)(?:考|了|出|个)?\s*(\d{1,2}|十|拾|五|伍|二十)\s*分/.exec(question)
  if (!m) return null
  const size = /^\d+$/.test(m[2]!) ? Number(m[2]) : (TEN[m[2]!] ?? 0)
  if (!size) return null
  return /少|低|掉|减/.test(m[1]!) ? -size : size
}

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

/** A reply that states (profile_note) yet asks for more in a conversation: 「物理类的本科和专科也说一下」. */
export const asksMore = (question: string) => /说一下|说说|呢|也|再|看看|查|都要|分别/.test(question)

/** the batch words of a batch line question (本科和专科, 二批, 特控) */
const BATCH_WORDS = /本科|专科|高职|一本|二本|特控|特殊类型|一段|二段|[一二三]批/g

/**
 * What a follow-up's answer needs of the earlier turn, in that turn's words: 「那近三年呢」 after 「同济02组的投档线」 asks
 * the lines of the unit it named (a group, a 试验班), and 「去年和今年分别是多少」 after 「河南物理类本科线是多少」 the
 * batch it named. Added after this question, so what this one says comes first. `earlier` is newest first.
 */
export function unitAsked(question: string, intent: string, earlier: string[], namesSchool: (text: string) => boolean): string {
  if (intent === 'batch_line') {
    if (question.match(BATCH_WORDS)) return question
    const words = earlier.map((t) => t.match(BATCH_WORDS)).find(Boolean)
    return words ? `${question} ${[...new Set(words)].join('')}线` : question
  }
  if (intent !== 'admission_history' || namesSchool(question)) return question
  const named = earlier.find(namesSchool)
  return named ? `${question} ${named}` : question
}
