/**
 * A total said as its subjects (「语文120、数学105、英语128、历史82、政治63、地理62，总分多少，排多少名」): students often
 * list the six marks of their 成绩单 and ask the rank of the sum. Read as one score, the first mark (120) would be taken
 * for the total; the marks are summed here into 「总分560分」 before anything else reads the question.
 *
 * Only a list of three or more marks, each a subject's name (or its one-character short form after a digit, a space
 * or a comma: 语120 数105 英128) then a mark no higher than a subject's full mark (150), and a sum no higher than the
 * highest total of any province (海南 900) counts; one subject's mark (「数学120能报数学系吗」) stays as it is.
 */
const FULL = '语文|数学|英语|外语|日语|俄语|物理|化学|生物|政治|思想政治|历史|地理|技术|信息技术|通用技术'
const SHORT = '[语数英外物化生政史地]'
const PAIR = new RegExp(String.raw`(?:${FULL}|(?<=^|[\s\d，,、；;。]|分)${SHORT})\s*[:：]?\s*(\d{1,3}(?:\.5)?)(?:\s*分)?`, 'g')
/** Marks this close together belong to one list: a separator, not a sentence, between them. */
const GAP = /^[\s，,、；;和及加]*$/

export function sumSubjectScores(text: string): string {
  const pairs = [...text.matchAll(PAIR)]
  // the longest run of marks written one after another
  let best: RegExpExecArray[] = []
  let run: RegExpExecArray[] = []
  for (const m of pairs) {
    const last = run[run.length - 1]
    const joined = last && GAP.test(text.slice(last.index + last[0].length, m.index))
    run = joined ? [...run, m] : [m]
    if (run.length > best.length) best = run
  }
  if (best.length < 3) return text
  const marks = best.map((m) => Number(m[1]))
  if (marks.some((v) => v > 150)) return text
  const total = marks.reduce((a, b) => a + b, 0)
  if (total > 900) return text
  const first = best[0]!
  const last = best[best.length - 1]!
  const shown = Number.isInteger(total) ? String(total) : total.toFixed(1)
  return `${text.slice(0, first.index)}总分${shown}分${text.slice(last.index + last[0].length)}`
}
