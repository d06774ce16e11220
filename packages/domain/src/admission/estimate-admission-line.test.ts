import { describe, expect, it } from 'vitest'
import { defaultAdmissionModel, type AdmissionModelParams } from './admission-model.ts'
import { estimateAdmissionLine, widenInterval, type AdmissionHistoryYear } from './estimate-admission-line.ts'

// a transparent parameter set so expected values can be computed by hand
const plain: AdmissionModelParams = {
  ...defaultAdmissionModel,
  recencyWeights: [0.5, 0.3, 0.2],
  trendWeight: 0,
  lastMoveReversion: 0,
  planElasticity: 1,
  cohortElasticity: 1,
  seatElasticity: 1,
  levelShift: 0,
  spreadFloor: 0.1,
  volatilityWeight: 0,
  levelSlope: 0,
  countNoise: 0,
  smallPlanInflation: 0,
  fewYearsInflation: 0.5,
  gapInflation: 0,
  // the calibrated median equals the centre: no final shift, skew or tails
  zShift: 0,
  skew: 0,
  tailWeight: 0,
  lineElasticity: 0,
  yearShiftSpreadKnown: 0,
  yearShiftSpread: 0,
  missingCohortSpread: 0,
  missingPlanSpread: 0,
  volatilityPriorWeight: 0,
  derivedSpread: 0,
  confidenceCap: 2,
}

const years = (...ranks: number[]): AdmissionHistoryYear[] => ranks.map((minRank, i) => ({ year: 2024 - i, minRank }))

describe('estimateAdmissionLine', () => {
  it.each([
    ['empty history', [] as AdmissionHistoryYear[]],
    ['only later years', [{ year: 2026, minRank: 100 }]],
    ['unusable ranks', [{ year: 2024, minRank: 0 }]],
  ])('returns null for %s', (_, history) => {
    expect(estimateAdmissionLine(history, { year: 2025 }, plain)).toBeNull()
  })

  it.each([
    ['one year', years(10_000), 10_000, 0.1 * (1 + 0.5 * 2)],
    ['two years, weights renormalised', years(10_000, 20_000), Math.exp((0.5 * Math.log(10_000) + 0.3 * Math.log(20_000)) / 0.8), 0.1 * 1.5],
    ['three years', years(10_000, 10_000, 10_000), 10_000, 0.1],
    ['older years beyond the weights are ignored', years(10_000, 10_000, 10_000, 1), 10_000, 0.1],
  ])('%s', (_, history, baseline, spread) => {
    const estimate = estimateAdmissionLine(history, { year: 2025 }, plain)!
    expect(estimate.baselineRank).toBe(Math.round(baseline))
    expect(estimate.spread).toBeCloseTo(spread, 10)
  })

  it('marks a single year and never rates it high', () => {
    const estimate = estimateAdmissionLine(years(5_000), { year: 2025 }, plain)!
    expect(estimate.isSingleYear).toBe(true)
    expect(estimate.confidence).toBe('medium')
    expect(estimateAdmissionLine(years(5_000, 5_000, 5_000), { year: 2025 }, plain)!.confidence).toBe('high')
  })

  it.each([
    ['plan doubled → line moves out (capped at 1.5×)', 200, 15_000, 2],
    ['plan halved → line moves in', 50, 7_000, 0.5],
    ['plan change below the threshold is ignored', 105, 10_000, 1.05],
  ])('%s', (_, planNow, expected, planChange) => {
    const history: AdmissionHistoryYear[] = [{ year: 2024, minRank: 10_000, planCount: 100 }]
    const estimate = estimateAdmissionLine(history, { year: 2025, planCount: planNow }, plain)!
    expect(estimate.baselineRank).toBe(expected)
    expect(estimate.planChange).toBeCloseTo(planChange, 10)
  })

  it('normalises ranks by cohort size', () => {
    const history: AdmissionHistoryYear[] = [{ year: 2024, minRank: 10_000, totalCandidates: 500_000 }]
    expect(estimateAdmissionLine(history, { year: 2025, totalCandidates: 600_000 }, plain)!.baselineRank).toBe(12_000)
  })

  it('moves lines out when the batch has more seats; cohort elasticity scales the normalisation', () => {
    const history: AdmissionHistoryYear[] = [{ year: 2024, minRank: 10_000, totalCandidates: 500_000, totalSeats: 200_000 }]
    // seats +10 % with the cohort unchanged
    const estimate = estimateAdmissionLine(history, { year: 2025, totalCandidates: 500_000, totalSeats: 220_000 }, plain)!
    expect(estimate.baselineRank).toBe(11_000)
    const partial = estimateAdmissionLine(history, { year: 2025, totalCandidates: 600_000 }, { ...plain, cohortElasticity: 0.5 })!
    expect(partial.baselineRank).toBe(Math.round(10_000 * Math.sqrt(1.2)))
  })

  it('widens the spread for small plans, volatile units and skipped years', () => {
    const base = estimateAdmissionLine(years(10_000, 12_000, 9_000), { year: 2025 }, plain)!.spread
    const volatile = estimateAdmissionLine(years(10_000, 12_000, 9_000), { year: 2025 }, { ...plain, volatilityWeight: 1 })!.spread
    const small = estimateAdmissionLine(years(10_000, 12_000, 9_000), { year: 2025, planCount: 2 }, { ...plain, smallPlanInflation: 1 })!.spread
    const gap = estimateAdmissionLine(years(10_000, 12_000, 9_000), { year: 2026 }, { ...plain, gapInflation: 0.5 })!.spread
    expect(volatile).toBeGreaterThan(base)
    expect(small).toBeCloseTo(base * (1 + 1 / Math.sqrt(2)), 10)
    expect(gap).toBeCloseTo(base * 1.5, 10)
  })

  it('ignores history from the target year and later', () => {
    const history: AdmissionHistoryYear[] = [
      { year: 2025, minRank: 1 },
      { year: 2024, minRank: 10_000 },
    ]
    expect(estimateAdmissionLine(history, { year: 2025 }, plain)!.yearsUsed).toEqual([2024])
  })
})

describe('derived history and the control-line shift', () => {
  const withNew: AdmissionModelParams = { ...plain, derivedSpread: 0.2, lineElasticity: 1, yearShiftSpreadKnown: 0.02, yearShiftSpread: 0.06 }
  const own: AdmissionHistoryYear[] = [
    { year: 2024, minRank: 20_000 },
    { year: 2023, minRank: 20_000 },
    { year: 2022, minRank: 20_000 },
  ]

  it('a derived latest year widens the interval and is labelled low', () => {
    const base = estimateAdmissionLine(own, { year: 2025 }, withNew)!
    const derived = estimateAdmissionLine(
      own.map((h, i) => (i === 0 ? { ...h, isDerived: true } : h)),
      { year: 2025 },
      withNew,
    )!
    expect(derived.isDerived).toBe(true)
    expect(derived.spread).toBeGreaterThan(base.spread)
    expect(derived.likelyRange.high).toBeGreaterThan(base.likelyRange.high)
    expect(derived.confidence).toBe('low')
  })

  it('a placed third-party latest year widens by placedSpread, and by nothing without it (ADR 072)', () => {
    const placed = own.map((h, i) => (i === 0 ? { ...h, isPlaced: true } : h))
    const base = estimateAdmissionLine(own, { year: 2025 }, withNew)!
    const unwidened = estimateAdmissionLine(placed, { year: 2025 }, withNew)!
    const widened = estimateAdmissionLine(placed, { year: 2025 }, { ...withNew, placedSpread: 0.15 })!
    expect(unwidened.spread).toBe(base.spread)
    expect(widened.spread).toBeGreaterThan(base.spread)
    expect(widened.likelyRange.high).toBeGreaterThan(base.likelyRange.high)
    expect(widened.logBaseline).toBe(base.logBaseline)
    // only the latest year's source counts: an older placed year leaves the spread as it is
    const older = own.map((h, i) => (i === 1 ? { ...h, isPlaced: true } : h))
    expect(estimateAdmissionLine(older, { year: 2025 }, { ...withNew, placedSpread: 0.15 })!.spread).toBe(base.spread)
  })

  it('reads a placed year as more selective by placedShift, a converted placed year by placedDerivedShift (ADR 074)', () => {
    const placed = own.map((h, i) => (i === 0 ? { ...h, isPlaced: true } : h))
    const base = estimateAdmissionLine(own, { year: 2025 }, withNew)!
    expect(estimateAdmissionLine(placed, { year: 2025 }, withNew)!.logBaseline).toBe(base.logBaseline)
    const shifted = estimateAdmissionLine(placed, { year: 2025 }, { ...withNew, placedShift: 0.05 })!
    expect(shifted.logBaseline).toBeLessThan(base.logBaseline)
    expect(shifted.baselineRank).toBeLessThan(base.baselineRank)
    // the converted kind has its own value: an own-track placed year ignores it, a converted one reads only it
    expect(estimateAdmissionLine(placed, { year: 2025 }, { ...withNew, placedDerivedShift: 0.05 })!.logBaseline).toBe(base.logBaseline)
    const converted = placed.map((h, i) => (i === 0 ? { ...h, isDerived: true } : h))
    // the shipped default corrects a converted placed line: measured against none
    const convertedBase = estimateAdmissionLine(converted, { year: 2025 }, { ...withNew, placedDerivedShift: 0 })!
    expect(estimateAdmissionLine(converted, { year: 2025 }, withNew)!.logBaseline).toBeLessThan(convertedBase.logBaseline)
    expect(estimateAdmissionLine(converted, { year: 2025 }, { ...withNew, placedDerivedShift: 0, placedShift: 0.05 })!.logBaseline).toBe(
      convertedBase.logBaseline,
    )
    expect(estimateAdmissionLine(converted, { year: 2025 }, { ...withNew, placedDerivedShift: 0.05 })!.logBaseline).toBeLessThan(convertedBase.logBaseline)
    // only the newest year is corrected: an older placed year was never scored
    const older = own.map((h, i) => (i === 1 ? { ...h, isPlaced: true } : h))
    expect(estimateAdmissionLine(older, { year: 2025 }, { ...withNew, placedShift: 0.05 })!.logBaseline).toBe(base.logBaseline)
  })

  it('moves the centre with the control line’s rank and narrows when that shift is known', () => {
    const lined = own.map((h) => ({ ...h, lineRank: 100_000 }))
    const shifted = estimateAdmissionLine(lined, { year: 2025, lineRank: 110_000 }, withNew)!
    const unknown = estimateAdmissionLine(own, { year: 2025 }, withNew)!
    expect(shifted.logBaseline).toBeCloseTo(Math.log(20_000 * 1.1), 10)
    expect(shifted.spread).toBeLessThan(unknown.spread)
  })
})

describe('interval widening per shown label', () => {
  const history: AdmissionHistoryYear[] = [
    { year: 2024, minRank: 10_000 },
    { year: 2023, minRank: 10_400 },
    { year: 2022, minRank: 9_800 },
  ]
  it('stretches the log distance to both ends by the factor of the label shown, nothing else', () => {
    const none = { high: 1, medium: 1, low: 1 }
    const plain = estimateAdmissionLine(history, { year: 2025 }, { ...defaultAdmissionModel, intervalWidening: none })!
    const factor = 1.5
    const widened = estimateAdmissionLine(
      history,
      { year: 2025 },
      {
        ...defaultAdmissionModel,
        intervalWidening: { high: factor, medium: factor, low: factor },
      },
    )!
    expect(widened.confidence).toBe(plain.confidence)
    expect(widened.baselineRank).toBe(plain.baselineRank)
    expect(widened.spread).toBe(plain.spread)
    const m = plain.baselineRank
    expect(Math.log(m / widened.likelyRange.low)).toBeCloseTo(factor * Math.log(m / plain.likelyRange.low), 3)
    expect(Math.log(widened.likelyRange.high / m)).toBeCloseTo(factor * Math.log(plain.likelyRange.high / m), 3)
  })

  it('uses the factor of the label after a province cap', () => {
    const capped = { ...defaultAdmissionModel, confidenceCap: 0, intervalWidening: { high: 1, medium: 1, low: 1 } }
    const plain = estimateAdmissionLine(history, { year: 2025 }, capped)!
    const widened = estimateAdmissionLine(
      history,
      { year: 2025 },
      {
        ...capped,
        intervalWidening: { high: 1, medium: 1, low: 2 },
      },
    )!
    expect(widened.confidence).toBe('low')
    expect(widened.likelyRange.high).toBeGreaterThan(plain.likelyRange.high)
  })

  it('uses the factor of the label shown after the province step-down, not the interval’s own (ADR 075)', () => {
    const base = { ...defaultAdmissionModel, intervalWidening: { high: 1, medium: 1, low: 1 } }
    const own = estimateAdmissionLine(history, { year: 2025 }, base)!
    expect(own.confidence).toBe('high')
    // stepped down, the same 高 interval shows 中 and takes 中's factor: a province whose summary missed the targets
    // missed them on wider lines, so its stepped-down 高 needed 中's widening (training years: 1.70 vs 0.77)
    const stepped = { ...base, confidenceDowngrade: 1, intervalWidening: { high: 1, medium: 2, low: 1 } }
    const widened = estimateAdmissionLine(history, { year: 2025 }, stepped)!
    expect(widened.confidence).toBe('medium')
    const m = own.baselineRank
    expect(Math.log(widened.likelyRange.high / m)).toBeCloseTo(2 * Math.log(own.likelyRange.high / m), 3)
    const keptHigh = estimateAdmissionLine(history, { year: 2025 }, { ...stepped, intervalWidening: { high: 2, medium: 1, low: 1 } })!
    expect(keptHigh.likelyRange).toEqual(own.likelyRange)
  })

  it('widenInterval keeps a factor of 1 exact', () => {
    expect(widenInterval({ low: 8_000, median: 10_000, high: 12_500 }, 1)).toEqual({ low: 8_000, high: 12_500 })
    expect(widenInterval({ low: 8_000, median: 10_000, high: 12_500 }, 2)).toEqual({ low: 6_400, high: 15_625 })
  })
})
