import { ErrorCode } from '@gk/contract'
import type { Db } from '../db/client.ts'
import { AppError } from '../kernel/app-error.ts'
import { createLoginAttemptsRepository } from './login-attempts.repository.ts'

export type AttemptRule = { key: string; maxFailures: number; windowMs: number }

/**
 * Counts failed attempts (passwords, codes, card secrets) per key in the database, so the limit
 * holds across instances. A key over its limit is refused until its window passes.
 */
export function createAttemptLimiter(db: Db, now: () => Date) {
  const counters = createLoginAttemptsRepository(db)
  async function failuresOf(rule: AttemptRule): Promise<number> {
    const row = await counters.counter(rule.key)
    if (!row) return 0
    const expired = now().getTime() - new Date(row.window_start).getTime() > rule.windowMs
    return expired ? 0 : row.failures
  }
  return {
    /** Throws "too many attempts" when any rule's key is over its limit. */
    async assertAllowed(rules: AttemptRule[]) {
      for (const rule of rules) {
        if ((await failuresOf(rule)) >= rule.maxFailures) throw new AppError(ErrorCode.TooManyAttempts)
      }
    },
    async recordFailure(rules: AttemptRule[]) {
      for (const rule of rules) {
        const windowStart = new Date(now().getTime() - rule.windowMs)
        await counters.countFailure(rule.key, now(), windowStart)
      }
    },
    async clear(keys: string[]) {
      for (const key of keys) await counters.clear(key)
    },
  }
}
