/**
 * 等位分 across years: 「安徽2026年物理类580分，换算成2025年的等位分」 names two years, and they are not a list asked.
 * The year after the word of carrying (换算成, 相当于, 折合, 放到 …) is the year the score is carried to; the year
 * before it is the score's own. Both directions are the same rule: 「去年600分相当于今年多少分」 carries forward,
 * 「今年580分换算成去年」 back. A year between the score and the word (「600分，去年相当于多少」) is the target too.
 */
// not 换成 (「换成2025年600分呢」 asks the earlier question again)
// 搁/顶 in spoken words (「搁2025年能顶多少分」)
const CARRY = /换算成|换算到|换算为|折合成?|折算成?|折成|相当于|等于|放到|放在|搁到|搁在|搁(?=\d|[今去前]年)|能顶|顶多少|对应到?/
/** a year as written: 2025, 25年, or said relative to the year asked in (ai-relative-years.ts) */
const YEAR_WORD = /(?<!\d)(20[1-3]\d)(?!\d)|(?<![\d.])([12]\d)年(?![制级])|大前年|(?<![前近两几三])前年|去年|今年|明年/g
const RELATIVE: Record<string, number> = { 今年: 0, 去年: 1, 前年: 2, 大前年: 3, 明年: -1 }

export type CarriedYears = { from: number | null; to: number }

/** The score's own year and the year it is carried to, or null when the question carries it to no named year. */
export function carriedYears(text: string, currentYear: number | null, score: number | null): CarriedYears | null {
  if (score === null) return null
  const mentions = [...text.matchAll(YEAR_WORD)].flatMap((m) => {
    const year = m[1] ? Number(m[1]) : m[2] ? 2000 + Number(m[2]) : currentYear !== null ? currentYear - RELATIVE[m[0]]! : null
    return year === null ? [] : [{ at: m.index, year }]
  })
  const carry = CARRY.exec(text)
  // no word of carrying, a year after the score and 等位分 asked (「河南 物理 560 2025等位分」): the year it is carried to
  if (!carry && /等[位为]分|等效分/.test(text)) {
    const scoreAt = text.indexOf(String(score))
    const to = mentions.find((m) => scoreAt >= 0 && m.at > scoreAt)
    return to ? { from: mentions.filter((m) => m.at < scoreAt).at(-1)?.year ?? null, to: to.year } : null
  }
  // a score is what it is carried to (多少分, 等位分): 「600分放在2025年排多少名」 asks 2025's rank, not a carrying
  if (!carry || !(/等位分|等效分/.test(text) || /(多少|几|啥|好多)分|分数/.test(text.slice(carry.index)))) return null
  const after = mentions.find((m) => m.at > carry.index)
  const before = mentions.filter((m) => m.at < carry.index)
  const scoreAt = text.indexOf(String(score))
  if (after) return { from: before.at(-1)?.year ?? null, to: after.year }
  // 「我考了600分，去年大概相当于多少分」: the year between the score and the word is where it is carried
  const between = before.filter((m) => scoreAt >= 0 && m.at > scoreAt)
  if (between.length) return { from: before.filter((m) => m.at < scoreAt).at(-1)?.year ?? null, to: between.at(-1)!.year }
  return null
}
