import { describe, expect, it } from 'vitest'
import { standardNormalCdf } from '@gk/domain'
import { studentTCdf } from './student-t.ts'

describe('studentTCdf (the peaked shape of ADR 133)', () => {
  it('matches tabulated quantiles of Student-t', () => {
    // t tables: t_{0.975, 5} = 2.570582, t_{0.95, 10} = 1.812461, Cauchy (ν = 1): P(T ≤ 1) = 3/4
    expect(studentTCdf(2.570582, 5)).toBeCloseTo(0.975, 6)
    expect(studentTCdf(1.812461, 10)).toBeCloseTo(0.95, 6)
    expect(studentTCdf(1, 1)).toBeCloseTo(0.75, 9)
  })

  it('is symmetric around 0 and 0.5 at the centre', () => {
    for (const nu of [1, 3, 5, 30]) for (const x of [0.1, 0.7, 2, 6]) expect(studentTCdf(x, nu) + studentTCdf(-x, nu)).toBeCloseTo(1, 10)
    expect(studentTCdf(0, 5)).toBe(0.5)
  })

  it('is monotone and goes to 0 and 1 in the tails', () => {
    let last = 0
    for (let x = -50; x <= 50; x += 0.25) {
      const p = studentTCdf(x, 4)
      expect(p).toBeGreaterThanOrEqual(last)
      last = p
    }
    expect(studentTCdf(-Infinity, 4)).toBe(0)
    expect(studentTCdf(Infinity, 4)).toBe(1)
    expect(studentTCdf(1e6, 4)).toBeGreaterThan(1 - 1e-12)
  })

  it('has heavier tails than the Gaussian and tends to it as ν grows', () => {
    expect(studentTCdf(-3, 5)).toBeGreaterThan(standardNormalCdf(-3))
    for (const x of [-2.5, -1, 0.3, 1.96]) expect(Math.abs(studentTCdf(x, 1e6) - standardNormalCdf(x))).toBeLessThan(1e-5)
  })
})
