import { useMemo } from 'react'
import type { AdmissionLine } from '@gk/contract'
import { trackChartOption, type ChartBasis } from '../utils/track-chart.ts'
import { SvgLineChart } from './svg-line-chart.tsx'
import './lookup.css'

/** A track's lowest score (or rank) per year and batch, on an axis framed to the data. */
export function TrackTrendChart({ lines, basis, trackName }: { lines: readonly AdmissionLine[]; basis: ChartBasis; trackName: string }) {
  const option = useMemo(() => trackChartOption(lines, basis, trackName), [lines, basis, trackName])
  if (option.series.length === 0)
    return <p className="gk-lk-empty-note">{basis === 'rank' ? '这些年份没有公布位次，无法画出位次走势' : '这些年份没有院校最低分，无法画出走势'}</p>
  // the axis range on the wrapper: what the chart frames, checkable without reading the drawing
  const axis = option.yAxis as { min?: number; max?: number }
  return (
    <div data-testid="track-chart" data-basis={basis} data-ymin={axis.min} data-ymax={axis.max} data-points={option.xAxis.data.length}>
      {/* drawn as SVG, not with the chart library: this chart is on the college page's first screen */}
      <SvgLineChart
        categories={option.xAxis.data}
        series={option.series.map((s) => ({ name: s.name, values: s.data }))}
        min={axis.min}
        max={axis.max}
        inverse={option.yAxis.inverse}
        label={`${trackName}历年${basis === 'rank' ? '最低位次' : '最低分'}走势`}
      />
    </div>
  )
}
