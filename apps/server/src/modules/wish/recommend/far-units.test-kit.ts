import type { EndpointName, Input, Output, UnitListRow } from '@gk/contract'
import { FAR_LINE_CAP } from '@gk/domain'
import { collegeSummaryProblems } from './college-summary.test-kit.ts'

type Call = <N extends EndpointName>(
  name: N,
  input: Input<N> | Record<string, unknown>,
  token?: string,
) => Promise<{ code: number; message: string; data: Output<N> }>

/**
 * Rows of a list whose lines of the last three years (as the card shows them) were all more selective
 * than half the candidate's rank, and that still show more than 10 % (issue 30, item 2).
 */
export function farUnitsShown(rows: readonly UnitListRow[], rank: number): UnitListRow[] {
  return rows.filter(
    (r) =>
      r.Probability !== null && r.Probability > 0.1 && r.History.length > 0 && r.History.slice(0, 3).every((h) => h.MinRank !== null && h.MinRank < rank / 2),
  )
}

/**
 * Pairs of a list (ordered most selective first, as the lists are) where a more selective unit shows a
 * higher chance than a less selective one of the same confidence label.
 */
export function selectivityViolations(rows: readonly UnitListRow[]): string[] {
  const out: string[] = []
  const lowest = new Map<string, UnitListRow>()
  // walking from the least selective end: a row above the lowest chance seen so far in its label is an inversion
  for (let i = rows.length - 1; i >= 0; i--) {
    const r = rows[i]!
    if (r.Probability === null || r.Confidence === null) continue
    const seen = lowest.get(r.Confidence)
    if (seen && r.Probability > seen.Probability! + 0.0015)
      out.push(`${r.SchoolName} ${Math.round(r.Probability * 100)}% > ${seen.SchoolName} ${Math.round(seen.Probability! * 100)}%`)
    if (!seen || r.Probability < seen.Probability!) lowest.set(r.Confidence, r)
  }
  return out
}

/**
 * Issue 30 items 1–2 (ADR 039, 050) on the 冲 list and the first page of the college-first list: no unit shows more
 * than 10 % whose forecast line rank is below half the candidate's rank, chances fall with selectivity within each
 * confidence label, no college-first row rests on a special plan's line, and (with `summary`) each college's summary
 * rests on none of a special plan's, another route's or a flagged line (college-summary.test-kit.ts).
 */
export async function selectivityProblems(
  call: Call,
  token: string,
  batchId: string,
  score: number,
  summary?: { query: <T>(sql: string, params: unknown[]) => Promise<T[]>; labels: readonly string[] },
): Promise<string[]> {
  const problems: string[] = []
  const reach = await call('Wish/SpecialtyFirstListForecast', { BatchId: batchId, Tier: 'reach', PageIndex: 1, PageSize: 50 }, token)
  const rank = reach.data.Rank
  const inverted = selectivityViolations(reach.data.List)
  if (inverted.length > 0) problems.push(`${score}分 同一可信度下更难录取的单位概率更高：${inverted.slice(0, 2).join('；')}`)
  if (rank !== null && reach.data.List.length > 0) {
    const rows = await call('Wish/ForecastGroup', { BatchId: batchId, UnitIds: reach.data.List.map((r) => r.UnitId) }, token)
    const far = rows.data.filter((r) => r.ExpectedRank !== null && r.ExpectedRank < rank / 2 && (r.Probability ?? 0) > FAR_LINE_CAP)
    if (far.length > 0)
      problems.push(
        `${score}分 预计位次不及考生位次一半的单位概率>10%：${far
          .map((r) => r.SchoolName)
          .slice(0, 3)
          .join('、')}`,
      )
  }
  const schools = await call('Wish/SchoolFirstListForecast', { BatchId: batchId, PageIndex: 1, PageSize: 50 }, token)
  // the college-first list as a whole (every tier), not only the 冲 of the major-first list
  const invertedSchools = selectivityViolations(schools.data.List)
  if (invertedSchools.length > 0) problems.push(`${score}分 院校优先列表同一可信度下更难录取的单位概率更高：${invertedSchools.slice(0, 2).join('；')}`)
  if (rank !== null && schools.data.List.length > 0) {
    const rows = await call('Wish/ForecastGroup', { BatchId: batchId, UnitIds: schools.data.List.map((r) => r.UnitId) }, token)
    const far = rows.data.filter((r) => r.ExpectedRank !== null && r.ExpectedRank < rank / 2 && (r.Probability ?? 0) > FAR_LINE_CAP)
    if (far.length > 0)
      problems.push(
        `${score}分 院校优先列表中预计位次不及考生位次一半的单位概率>10%：${far
          .map((r) => r.SchoolName)
          .slice(0, 3)
          .join('、')}`,
      )
  }
  if (summary) problems.push(...(await collegeSummaryProblems(call, summary.query, token, batchId, score, schools.data.List, summary.labels)))
  const special = schools.data.List.filter((r) => r.PlanType !== '普通类')
  if (special.length > 0)
    problems.push(
      `${score}分 院校概览用了专项/合作等特殊计划的分数线：${special
        .map((r) => r.SchoolName)
        .slice(0, 3)
        .join('、')}`,
    )
  return problems
}
