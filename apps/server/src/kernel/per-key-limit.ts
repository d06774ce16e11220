/**
 * At most `max` calls in flight per key (a user): `enter` answers a release function, or null when
 * the key already has `max` calls running. Counts only what is running, never a rate: the rate is the
 * per-IP limiter's job, this one stops one account from holding many expensive calls at once.
 */
export type PerKeyLimit = {
  enter(key: string): (() => void) | null
  inFlight(key: string): number
}

export function createPerKeyLimit(max: number): PerKeyLimit {
  const counts = new Map<string, number>()
  return {
    enter(key) {
      const n = counts.get(key) ?? 0
      if (n >= max) return null
      counts.set(key, n + 1)
      let released = false
      return () => {
        if (released) return
        released = true
        const left = (counts.get(key) ?? 1) - 1
        if (left <= 0) counts.delete(key)
        else counts.set(key, left)
      }
    },
    inFlight: (key) => counts.get(key) ?? 0,
  }
}
