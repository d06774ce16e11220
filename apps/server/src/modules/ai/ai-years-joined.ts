import { relativeYearsIn } from './ai-relative-years.ts'

/**
 * A relative year and a year in digits asked together (「今年和23年的本科线」, 「2024年跟去年」, 「去年、23年和今年」): the
 * recogniser lists the digit years and the relative years each on their own, and one of each made neither list two
 * years long, so only 23年 was answered. Here a list of years, each a relative word or a year in digits (two digits only
 * with 年), joined by 和/跟/与/及/还有 or a comma, is every year it names. Years not joined so (「我23年毕业，今年复读」)
 * are two facts, not one ask, and stay as they are.
 */
const ONE = String.raw`(?:大前年|前年|去年|今年|20[1-3]\d\s*年?|(?<![\d.])[12]\d\s*年)`
const JOIN = String.raw`\s*(?:和|跟|与|及|以及|还有|[、，,/])\s*`
const LIST = new RegExp(String.raw`${ONE}(?:${JOIN}${ONE})+`, 'g')

/** The years of the first list that mixes a relative year with one in digits, oldest first; [] when there is none. */
export function yearsJoined(text: string, anchor: number | null): number[] {
  if (anchor === null) return []
  for (const m of text.matchAll(LIST)) {
    const relative = relativeYearsIn(m[0], anchor).map((r) => r.year)
    const digits = [...m[0].matchAll(/(?<![\d.])(20[1-3]\d|[12]\d)(?!\d)/g)].map((d) => (d[1]!.length === 2 ? 2000 + Number(d[1]) : Number(d[1])))
    if (!relative.length || !digits.length) continue
    const years = [...new Set([...relative, ...digits])].sort((a, b) => a - b)
    if (years.length >= 2) return years
  }
  return []
}
