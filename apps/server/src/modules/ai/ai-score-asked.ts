import { holds, sentencesOf } from './ai-sentences.ts'

/**
 * The number a long message asks about. A parent tells the story first (「去年高考历史类476分，现在复读，这次一模考了498」,
 * 「最近几次考试都在550上下」) and asks last (「去年那个476分全省排多少名？」「548分在全省是什么位次？」): the number of
 * the asking sentence is the score asked, whatever the story said as a result, an estimate or a mock before it (dev v29,
 * v28). Only a number the asking sentence points at counts: said again (476 … 那个476), pointed to (那个318, 这个560) or
 * said with 分 as what the question is of (548分在全省…); a line said there (本科线450分能上吗) is a line, not the score.
 */

/** 吗, 多少, 排第几, 能不能 …: a sentence that asks. */
const ASKS = /[？?]|吗|么|嘛|多少|几|什么|啥|能不能|够不够|行不行|有没有|位次|排名|是不是/
/** 那个476, 这个560分: pointing back at a number said before */
const POINTED = /(?:那个|这个|那|这)\s*$/
/** 548分在全省, 560分能上, 600分排: the number with 分, then what is asked of it */
const SUBJECT_OF_ASK = /^\s*分?\s*(?:在|放在|放到|搁|能|可以|够|算|排|对应|是什么|是多少|的位次|的排名|大概)/
/** 本科线450分, 最低才455: a line said in the asking sentence, never the asker's score */
const LINE_BEFORE = /(?:线|最低|投档|录取)[^，,。；;？?！!\d]{0,3}$/

/** 差一百多分, 高出20分, 低了15: a gap said, no score and no line */
export const gapAt = (text: string, index: number) => /(?:差|高出|高了|低了|超出|超了|多出|少了)了?\s*$/.test(text.slice(Math.max(0, index - 3), index))

/**
 * Of `candidates` (scores read in `text`, each with its place), the one the last asking sentence is of, when another
 * candidate stands in an earlier sentence (a message of one sentence is read as before); otherwise undefined.
 */
export function askedOf<C extends { index: number; score: number; span: string }>(text: string, candidates: readonly C[]): C | undefined {
  if (candidates.length < 2) return undefined
  const asking = sentencesOf(text)
    .filter((s) => ASKS.test(s.text) && candidates.some((c) => holds(s, c.index)))
    .pop()
  if (!asking) return undefined
  const here = candidates.filter((c) => holds(asking, c.index))
  if (here.length !== 1 || here.length === candidates.length) return undefined
  const c = here[0]!
  const before = text.slice(Math.max(0, c.index - 6), c.index)
  if (LINE_BEFORE.test(before) || gapAt(text, c.index)) return undefined
  const after = text.slice(c.index + c.span.length)
  const saidAgain = candidates.some((o) => o !== c && o.score === c.score)
  return saidAgain || POINTED.test(before) || SUBJECT_OF_ASK.test(after) ? c : undefined
}
