import { describe, expect, it } from 'vitest'
import { readEnv, serverClock } from './env.ts'

describe('CLOCK_START', () => {
  it('starts the server clock at the given instant and lets it run on', () => {
    let real = 1_000_000
    const now = serverClock(readEnv({ CLOCK_START: '2027-07-20T02:00:00Z' }), () => real)
    expect(now().toISOString()).toBe('2027-07-20T02:00:00.000Z')
    real += 90_000
    expect(now().toISOString()).toBe('2027-07-20T02:01:30.000Z')
  })

  it('is the real clock when unset', () => {
    const now = serverClock(readEnv({}))
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(5_000)
  })

  it('refuses a bad date and refuses production', () => {
    expect(() => readEnv({ CLOCK_START: 'next summer' })).toThrow(/CLOCK_START/)
    expect(() => readEnv({ NODE_ENV: 'production', CLOCK_START: '2027-07-20' })).toThrow(/CLOCK_START/)
  })
})
