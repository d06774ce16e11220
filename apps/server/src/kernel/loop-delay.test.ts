import { expect, it } from 'vitest'
import { eventLoopDelay } from './loop-delay.ts'

// the abuse bench (issue 33) reads how late the timers ran and the collector's pauses; the first reading starts both
it('starts on the first reading, then reports the timers and the garbage collector’s pauses since the last one', async () => {
  expect(eventLoopDelay({ reset: true })).toBeNull()
  // garbage enough for young-generation collections of this thread
  let kept = 0
  for (let i = 0; i < 400_000; i++) kept += [i, { i }].length
  expect(kept).toBe(800_000)
  await new Promise((r) => setTimeout(r, 50))
  const reading = eventLoopDelay({ reset: true })!
  expect(reading.samples).toBeGreaterThan(0)
  expect(reading.gc.minor.count + reading.gc.major.count).toBeGreaterThan(0)
  expect(reading.gc.minor.maxMs).toBeGreaterThanOrEqual(0)
})
