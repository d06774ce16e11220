import { ErrorCode } from '@gk/contract'
import type { Db } from '../db/client.ts'
import { AppError } from '../kernel/app-error.ts'

export type AttemptRule = { key: string; maxFailures: number; windowMs: number }

/**
 * Counts failed attempts (passwords, codes, card secrets) per key in the database, so the limit
 * holds across instances. A key over its limit is refused until its window passes.
 */
export function createAttemptLimiter(db: Db, now: () => Date) {
  async function failuresOf(rule: AttemptRule): Promise<number> {
    const rows = await db.query<{ failures: number; window_start: Date }>('SELECT failures, window_start FROM login_attempts WHERE key = $1', [rule.key])
    const row = rows[0]
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
        await db.query(
          `INSERT INTO login_attempts (key, failures, window_start) VALUES ($1, 1, $2)
           ON CONFLICT (key) DO UPDATE SET
             failures = CASE WHEN login_attempts.window_start < $3 THEN 1 ELSE login_attempts.failures + 1 END,
             window_start = CASE WHEN login_attempts.window_start < $3 THEN $2 ELSE login_attempts.window_start END`,
          [rule.key, now(), windowStart],
        )
      }
    },
    async clear(keys: string[]) {
      for (const key of keys) await db.query('DELETE FROM login_attempts WHERE key = $1', [key])
    },
  }
}
