import { describe, expect, it } from 'vitest'
import { standardNormalCdf } from '../math/normal.ts'
import { createSeededRandom, sampleStandardNormal } from './seeded-random.ts'

describe('createSeededRandom', () => {
  it('repeats the sequence for the same seed and stays in [0, 1)', () => {
    const a = createSeededRandom(42)
    const b = createSeededRandom(42)
    for (let i = 0; i < 1000; i++) {
      const x = a.next()
      expect(x).toBe(b.next())
      expect(x >= 0 && x < 1).toBe(true)
    }
  })

  it('normal samples have mean ≈ 0 and variance ≈ 1', () => {
    const random = createSeededRandom(7)
    let sum = 0
    let squares = 0
    const n = 50_000
    for (let i = 0; i < n; i++) {
      const z = sampleStandardNormal(random)
      sum += z
      squares += z * z
    }
    expect(sum / n).toBeCloseTo(0, 1)
    expect(squares / n).toBeCloseTo(1, 1)
  })
})

describe('standardNormalCdf', () => {
  it.each([
    [0, 0.5],
    [1, 0.8413447],
    [-1, 0.1586553],
    [1.96, 0.9750021],
    [-3, 0.0013499],
  ])('Φ(%d) = %d', (x, expected) => {
    expect(standardNormalCdf(x)).toBeCloseTo(expected, 6)
  })
})
