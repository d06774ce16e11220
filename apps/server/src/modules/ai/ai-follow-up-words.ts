import { COLLEGES_REFERRED } from './ai-answers-table.ts'
import { SPECIAL_PLAN } from './ai-intent-patterns.ts'
import type { Entities } from './ai-nlu.ts'
import { namesOneThing, rankByFallback } from './ai-follow-up.ts'

/**
 * The words that make a turn a follow-up of the conversation (呢 in dialect, 也, a pronoun, the same score, the years
 * again), read by the built-in engine's carry-over (ai-builtin-engine.ts); kept apart so the engine stays one job.
 */
/** 近三年, 这几年, 历年: the years of the earlier turn's question asked again */
export const YEARS_FOLLOW_UP = /近(三|3|两|2|五|5|几)年|前(三|3|几)年|这(几|三|两)年|历年|往年|每年/
/** “我560分能上吗” after a turn that named a college: the chance of that college. */
export const IMPLICIT_CHANCE = /^.{0,14}(能上吗|能不能上|上得了吗|有希望吗|稳吗|稳不稳|有戏吗|机会大吗|概率多大|能录取吗)[？?]?$/
// 「这四个学校」「这几所」「上面这些学校」: every college of that turn (COLLEGES_REFERRED, ADR 098)
// 「那他今年最低投档线多少」: 他 typed for 它, read as the college only when a college's line is what is asked of it
// (a person has a score, never a 投档线), so 「他能上吗」 about a classmate stays a person (THEM)
export const PRONOUN = new RegExp(
  `它|该校|这所(学校|大学)?|这个(学校|大学|专业)|这学校|这个专业|该专业|其中|哪个更|报哪个|(?<!其)他(?=.{0,8}(投档线|录取线|分数线|最低分|最低投档|最低录取))|${COLLEGES_REFERRED.source}`,
)
/**
 * 「离这个线还差多少」「模考440 差多少」: a score held against a line, asked as the gap; after a turn that asked a
 * province's batch line, the gap to that line (ADR 135).
 */
// 「比这个线高多少分」「高出多少」: the gap asked from above the line too (v28)
export const LINE_GAP = /还差|差(多少|几|好多|多好)分?|离.{0,6}线|距离?.{0,4}线|高出?(多少|几|好多)分?|超出?(多少|几|好多)分?|比.{0,4}线(高|低)/
/** 呢 as dialects say it (那去年嘞, 华科咧, 历史类捏, 那610喃): the same “and what about …” */
export const NE = '(?:呢|嘞|咧|捏|喃)'
export const FOLLOW_UP = new RegExp(`^(那|那么|换成|如果是|改成)?.{1,16}(${NE}|怎么样|如何)[？?]?$`)
export const BARE_FOLLOW_UP = new RegExp(`^(那|那么|换成|如果是|改成).{1,16}${NE}[？?]?$`)
/** 要是我考600, 如果换成河北, 假如位次2万: a follow-up said as a supposition, with or without 呢 */
export const WHAT_IF = /^(?:那|那么)?(?:我|孩子)?(?:要是|如果|假如|假设|万一|换成|改成)/
/** “武汉大学的呢”, “武大呢？”, “那武大咋样”: only a new name, the question is the earlier one */
export const NAMED_FOLLOW_UP = new RegExp(`^.{2,12}?的?${NE}[？?]?$|^(那|那么).{2,12}(咋样|怎么样)[？?]?$`)
/**
 * 「华中科技大学的情况也帮我看一下」, 「那东大呢，东南大学」: another college named as the earlier question's subject
 * (也/同样, or 呢 followed by the name spelt out), not a request for its overview.
 */
export const ALSO_NAMED = new RegExp(`^.{0,14}(也|同样|一样|${NE}[，,]).{0,12}$`)
/** 同样分数, 同一个分, 这个分数, 一样的成绩: the earlier turn's score, by reference */
export const SAME_SCORE_AGAIN = /(同样|同一个?|一样|相同|这个|这)的?(分数|分|成绩|位次|名次)/
/** 他/她/人家 pointing at a person (其他 is not one). */
export const THEM = /(?<!其)[他她]|人家/
/**
 * 「国家专项组呢」, 「那预科那个组是多少」: a short turn that names only a special plan asks it of the college the conversation
 * is on (the dev v18 set: the plan's general rules came back instead of that college's 国家专项 line).
 */
export const planOfEarlier = (question: string, own: { id: string } | null) =>
  own !== null && ['special_plan', 'province_filling'].includes(own.id) && SPECIAL_PLAN.test(question) && question.replace(/[\s，,。？?！!]/g, '').length <= 24

/**
 * An earlier turn that only changed one thing of the question before it (「那武汉理工大学呢」, 「要是600呢」, 「换成河北」): it
 * asked that question again, so a later follow-up asks the one before it, with the college it named. `own` is what the turn
 * reads as alone (a college's card, a statement, a score's rank by fallback: nothing of its own asked).
 */
export function changeOnlyTurn(text: string, said: Entities, own: { id: string; match: (q: string, e: Entities) => boolean } | null) {
  if (BARE_FOLLOW_UP.test(text)) return true
  const nothingAsked = !own || ['school_overview', 'major_overview', 'profile_note', 'clarify_chance'].includes(own.id) || rankByFallback(own, text, said)
  // 呢/嘞 may be gone from the text as read (「那河北那边嘞」 reads 「那河北那边」): 那 at the start, or a turn of a few characters, marks it too
  const marked = FOLLOW_UP.test(text) || WHAT_IF.test(text) || /^(那|那么)/.test(text) || text.replace(/[\s，,。？?！!]/g, '').length <= 8
  return nothingAsked && marked && namesOneThing(text, said)
}

/**
 * A value of the unit the conversation is on (「那这个组2025年的投档分和排位是多少？」, 「2024-2026 最低位次」 after
 * 「青岛理工 计算机科学与技术 山东」): a line or a rank asked of it, not the concept the word names (投档, 位次), which is
 * asked as what it is or means.
 */
export const unitValueOfEarlier = (question: string, own: { id: string } | null) =>
  own !== null &&
  own.id.startsWith('concept_') &&
  /投档分|投档线|录取分|录取线|最低分|最低位次|最低排位|排位|分数线|多少分|多少名|几分|几名/.test(question) &&
  !/是什么|什么是|什么意思|啥意思|怎么(算|理解|看|排)|含义|区别|规则|原则|比例/.test(question)
