// @vitest-environment node
// pure logic with no DOM: a jsdom window would cost this file about a CPU second (docs/contributing.md "CI budget")
import { describe, expect, it } from 'vitest'
import { batchSeries, scaledAxis, trackChartOption } from './track-chart.ts'
import { admissionLine as line } from './admission-line.test-kit.ts'

describe('track chart', () => {
  it('frames the axis around the data, not 0–900', () => {
    expect(scaledAxis([601, 603, 612], 'score')).toEqual({ min: 590, max: 620 })
    expect(scaledAxis([600], 'score')).toEqual({ min: 590, max: 610 })
    expect(scaledAxis([22963, 30000], 'rank')).toEqual({ min: 22000, max: 31000 })
  })

  it('plots the ordinary own line per batch, skipping partial summaries, units and special plans', () => {
    const option = trackChartOption(
      [
        line(2021, 603, { SubjectType: '理科', Batch: '本科一批' }),
        line(2021, 477, { SubjectType: '理科', Batch: '本科二批' }),
        line(2022, 627, { SubjectType: '理科', Partial: true }),
        line(2024, 601, { SubjectType: '理科', Batch: '本科一批' }),
        line(2025, 590),
        line(2025, 560, { PlanType: '国家专项' }),
        line(2025, 540, { Unit: '郑州大学（中外合作办学）' }),
      ],
      'score',
      '物理类',
    )
    expect(option.xAxis.data).toEqual(['2021\n理科', '2024\n理科', '2025'])
    // the 理科 years' scores are not joined to the 物理类 line: another paper, sometimes another scale
    expect(option.series.find((s) => s.name === '本科批')!.data).toEqual([null, null, 590])
    expect(option.series.find((s) => s.name === '本科批（理科）')!.data).toEqual([603, 601, null])
    expect(option.series.find((s) => s.name === '本科二批（理科）')!.data).toEqual([477, null, null])
    expect(option.yAxis).toMatchObject({ min: 460, max: 620, inverse: false })
  })

  it('draws ranks upward (inverse axis) for rank-based provinces', () => {
    const option = trackChartOption(
      [line(2024, null, { MinRank: 5000, SubjectType: '综合' }), line(2025, null, { MinRank: 6000, SubjectType: '综合' })],
      'rank',
      '综合',
    )
    expect(option.yAxis.inverse).toBe(true)
    expect(option.series[0]!.data).toEqual([5000, 6000])
    expect(batchSeries('常规批')).toBe('本科批')
  })
})
