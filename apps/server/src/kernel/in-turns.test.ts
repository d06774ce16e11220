import { expect, it } from 'vitest'
import { runInTurns } from './in-turns.ts'

function* counting(steps: number, spinMs: number): Generator<void, number, void> {
  let _spins = 0
  for (let i = 0; i < steps; i++) {
    const until = performance.now() + spinMs
    while (performance.now() < until) _spins++
    yield
  }
  return steps
}

it('gives the event loop up once a slice has run its time, and returns the generator’s result', async () => {
  let turns = 0
  // each step is at least 1 ms of work: with 2 ms slices a turn is given up at least every other step
  const result = await runInTurns(counting(20, 1), 2, () => turns++)
  expect(result).toBe(20)
  expect(turns).toBeGreaterThanOrEqual(9)
  // steps far shorter than a slice run together: few turns
  let quick = 0
  expect(await runInTurns(counting(1000, 0), 1000, () => quick++)).toBe(1000)
  expect(quick).toBe(0)
})
