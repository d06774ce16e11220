/** A seeded pseudo-random generator: `next()` returns a float in [0, 1). */
export type SeededRandom = { next(): number }

/**
 * Creates a mulberry32 generator; the same seed always yields the same sequence.
 *
 * @example
 * const rng = createSeededRandom(42)
 * rng.next() // same value on every run
 */
export function createSeededRandom(seed: number): SeededRandom {
  let state = seed >>> 0
  return {
    next(): number {
      state = (state + 0x6d2b79f5) >>> 0
      let t = state
      t = Math.imul(t ^ (t >>> 15), t | 1)
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296
    },
  }
}

/**
 * Draws a standard normal variate by the Box–Muller transform.
 *
 * @example
 * sampleStandardNormal(createSeededRandom(1)) // a number, usually within ±3
 */
export function sampleStandardNormal(random: SeededRandom): number {
  const u = 1 - random.next() // (0, 1], avoids log(0)
  const v = random.next()
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
}
