import { expect, it } from 'vitest'
import { eventLoopDelay } from './loop-delay.ts'

// the abuse bench (issue 33) reads how late the timers ran and the collector's pauses; the first reading starts both
it('starts on the first reading, then reports the timers and the garbage collector’s pauses since the last one', async () => {
  expect(eventLoopDelay({ reset: true })).toBeNull()
  // garbage for young-generation collections of this thread: kept in a holder the optimiser cannot remove, and
  // more of it until the collector's observer (delivered asynchronously) has seen a pause and the delay timer has
  // ticked twice (its first tick only starts the clock, so a loaded machine can reach a pause with no sample yet)
  let holder: object[] = []
  for (let round = 0; round < 40; round++) {
    for (let i = 0; i < 100_000; i++) holder.push({ i, s: `x${i}` })
    holder = []
    await new Promise((r) => setTimeout(r, 10))
    const peek = eventLoopDelay({ reset: false })
    if (peek && peek.samples > 0 && peek.gc.minor.count + peek.gc.major.count > 0) break
  }
  const reading = eventLoopDelay({ reset: true })!
  expect(reading.samples).toBeGreaterThan(0)
  expect(reading.gc.minor.count + reading.gc.major.count).toBeGreaterThan(0)
  expect(reading.gc.minor.maxMs).toBeGreaterThanOrEqual(0)
})
