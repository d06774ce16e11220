import { describe, expect, it } from 'vitest'
import { toRank } from '../types.ts'
import { noSubjectRequirement } from '../subject/subject-requirement.ts'
import { defaultAdmissionModel } from './admission-model.ts'
import { assessUnits, prepareUnits, type AdmissionUnit } from './assess-units.ts'
import { capFarLine, chancesBySelectivity, chancesBySelectivitySteps, FAR_LINE_CAP, isotonicIncreasing, type ChanceItem } from './chances-by-selectivity.ts'

describe('capFarLine', () => {
  it('caps a line more selective than half the candidate rank, and only that', () => {
    expect(capFarLine(0.34, 5_529, 14_107)).toBe(FAR_LINE_CAP)
    expect(capFarLine(0.05, 5_529, 14_107)).toBe(0.05)
    expect(capFarLine(0.34, 7_100, 14_107)).toBe(0.34)
  })
})

describe('isotonicIncreasing', () => {
  it('pools adjacent violators into their mean', () => {
    expect(isotonicIncreasing([0.3, 0.2, 0.5])).toEqual([0.25, 0.25, 0.5])
    expect(isotonicIncreasing([0.6, 0.2, 0.1, 0.9])).toEqual([0.3, 0.3, 0.3, 0.9])
    expect(isotonicIncreasing([0.1, 0.2])).toEqual([0.1, 0.2])
  })
})

describe('chancesBySelectivity', () => {
  it('never shows a more selective unit higher within a label, and keeps labels apart', () => {
    const items = [
      { forecastRank: 11_740, label: 'medium', probability: 0.36 },
      { forecastRank: 22_517, label: 'medium', probability: 0.16 },
      { forecastRank: 14_727, label: 'medium', probability: 0.3 },
      { forecastRank: 12_000, label: 'low', probability: 0.45 },
      { forecastRank: 40_000, label: 'high', probability: 0.2 },
    ]
    const out = chancesBySelectivity(items, 43_879)
    // 11,740 < 43,879 / 2: capped first, then the medium label falls with selectivity
    expect(out[0]).toBe(0.1)
    expect(out[2]!).toBeLessThanOrEqual(out[1]!)
    expect(out[3]).toBe(0.1)
    expect(out[4]).toBe(0.2)
    for (const [a, b] of [
      [0, 2],
      [2, 1],
    ] as const)
      expect(out[a]!).toBeLessThanOrEqual(out[b]!)
  })

  it('caps a unit whose three newest lines were all twice as selective, however far out its forecast moved', () => {
    const out = chancesBySelectivity([{ forecastRank: 23_000, recentLinesRank: 20_500, label: 'medium', probability: 0.45 }], 43_879)
    expect(out).toEqual([FAR_LINE_CAP])
  })

  it('a unit capped by its recent lines is not lifted by pooling, and a more selective one shows no more', () => {
    const out = chancesBySelectivity(
      [
        { forecastRank: 21_000, recentLinesRank: 25_000, label: 'medium', probability: 0.3 },
        { forecastRank: 23_000, recentLinesRank: 20_500, label: 'medium', probability: 0.45 },
      ],
      43_879,
    )
    expect(out).toEqual([FAR_LINE_CAP, FAR_LINE_CAP])
  })

  it('skips the cap without a candidate rank (线差 lists) but still orders', () => {
    const out = chancesBySelectivity(
      [
        { forecastRank: 100, label: 'low', probability: 0.4 },
        { forecastRank: 900, label: 'low', probability: 0.2 },
      ],
      null,
    )
    expect(out).toEqual([0.30000000000000004, 0.30000000000000004])
  })
})

describe('assessUnits as a list', () => {
  const unit = (id: string, ranks: number[]): AdmissionUnit => ({
    id,
    subjectType: 'physics',
    batchId: 'undergraduate',
    requirement: noSubjectRequirement,
    history: ranks.map((minRank, k) => ({ year: 2024 - k, minRank })),
  })
  const candidate = { rank: toRank(14_107), subjectCombo: { subjectType: 'physics', subjects: ['chemistry', 'biology'] }, batchIds: ['undergraduate'] } as const
  // a borrowed single far year has a wide spread: on its own it shows far more than 10 %
  const wide = { ...defaultAdmissionModel, spreadFloor: 1.2 }
  const prepared = prepareUnits([unit('far-one-year', [5_529]), unit('near', [15_000, 14_500, 16_000])], { year: 2025 }, wide)

  it('a far single-year unit shows at most 10 % and is hidden', () => {
    const alone = assessUnits(candidate, prepared, { params: wide })[0]!
    expect(alone.status === 'assessed' && alone.probability).toBeGreaterThan(FAR_LINE_CAP)
    const listed = assessUnits(candidate, prepared, { params: wide, asList: { capByRank: true } })[0]!
    expect(listed.status === 'assessed' && listed.probability).toBe(FAR_LINE_CAP)
    expect(listed.status === 'assessed' && listed.tier).toBe(null)
  })
})

describe('chancesBySelectivity below the candidate', () => {
  it('pools only the units more selective than the candidate: a line-filled unit at the line keeps its chance, and a less selective one below shows no less', () => {
    const out = chancesBySelectivity(
      [
        { forecastRank: 100_000, label: 'high', probability: 0.4 },
        { forecastRank: 105_000, label: 'high', probability: 0.3 },
        { forecastRank: 119_069, label: 'high', probability: 0.877 },
        { forecastRank: 125_000, label: 'high', probability: 0.6 },
      ],
      110_000,
    )
    // below the candidate a running maximum, never pooling: 0.877 is kept (a pool would have averaged it to 0.74)
    // and the less selective 125,000 shows at least as much (the list's order holds on both sides)
    expect(out).toEqual([0.35, 0.35, 0.877, 0.877])
  })
})

describe('chancesBySelectivitySteps', () => {
  it('pauses within every pass and gives the same chances however it is stepped', () => {
    // a seeded list of 3,000 units over three labels, on both sides of the candidate, some without a chance
    let seed = 7
    const next = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
    const labels = ['high', 'medium', 'low']
    const items: ChanceItem[] = Array.from({ length: 3000 }, () => ({
      forecastRank: Math.round(2000 + next() * 40_000),
      ...(next() < 0.3 ? { centreRank: Math.round(1000 + next() * 40_000) } : {}),
      recentLinesRank: next() < 0.3 ? Math.round(1000 + next() * 40_000) : undefined,
      label: labels[Math.floor(next() * 3)]!,
      probability: next() < 0.05 ? Number.NaN : next(),
    }))
    const whole = chancesBySelectivity(items, 14_000)
    for (const perStep of [1, 7, 500]) {
      const steps = chancesBySelectivitySteps(items, 14_000, 14_000, perStep)
      let pauses = 0
      let step = steps.next()
      for (; !step.done; step = steps.next()) pauses++
      expect(step.value).toEqual(whole)
      // at least one pause per perStep units of each of the passes over the whole list
      expect(pauses).toBeGreaterThanOrEqual(Math.floor(items.length / perStep))
    }
    expect(whole.filter((p, i) => p !== items[i]!.probability && !Number.isNaN(p)).length).toBeGreaterThan(0)
  })
})
