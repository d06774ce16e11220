import type { RequestContext } from '../../http/context.ts'
import { controlLineRows, ordinaryLine } from './control-lines.ts'
import { gapText, lineGap, scaleOfGap, scoreLineLabel } from './score-line.ts'

/** Where a candidate without a rank stands: points above the newest ordinary 本科 line (ADR 026). */
export type ScoreLineStanding = {
  /** the ordinary 本科 line the score is compared with, and its year */
  line: number
  lineYear: number
  /** 线差: the score minus that line */
  gap: number
  /** the position on the 线差 scale the engine reads (never shown) */
  position: number
  /** 「西藏无一分一段表，按线差估算：高出2026年本科线20分」 */
  note: string
}

// the engine's ordinary 本科 line of a year (unit-build reads the same keys in the same order)
const LINE_KEYS = ['bk', 'bk2', 'seg1', 'bk1']

/**
 * The standing of a score in a track without any 一分一段表: the newest year up to the exam year with
 * an ordinary line of the track. Null when the data has no such line either (then nothing can be said).
 */
export async function scoreLineStanding(
  ctx: RequestContext,
  provinceCode: string,
  provinceName: string,
  label: string,
  examYear: number,
  score: number,
): Promise<ScoreLineStanding | null> {
  const rows = await controlLineRows(ctx, provinceCode, examYear)
  const years = [...new Set(rows.map((r) => Number(r.year)))].sort((a, b) => b - a)
  for (const year of years) {
    const ofYear = rows.filter((r) => Number(r.year) === year)
    const line = LINE_KEYS.map((k) => ordinaryLine(ofYear, label, k)).find((v) => v !== undefined)
    if (line === undefined) continue
    const gap = lineGap(score, line)
    return { line, lineYear: year, gap, position: scaleOfGap(gap), note: `${scoreLineLabel(provinceName)}：${gapText(gap, year)}（${year}年本科线${line}分）` }
  }
  return null
}
