import type { Db } from '../db/client.ts'

/**
 * The attempt counters (login_attempts): one row per key, counting attempts since its window start.
 * Every change is one statement, so parallel requests each see their own count (ADR 043).
 */
export function createLoginAttemptsRepository(db: Db) {
  return {
    /** Counts one attempt and answers the count with it; a window started before `windowStart` starts again at `now`. */
    async take(key: string, now: Date, windowStart: Date): Promise<number> {
      const rows = await db.query<{ failures: number }>(
        `INSERT INTO login_attempts (key, failures, window_start) VALUES ($1, 1, $2)
           ON CONFLICT (key) DO UPDATE SET
             failures = CASE WHEN login_attempts.window_start < $3 THEN 1 ELSE login_attempts.failures + 1 END,
             next_at = CASE WHEN login_attempts.window_start < $3 THEN NULL ELSE login_attempts.next_at END,
             window_start = CASE WHEN login_attempts.window_start < $3 THEN $2 ELSE login_attempts.window_start END
         RETURNING failures`,
        [key, now, windowStart],
      )
      return rows[0]?.failures ?? 1
    },
    /** Takes back one counted attempt (it succeeded, or was refused before it was checked). */
    async giveBack(key: string): Promise<void> {
      await db.query('UPDATE login_attempts SET failures = GREATEST(failures - 1, 0) WHERE key = $1', [key])
    },
    /**
     * Reserves the next slot of a back-off counter, `stepMs` after the one before, if it starts within
     * `maxWaitMs`; answers how long to wait for it, or null when the queue is that long already.
     */
    async reserveSlot(key: string, now: Date, stepMs: number, maxWaitMs: number): Promise<number | null> {
      const rows = await db.query<{ slot: Date }>(
        `UPDATE login_attempts SET next_at = GREATEST(COALESCE(next_at, $2), $2) + ($3::int * interval '1 millisecond')
          WHERE key = $1 AND GREATEST(COALESCE(next_at, $2), $2) <= $2::timestamptz + ($4::int * interval '1 millisecond')
          RETURNING next_at - ($3::int * interval '1 millisecond') AS slot`,
        [key, now, stepMs, maxWaitMs],
      )
      return rows[0] ? Math.max(0, new Date(rows[0].slot).getTime() - now.getTime()) : null
    },
    async clear(key: string): Promise<void> {
      await db.query('DELETE FROM login_attempts WHERE key = $1', [key])
    },
    async clearMatching(pattern: string): Promise<void> {
      await db.query(`DELETE FROM login_attempts WHERE key LIKE $1`, [pattern])
    },
  }
}
