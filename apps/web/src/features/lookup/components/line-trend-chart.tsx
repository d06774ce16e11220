import { useMemo } from 'react'
import type { AdmissionLine } from '@gk/contract'
import { EchartsChart } from './echarts-chart.tsx'

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
  const option = useMemo(() => {
    const points = series.map((s) => ({ name: s.name, data: lowestPerYear(s.lines) }))
    const years = [...new Set(points.flatMap((p) => p.data.map((d) => d.year)))].sort((a, b) => a - b)
    return {
      // a finished chart at once: no half-drawn lines in screenshots or on slow phones
      animation: false,
      grid: { left: 40, right: 16, top: series.length > 1 ? 36 : 16, bottom: 28 },
      tooltip: { trigger: 'axis' },
      legend: series.length > 1 ? { top: 0, textStyle: { fontSize: 11 } } : undefined,
      xAxis: { type: 'category', data: years.map(String) },
      yAxis: { type: 'value', scale: true },
      series: points.map((p) => ({
        name: p.name,
        type: 'line',
        connectNulls: true,
        label: { show: series.length === 1, fontSize: 10 },
        data: years.map((y) => p.data.find((d) => d.year === y)?.score ?? null),
      })),
    }
  }, [series])
  return <EchartsChart option={option} label={label} />
}
