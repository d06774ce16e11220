import type { Entities } from './ai-nlu.ts'
import { OWN_SCORE } from './ai-intent-patterns.ts'
import { FOLLOW_UP, NE } from './ai-follow-up-words.ts'

/**
 * A follow-up said first and a story after it (dev v29): 「那物理类的呢？小的这次调考489，班里第14。」 asks the earlier
 * question for 物理类; the mock result and the class rank only tell. 「那前年的分数和位次呢？想比比涨了多少。」 asks the
 * earlier line for 前年; the comparing is what it is for. The follow-up's own sentence decides what is asked, the whole
 * turn still gives what it names (the score said stays with the answer).
 */
const LEAD = new RegExp(`^(?:那|那么|换成|改成|如果是)[^。！!？?]{1,16}${NE}[？?]?`)
/** Words that ask something of their own. */
const ASKS = /[？?]|吗|么|嘛|多少|几|什么|啥|能不能|够不够|行不行|有没有|怎么|咋|如何|呢|嘞|咧/
/** 想比比涨了多少, 对比一下, 看看变化: what the follow-up is for, asking nothing beside it */
const PURPOSE = /^(?:我|就|主要)?(?:想|好)?(?:比比|比一比|比一下|比较一下|比较|对比一下|对比|看看)[^。！!？?]{0,10}[。！!？?]*$/

/** 「那前年呢？同样是560分。」: the score said again as the same one, which the follow-up keeps (not a result in passing) */
export const SAME_SCORE = /(?:同样|还是|也是|一样|照样|都是)(?:是|考|按)?\s*\d{3}\s*分?/

/** The follow-up sentence a turn opens with, when what follows it only tells or says what it is for; else null. */
export function followUpLead(question: string): string | null {
  const m = LEAD.exec(question.trim())
  if (!m) return null
  const rest = question.trim().slice(m[0].length).trim()
  if (!rest) return null
  const tells = rest.split(/(?<=[。！!？?；;])/).every((s) => !s.trim() || !ASKS.test(s) || PURPOSE.test(s.trim()))
  return tells ? m[0] : null
}

/**
 * 「那前年的分数和位次呢？」 after a college's or a major's line, no score said or pointed at: the earlier unit's line of that
 * year (its score and its rank), not the rank of a score the asker never gave.
 */
export const lineOfEarlierUnit = (question: string, own: { id: string } | null, e: Entities) =>
  own?.id === 'score_to_rank' &&
  e.score === null &&
  !e.scoreDelta &&
  e.schools.length === 0 &&
  FOLLOW_UP.test(question) &&
  /分数|位次|排位|分数线|多少分|最低分/.test(question) &&
  !OWN_SCORE.test(question) &&
  !/我|孩子|娃|俺|咱/.test(question)
