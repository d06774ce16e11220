import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultAdmissionModel, type AdmissionModelParams } from './admission-model.ts'
import { admissionProbability } from './admission-probability.ts'
import { estimateAdmissionLine } from './estimate-admission-line.ts'

const normalOnly: AdmissionModelParams = {
  ...defaultAdmissionModel,
  tailWeight: 0,
  skew: 0,
  zScale: 1,
  zShift: 0,
}
const estimate = { logBaseline: Math.log(10_000), spread: 0.1 }

describe('admissionProbability', () => {
  it.each([
    ['at the forecast line', 10_000, 0.5],
    ['one σ better', 10_000 * Math.exp(-0.1), 0.841345],
    ['one σ worse', 10_000 * Math.exp(0.1), 0.158655],
    ['two σ better', 10_000 * Math.exp(-0.2), 0.97725],
  ])('%s', (_, rank, expected) => {
    expect(admissionProbability(rank, estimate, normalOnly)).toBeCloseTo(expected, 4)
  })

  it.each([
    ['far better than the line', 10, normalOnly.probabilityMax],
    ['far worse than the line', 10_000_000, normalOnly.probabilityMin],
  ])('clamps when %s', (_, rank, expected) => {
    expect(admissionProbability(rank, estimate, normalOnly)).toBe(expected)
  })

  it('skew widens the side towards worse ranks', () => {
    const skewed = { ...normalOnly, skew: 0.5 }
    // one σ worse now is only 1/1.5 σ on the upper side; one σ better is 2 σ on the lower side
    expect(admissionProbability(10_000 * Math.exp(0.1), estimate, skewed)).toBeCloseTo(1 - 0.747507, 4)
    expect(admissionProbability(10_000 * Math.exp(-0.1), estimate, skewed)).toBeCloseTo(0.97725, 4)
  })

  it('heavy tails make extreme outcomes less certain', () => {
    const tailed = { ...normalOnly, tailWeight: 0.3, tailScale: 3 }
    expect(admissionProbability(13_000, estimate, tailed)).toBeGreaterThan(admissionProbability(13_000, estimate, normalOnly))
  })

  it('property: probability never rises as the rank worsens (any history, default model)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 400_000 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (ranks, rank, worse) => {
          const history = ranks.map((minRank, i) => ({ year: 2024 - i, minRank }))
          const line = estimateAdmissionLine(history, { year: 2025 })!
          return admissionProbability(rank + worse, line) <= admissionProbability(rank, line)
        },
      ),
    )
  })

  it('property: probability stays inside the clamp bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (rank) => {
        const p = admissionProbability(rank, estimate)
        return p >= defaultAdmissionModel.probabilityMin && p <= defaultAdmissionModel.probabilityMax
      }),
    )
  })
})
