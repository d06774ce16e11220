import type { AdmissionLine } from '@gk/contract'

export type ChartBasis = 'score' | 'rank'

/**
 * The batch a line belongs to, for one chart series each: the main 本科 batch (本科一批 before a
 * reform, 本科批 after), 本科二批, 提前批, 专科. Mixing them in one series would draw a zigzag.
 */
export function batchSeries(batch: string): string {
  if (/专科|高职/u.test(batch)) return '专科批'
  if (/二批|二段|B段/u.test(batch)) return '本科二批'
  if (/三批/u.test(batch)) return '本科三批'
  if (/提前/u.test(batch)) return '提前批'
  return '本科批'
}

/** An axis that frames the data (not 0–900): a margin of a tenth of the spread, rounded to tens. */
export function scaledAxis(values: readonly number[], basis: ChartBasis): { min: number; max: number } | null {
  if (values.length === 0) return null
  const lo = Math.min(...values)
  const hi = Math.max(...values)
  const pad = Math.max(basis === 'rank' ? 500 : 5, Math.round((hi - lo) / 10))
  const step = basis === 'rank' ? 1000 : 10
  return { min: Math.max(0, Math.floor((lo - pad) / step) * step), max: Math.ceil((hi + pad) / step) * step }
}

/**
 * One point per year and batch from the college's own ordinary lines: the lowest score, or the
 * worst (largest) rank. Separately admitted units and lines summarised from a handful of majors are
 * left out (they are not the college's line).
 */
export function trackPoints(lines: readonly AdmissionLine[], basis: ChartBasis): Map<string, Map<number, number>> {
  const series = new Map<string, Map<number, number>>()
  for (const l of lines) {
    if (l.Unit !== null || l.Partial || l.PlanType !== '普通类') continue
    const value = basis === 'rank' ? l.MinRank : l.MinScore
    if (value === null) continue
    const name = batchSeries(l.Batch)
    const points = series.get(name) ?? new Map<number, number>()
    const seen = points.get(l.Year)
    points.set(l.Year, seen === undefined ? value : basis === 'rank' ? Math.max(seen, value) : Math.min(seen, value))
    series.set(name, points)
  }
  return series
}

/**
 * Scores of the old 文/理 years and of the new track are on different papers, sometimes different scales (江苏
 * 480 before 2021, 750 after): in the score chart each is its own series, so no line joins them. Ranks are of
 * one cohort and stay joined.
 */
function splitAtReform(series: Map<string, Map<number, number>>, oldType: ReadonlyMap<number, string>): Map<string, Map<number, number>> {
  const out = new Map<string, Map<number, number>>()
  for (const [name, points] of series) {
    for (const [year, value] of points) {
      const key = oldType.has(year) ? `${name}（${oldType.get(year)}）` : name
      const into = out.get(key) ?? new Map<number, number>()
      into.set(year, value)
      out.set(key, into)
    }
  }
  return out
}

/** The ECharts option of a track's trend: years on x (old 文/理 years labelled), the axis framed to the data. */
export function trackChartOption(lines: readonly AdmissionLine[], basis: ChartBasis, trackName: string) {
  const oldType = new Map(lines.filter((l) => l.SubjectType !== trackName).map((l) => [l.Year, l.SubjectType]))
  const series = basis === 'score' ? splitAtReform(trackPoints(lines, basis), oldType) : trackPoints(lines, basis)
  const years = [...new Set([...series.values()].flatMap((p) => [...p.keys()]))].sort((a, b) => a - b)
  const axis = scaledAxis(
    [...series.values()].flatMap((p) => [...p.values()]),
    basis,
  )
  return {
    animation: false,
    grid: { left: basis === 'rank' ? 52 : 40, right: 16, top: series.size > 1 ? 36 : 20, bottom: 36 },
    tooltip: { trigger: 'axis' },
    legend: series.size > 1 ? { top: 0, textStyle: { fontSize: 11 } } : undefined,
    xAxis: { type: 'category', data: years.map((y) => (oldType.has(y) && trackName ? `${y}\n${oldType.get(y)}` : String(y))), axisLabel: { fontSize: 10 } },
    // a better rank is a smaller number: drawn upward like a higher score
    yAxis: { type: 'value', inverse: basis === 'rank', ...(axis ?? {}), axisLabel: { fontSize: 10 } },
    series: [...series].map(([name, points]) => ({
      name,
      type: 'line',
      connectNulls: true,
      label: { show: true, fontSize: 10, position: basis === 'rank' ? 'bottom' : 'top' },
      data: years.map((y) => points.get(y) ?? null),
    })),
  }
}
