// @vitest-environment node
// pure logic with no DOM: a jsdom window would cost this file about a CPU second (docs/contributing.md "CI budget")
import { describe, expect, it } from 'vitest'
import { singleFlight } from './single-flight.ts'

describe('singleFlight', () => {
  it('shares one run between concurrent callers and allows a new run afterwards', async () => {
    let runs = 0
    const run = singleFlight(async () => {
      runs += 1
      await new Promise((resolve) => setTimeout(resolve, 5))
      return runs
    })
    expect(await Promise.all([run(), run(), run()])).toEqual([1, 1, 1])
    expect(await run()).toBe(2)
  })
})
