import type { Entities } from './ai-nlu.ts'
import type { EngineInput } from './ai-plan.ts'

/**
 * The asker's own frame of 今年/去年/前年 (dev v29): 「湖州师范学院……去年（2026）普通类一段投档分多少？」 then 「那前年的分数和
 * 位次呢？」. Whoever wrote 去年（2026） counts from 2027, so their 前年 is 2025, whatever the clock says (ADR 115 reads a
 * relative year by the clock only when the asker gives no frame). A relative year said with its year in brackets, in
 * this turn or an earlier one, sets the frame for the relative years said without one.
 */
const OFFSETS: Record<string, number> = { 今年: 0, 去年: 1, 前年: 2, 大前年: 3 }
const FRAMED = /(大前年|(?<![前近两几三])前年|去年|今年)\s*[（(]\s*(20[1-3]\d)\s*年?\s*[)）]/

/** 今年's year in the asker's frame, from the newest turn that gives one, or null. */
export function askersThisYear(texts: readonly string[]): number | null {
  for (const t of [...texts].reverse()) {
    const m = FRAMED.exec(t)
    if (m) return Number(m[2]) + OFFSETS[m[1]!]!
  }
  return null
}

/** The entities with a relative year read in the asker's frame, when the conversation gives one that differs. */
export function inAskersFrame(e: Entities, question: string, history: EngineInput['history']): Entities {
  if (!e.yearWord || e.year === null || e.years.length >= 2 || FRAMED.test(question)) return e
  const thisYear = askersThisYear([...history.filter((h) => h.role === 'user').map((h) => h.content), question])
  const offset = OFFSETS[e.yearWord]
  if (thisYear === null || offset === undefined) return e
  return thisYear - offset === e.year ? e : { ...e, year: thisYear - offset }
}
