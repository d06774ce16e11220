import type { Db } from '../db/client.ts'

/** The attempt counters (login_attempts): one row per key, counting failures since its window start. */
export function createLoginAttemptsRepository(db: Db) {
  return {
    async counter(key: string): Promise<{ failures: number; window_start: Date } | undefined> {
      const rows = await db.query<{ failures: number; window_start: Date }>('SELECT failures, window_start FROM login_attempts WHERE key = $1', [key])
      return rows[0]
    },
    /** Counts one failure; a window started before `windowStart` starts again at `now` with this one. */
    async countFailure(key: string, now: Date, windowStart: Date): Promise<void> {
      await db.query(
        `INSERT INTO login_attempts (key, failures, window_start) VALUES ($1, 1, $2)
           ON CONFLICT (key) DO UPDATE SET
             failures = CASE WHEN login_attempts.window_start < $3 THEN 1 ELSE login_attempts.failures + 1 END,
             window_start = CASE WHEN login_attempts.window_start < $3 THEN $2 ELSE login_attempts.window_start END`,
        [key, now, windowStart],
      )
    },
    async clear(key: string): Promise<void> {
      await db.query('DELETE FROM login_attempts WHERE key = $1', [key])
    },
    async clearMatching(pattern: string): Promise<void> {
      await db.query(`DELETE FROM login_attempts WHERE key LIKE $1`, [pattern])
    },
  }
}
