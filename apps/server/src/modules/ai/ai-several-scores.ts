/**
 * Several scores asked at once (「600、620、640分分别对应多少位次」, 「520跟550各排多少名」, 「600/620/640 位次」): the
 * recogniser keeps one score (the first), so the rank answer would give one of three. The scores of one list are read
 * here, each to be answered from the same table.
 *
 * A list is two or more scores written one after another, with only a separator between them (、，, / 和 跟 与 及, a
 * space, 分). What is not a score stays out: a year (four digits), a rank (第500名, 前600, 位次 after it), a count (600人),
 * a subject's mark (a list of marks is already summed into 总分 by ai-subject-total.ts; a mark names its subject and is
 * at most 150, so a total here is above 150), the full mark after a slash (520/750 is one score out of 750). A range
 * (560到570) is one estimate, answered by its two ends elsewhere, not a list.
 */
const NUMBER = /(?<![\d.])(\d{3})(?![\d.])/g
/** Only a separator between two scores of one list (分 after each is allowed: 600分、620分). */
const GAP = /^\s*分?\s*(?:[，,、/\s]|和|跟|与|及|还有|以及|或者?)+\s*$/
/** A number that is not a score because of what comes right after it (a full mark, a count, a rank, money, a group). */
const NOT_AFTER = /^\s*(?:分?的?(?:满分|总分)|名(?!次)|位(?!次)|人|个|所|年|届|元|块|万|千|组|天|%|％|字|本(?!科)|号|条|门|次)/
/** …or right before it (第/前 a rank, 位次/排名 a rank, 满分 the full mark, 招/共 a count). */
const NOT_BEFORE = /(?:第|前|top|TOP|共|约有|招|收|满分(?:是|为)?|位次|排名|名次|排|最低|投档线?|录取线|分数线|线是?|代码)\s*(?:是|为|在|第|大概|约)?\s*$/
/** A subject's name right before a mark (数学130): never a total. */
const SUBJECT_BEFORE = /(?:语文|数学|英语|外语|物理|化学|生物|政治|历史|地理|技术|[语数英外物化生政史地])\s*[:：]?\s*$/
/** The full marks of the provinces' totals: after a slash they are the scale, not a second score. */
const FULL_MARKS = new Set([750, 900, 660])

/**
 * A range stepped through (「560到590分、每隔10分」, 「550-600每10分」): the scores it names, ends included; null when
 * none is said. At most eleven scores (a longer step list is no table a student reads).
 */
const STEPPED = /(?<![\d.])(\d{3})\s*分?\s*(?:到|至|-|~|—)\s*(\d{3})\s*分?[^\d]{0,6}?(?:每隔|每|间隔|隔)\s*(\d{1,2})\s*分/

function steppedScores(text: string): number[] | null {
  const m = STEPPED.exec(text)
  if (!m) return null
  const [low, high, step] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (step < 1 || high <= low || (high - low) / step > 10) return null
  const out: number[] = []
  for (let s = low; s <= high; s += step) out.push(s)
  if (out.at(-1) !== high) out.push(high)
  return out
}

/** The distinct scores of the longest list of two or more in `text`, in the order said; null when there is no such list. */
export function scoresListed(text: string): number[] | null {
  const stepped = steppedScores(text)
  if (stepped) return stepped
  const found: { value: number; start: number; end: number }[] = []
  for (const m of text.matchAll(NUMBER)) {
    const value = Number(m[1])
    const before = text.slice(Math.max(0, m.index - 8), m.index)
    const after = text.slice(m.index + m[0].length)
    if (value <= 150 || value === 211 || value === 985) continue
    if (NOT_AFTER.test(after) || NOT_BEFORE.test(before) || SUBJECT_BEFORE.test(before)) continue
    if (/\/\s*$/.test(before) && FULL_MARKS.has(value)) continue
    found.push({ value, start: m.index, end: m.index + m[0].length })
  }
  let best: typeof found = []
  let run: typeof found = []
  for (const n of found) {
    const last = run[run.length - 1]
    run = last && GAP.test(text.slice(last.end, n.start)) ? [...run, n] : [n]
    if (run.length > best.length) best = run
  }
  const scores = [...new Set(best.map((n) => n.value))]
  return scores.length >= 2 ? scores : null
}
