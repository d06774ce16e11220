import { toRank } from '../types.ts'
import { describe, expect, it } from 'vitest'
import { noSubjectRequirement } from '../subject/subject-requirement.ts'
import { defaultAdmissionModel } from './admission-model.ts'
import { assessUnits, prepareUnits, type AdmissionUnit } from './assess-units.ts'
import { lineForecast } from './estimate-admission-line.ts'

const unit = (id: string, overrides: Partial<AdmissionUnit> = {}): AdmissionUnit => ({
  id,
  subjectType: 'physics',
  batchId: 'undergraduate',
  requirement: noSubjectRequirement,
  history: [
    { year: 2024, minRank: 10_000 },
    { year: 2023, minRank: 10_500 },
    { year: 2022, minRank: 9_800 },
  ],
  ...overrides,
})

const candidate = {
  rank: toRank(10_000),
  subjectCombo: { subjectType: 'physics', subjects: ['chemistry', 'biology'] },
  batchIds: ['undergraduate'],
} as const

describe('assessUnits', () => {
  const prepared = prepareUnits(
    [
      unit('ok'),
      unit('chem-politics', {
        requirement: { first: 'physics', allOf: ['chemistry', 'politics'], anyOf: [] },
      }),
      unit('history-only', { subjectType: 'history' }),
      unit('early-batch', { batchId: 'early' }),
      unit('new', { history: [] }),
    ],
    { year: 2025 },
  )
  const results = assessUnits(candidate, prepared)

  it.each([
    ['ok', 'assessed'],
    ['chem-politics', 'excluded'],
    ['history-only', 'excluded'],
    ['early-batch', 'excluded'],
    ['new', 'no-data'],
  ])('%s → %s', (id, status) => {
    expect(results.find((r) => r.unitId === id)?.status).toBe(status)
  })

  it('gives the exclusion reasons in Chinese', () => {
    const r = results.find((x) => x.unitId === 'chem-politics')
    expect(r?.status === 'excluded' && r.reasons).toEqual(['选科不符：须选考思想政治'])
    const b = results.find((x) => x.unitId === 'early-batch')
    expect(b?.status === 'excluded' && b.reasons[0]).toContain('批次不符')
  })

  it('explains an assessed unit', () => {
    const r = results.find((x) => x.unitId === 'ok')!
    if (r.status !== 'assessed') throw new Error('expected assessed')
    expect(r.explanation.yearsUsed).toEqual([2024, 2023, 2022])
    expect(r.probability).toBeGreaterThan(0.2)
    expect(r.probability).toBeLessThan(0.9)
    expect(r.confidence).toBe('high')
  })

  it('a better rank gives a safer tier', () => {
    const safe = assessUnits({ ...candidate, rank: toRank(5_000) }, prepared).find((x) => x.unitId === 'ok')!
    expect(safe.status === 'assessed' && safe.tier).toBe('safe')
    const hidden = assessUnits({ ...candidate, rank: toRank(30_000) }, prepared).find((x) => x.unitId === 'ok')!
    expect(hidden.status === 'assessed' && hidden.isHidden).toBe(true)
  })
})

describe('prepareUnits with the institution volatility', () => {
  const single = unit('single', { history: [{ year: 2024, minRank: 10_000 }] })
  const model = { ...defaultAdmissionModel, volatilityPrior: 0, volatilityPriorWeight: 2 }

  it('passes the unit’s institution volatility to the forecast: a single-year unit gets its school’s volatility', () => {
    const [bare, withSchool] = prepareUnits([single, { ...single, institutionVolatility: 0.2 }], { year: 2025 }, model)
    const alone = lineForecast(single.history, { year: 2025 }, model, { institutionVolatility: 0.2 })!
    expect(withSchool!.estimate!.spread).toBeCloseTo(alone.spread, 12)
    expect(withSchool!.estimate!.spread).toBeGreaterThan(bare!.estimate!.spread)
  })
})
