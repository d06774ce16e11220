import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SvgLineChart } from './svg-line-chart.tsx'
import { TrackTrendChart } from './track-trend-chart.tsx'
import { admissionLine as line } from '../utils/admission-line.test-kit.ts'

afterEach(cleanup)

/** The drawn points of one series, read back from the SVG: x, y and the value they claim to show. */
function drawn(container: HTMLElement, name: string) {
  const group = container.querySelector(`g[data-series="${name}"]`)
  if (!group) throw new Error(`no series ${name}`)
  return [...group.querySelectorAll('circle')].map((c) => ({
    x: Number(c.getAttribute('cx')),
    y: Number(c.getAttribute('cy')),
    value: Number(c.dataset.value),
  }))
}

describe('SvgLineChart', () => {
  it('places each year left to right and each score at its height on the framed axis', () => {
    const { container } = render(
      <SvgLineChart
        categories={['2023', '2024', '2025']}
        series={[{ name: '本科批', values: [600, 620, 610] }]}
        min={590}
        max={630}
        label="最低分走势"
        height={220}
      />,
    )
    const points = drawn(container, '本科批')
    expect(points.map((p) => p.value)).toEqual([600, 620, 610])
    // years in order, evenly spaced
    expect(points[0]!.x).toBeLessThan(points[1]!.x)
    expect(points[2]!.x - points[1]!.x).toBeCloseTo(points[1]!.x - points[0]!.x)
    // a higher score is drawn higher (smaller y), linearly: 600 is a quarter of the way up 590–630
    expect(points[1]!.y).toBeLessThan(points[2]!.y)
    expect(points[2]!.y).toBeLessThan(points[0]!.y)
    const bottom = Number(container.querySelector('line')!.getAttribute('y1')) // the 590 gridline
    const top = Number(container.querySelectorAll('line')[4]!.getAttribute('y1')) // the 630 gridline
    expect((bottom - points[0]!.y) / (bottom - top)).toBeCloseTo(0.25)
    // the line runs through the points
    expect(container.querySelector('polyline')!.getAttribute('points')).toBe(points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' '))
    // axis labels, values on the points, and the data as text for screen readers
    expect(screen.getByText('2024')).toBeTruthy()
    expect([...container.querySelectorAll('text.gk-lk-chart__value')].map((t) => t.textContent)).toEqual(['600', '620', '610'])
    const chart = screen.getByRole('img', { name: /最低分走势/ })
    expect(chart.querySelector('desc')!.textContent).toBe('本科批：2023 600，2024 620，2025 610')
  })

  it('bridges a missing year and draws a smaller rank higher when the axis is inverse', () => {
    const { container } = render(
      <SvgLineChart
        categories={['2023', '2024', '2025']}
        series={[{ name: '本科批', values: [5000, null, 8000] }]}
        min={4000}
        max={9000}
        inverse
        label="最低位次走势"
      />,
    )
    const points = drawn(container, '本科批')
    expect(points.map((p) => p.value)).toEqual([5000, 8000])
    expect(points[0]!.y).toBeLessThan(points[1]!.y)
    expect(container.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(2)
  })
})

describe('TrackTrendChart', () => {
  it('draws one series per batch and per track, with the old 文/理 year named under its year, without loading a chart library', () => {
    const { container } = render(
      <TrackTrendChart
        lines={[line(2024, 601, { SubjectType: '理科', Batch: '本科一批' }), line(2024, 477, { SubjectType: '理科', Batch: '本科二批' }), line(2025, 590)]}
        basis="score"
        trackName="物理类"
      />,
    )
    // the 理科 year's score is its own series: not joined to the 物理类 line
    expect(drawn(container, '本科批').map((p) => p.value)).toEqual([590])
    expect(drawn(container, '本科批（理科）').map((p) => p.value)).toEqual([601])
    expect(drawn(container, '本科二批（理科）').map((p) => p.value)).toEqual([477])
    expect(screen.getByText('理科')).toBeTruthy()
    expect(screen.getByText('本科二批（理科）')).toBeTruthy()
    expect(container.querySelector('canvas')).toBeNull()
    expect(screen.getByTestId('track-chart').dataset.ymin).toBe('460')
  })
})
