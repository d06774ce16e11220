import { useId } from 'react'
import './lookup.css'

export type LineSeries = { name: string; values: readonly (number | null)[] }

type Props = {
  /** x-axis labels, one per column; a "\n" starts a second line (an old 文/理 year) */
  categories: readonly string[]
  series: readonly LineSeries[]
  /** the axis range; framed to the data when left out */
  min?: number
  max?: number
  /** draws small values at the top (a better rank is a smaller number) */
  inverse?: boolean
  /** the value written next to each point */
  valueLabels?: boolean
  label: string
  height?: number
}

const WIDTH = 340
const COLORS = ['#5470c6', '#91cc75', '#fac858', '#ee6666', '#73c0de', '#3ba272']

export type PlotPoint = { x: number; y: number; value: number; category: string }

/**
 * Where each value lands in the drawing: columns evenly spread, the value axis linear from min to max
 * (upward, or downward when inverse). Null values leave a gap the line bridges, as the old chart did.
 */
export function plotPoints(
  props: Pick<Props, 'categories' | 'series' | 'min' | 'max' | 'inverse'>,
  box: { left: number; right: number; top: number; bottom: number },
) {
  const all = props.series.flatMap((s) => s.values.filter((v): v is number => v !== null))
  const lo = props.min ?? Math.min(...all)
  const hi = props.max ?? Math.max(...all)
  const span = hi - lo || 1
  const n = props.categories.length
  const x = (i: number) => (n <= 1 ? (box.left + box.right) / 2 : box.left + ((box.right - box.left) * i) / (n - 1))
  const y = (v: number) => {
    const t = (v - lo) / span
    return props.inverse ? box.top + t * (box.bottom - box.top) : box.bottom - t * (box.bottom - box.top)
  }
  return {
    lo,
    hi,
    x,
    y,
    series: props.series.map((s) =>
      s.values.flatMap((value, i): PlotPoint[] => (value === null ? [] : [{ x: x(i), y: y(value), value, category: props.categories[i] ?? '' }])),
    ),
  }
}

/** Gridlines at round values where the range allows (660–710 in fives of 10, not fours of 12.5). */
function tickCount(span: number): number {
  const round = span >= 5000 ? 500 : 5
  return [4, 5, 3, 2].find((n) => span % n === 0 && (span / n) % round === 0) ?? 4
}

/** Where a point's value is written: on the side the line heads away from (below for ranks), unless that runs off the plot. */
function valueY(y: number, inverse: boolean, box: { top: number; bottom: number }): number {
  const below = inverse ? y + 14 <= box.bottom - 2 : y - 7 < box.top + 8
  return below ? y + 14 : y - 7
}

/**
 * A small line chart drawn as SVG: no chart library to download or run on the first screen, the values
 * labelled on the points and repeated as text for screen readers.
 */
export function SvgLineChart({ categories, series, min, max, inverse = false, valueLabels = true, label, height = 220 }: Props) {
  const id = useId()
  const multiline = categories.some((c) => c.includes('\n'))
  const box = { left: 48, right: WIDTH - 16, top: 20, bottom: height - (multiline ? 36 : 24) }
  const plot = plotPoints({ categories, series, min, max, inverse }, box)
  const steps = tickCount(plot.hi - plot.lo)
  const ticks = Array.from({ length: steps + 1 }, (_, i) => Math.round(plot.lo + ((plot.hi - plot.lo) * i) / steps))
  const description = series
    .map((s) => `${s.name}：${s.values.flatMap((v, i) => (v === null ? [] : [`${(categories[i] ?? '').replace('\n', ' ')} ${v}`])).join('，')}`)
    .join('；')
  return (
    <div className="gk-lk-chart" data-testid="svg-line-chart">
      {series.length > 1 ? (
        <ul className="gk-lk-legend" aria-hidden="true">
          {series.map((s, i) => (
            <li key={s.name}>
              <span className="gk-lk-legend__swatch" style={{ background: COLORS[i % COLORS.length] }} />
              {s.name}
            </li>
          ))}
        </ul>
      ) : null}
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-labelledby={`${id}-t ${id}-d`} style={{ display: 'block' }}>
        <title id={`${id}-t`}>{label}</title>
        <desc id={`${id}-d`}>{description}</desc>
        <g fontSize="10" fill="#6e7079">
          {ticks.map((t) => (
            <g key={t}>
              <line x1={box.left} x2={box.right} y1={plot.y(t)} y2={plot.y(t)} stroke="#e0e6f1" />
              <text x={box.left - 6} y={plot.y(t) + 3} textAnchor="end">
                {t}
              </text>
            </g>
          ))}
          {categories.map((c, i) => (
            <text key={c} x={plot.x(i)} y={box.bottom + 14} textAnchor="middle">
              {c.split('\n').map((part, j) => (
                <tspan key={part} x={plot.x(i)} dy={j === 0 ? 0 : 12}>
                  {part}
                </tspan>
              ))}
            </text>
          ))}
        </g>
        {plot.series.map((points, si) => {
          const color = COLORS[si % COLORS.length]
          const name = series[si]?.name ?? ''
          return (
            <g key={name} data-series={name}>
              <polyline points={points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')} fill="none" stroke={color} strokeWidth="2" />
              {points.map((p) => (
                <g key={p.category}>
                  <circle cx={p.x} cy={p.y} r="3" fill="#fff" stroke={color} strokeWidth="1.5" data-value={p.value}>
                    <title>{`${name} ${p.category.replace('\n', ' ')}：${p.value}`}</title>
                  </circle>
                  {valueLabels ? (
                    <text className="gk-lk-chart__value" x={p.x} y={valueY(p.y, inverse, box)} textAnchor="middle" fontSize="10" fill="#333">
                      {p.value}
                    </text>
                  ) : null}
                </g>
              ))}
            </g>
          )
        })}
      </svg>
    </div>
  )
}
