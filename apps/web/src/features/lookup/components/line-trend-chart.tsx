import { useMemo } from 'react'
import type { AdmissionLine } from '@gk/contract'
import { scaledAxis } from '../utils/track-chart.ts'
import { SvgLineChart } from './svg-line-chart.tsx'

/** The lowest line per year of one subject type, for the trend chart. */
export function lowestPerYear(lines: readonly AdmissionLine[]): { year: number; score: number }[] {
  const best = new Map<number, number>()
  // the college's own line; separately admitted units (医学部 …) only where it has none that year
  const ownYears = new Set(lines.filter((l) => l.Unit === null).map((l) => l.Year))
  for (const l of lines)
    if (l.MinScore !== null && (l.Unit === null || !ownYears.has(l.Year))) best.set(l.Year, Math.min(best.get(l.Year) ?? Infinity, l.MinScore))
  return [...best].sort((a, b) => a[0] - b[0]).map(([year, score]) => ({ year, score }))
}

/** Minimum admission score over the years, one series per college (or one series). */
export function LineTrendChart({ series, label }: { series: { name: string; lines: readonly AdmissionLine[] }[]; label: string }) {
  const chart = useMemo(() => {
    const points = series.map((s) => ({ name: s.name, data: lowestPerYear(s.lines) }))
    const years = [...new Set(points.flatMap((p) => p.data.map((d) => d.year)))].sort((a, b) => a - b)
    const axis = scaledAxis(
      points.flatMap((p) => p.data.map((d) => d.score)),
      'score',
    )
    return {
      categories: years.map(String),
      series: points.map((p) => ({ name: p.name, values: years.map((y) => p.data.find((d) => d.year === y)?.score ?? null) })),
      axis,
    }
  }, [series])
  if (!chart.axis) return null
  // values on the points only for one college: several would overlap
  return (
    <SvgLineChart
      categories={chart.categories}
      series={chart.series}
      min={chart.axis.min}
      max={chart.axis.max}
      valueLabels={series.length === 1}
      label={label}
    />
  )
}
