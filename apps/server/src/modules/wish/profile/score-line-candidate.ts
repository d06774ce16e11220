import { firstOrdinaryLine, UNDERGRADUATE_LINE_KEYS, gapText, lineGap, scaleOfGap } from '@gk/domain'
import { ErrorCode } from '@gk/contract'
import type { Rank } from '@gk/domain'
import type { RequestContext } from '../../../http/context.ts'
import { AppError } from '../../../kernel/app-error.ts'
import type { Candidate } from './candidate.ts'
import { controlLineRows } from '../units/control-lines.ts'
import { subjectTypeLabel } from '../units/province-catalog.ts'
import type { BatchUnits } from '../units/unit-index.ts'

/** Where a candidate without a rank stands: points above the newest ordinary 本科 line (ADR 026). */
export type ScoreLineStanding = {
  /** the ordinary 本科 line the score is compared with, and its year */
  line: number
  lineYear: number
  /** 线差: the score minus that line */
  gap: number
  /** the position on the 线差 scale the engine reads (never shown) */
  position: Rank
  /** 「西藏无一分一段表，按线差估算：高出2026年本科线20分（2026年本科线…分）」 */
  note: string
}

/**
 * The standing of a score compared on 线差 (`why` says why: no table, or none reaching 专科 scores): the
 * newest year up to the exam year with an ordinary line of the track. Null when the data has no such
 * line either (then nothing can be said).
 */
export async function scoreLineStanding(
  ctx: RequestContext,
  provinceCode: string,
  why: string,
  label: string,
  examYear: number,
  score: number,
): Promise<ScoreLineStanding | null> {
  const rows = await controlLineRows(ctx, provinceCode, examYear)
  const years = [...new Set(rows.map((r) => Number(r.year)))].sort((a, b) => b - a)
  for (const year of years) {
    const ofYear = rows.filter((r) => Number(r.year) === year)
    const line = firstOrdinaryLine(ofYear, label, UNDERGRADUATE_LINE_KEYS)
    if (line === undefined) continue
    const gap = lineGap(score, line)
    return { line, lineYear: year, gap, position: scaleOfGap(gap), note: `${why}：${gapText(gap, year)}（${year}年本科线${line}分）` }
  }
  return null
}

/**
 * The candidate as a batch compared on 线差 reads it (ADR 030): a 专科 batch below the track's table
 * places the score by its distance to the 本科 line, the units' axis, whatever the rank. Every list,
 * table analysis, one-tap table and what-if of the batch starts from this candidate, so all answer alike.
 */
export async function candidateForBatch(ctx: RequestContext, candidate: Candidate, batch: BatchUnits): Promise<Candidate> {
  if (batch.scoreLine === undefined || candidate.scoreLine !== null) return candidate
  const { record } = candidate
  // a rank typed without a score cannot be placed against a line
  if (record.manualRank !== null && record.score === 0)
    throw new AppError(ErrorCode.WishProfileRequired, `${batch.scoreLine}，需要高考分数，请在成绩页填写分数`)
  const label = subjectTypeLabel[candidate.subjectType]
  const standing = await scoreLineStanding(ctx, candidate.province.code, batch.scoreLine, label, record.year, record.finalScore ?? record.score)
  return standing ? { ...candidate, rank: standing.position, scoreLine: standing } : candidate
}
