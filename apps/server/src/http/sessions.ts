import type { Db } from '../db/client.ts'
import { hashToken, newToken } from './tokens.ts'

export type SessionUser = { userId: number; sessionId: number }

export type SessionStore = {
  create(userId: number, meta: { terminalType: number; userAgent: string; ip: string }): Promise<string>
  resolve(token: string): Promise<SessionUser | null>
  revoke(token: string): Promise<void>
  revokeAllForUser(userId: number, exceptSessionId?: number): Promise<void>
}

/** Sessions in the database: sliding expiry, revoked on logout and password change. */
export function createSessionStore(db: Db, ttlDays: number, now: () => Date): SessionStore {
  const ttlMs = ttlDays * 86_400_000
  return {
    async create(userId, meta) {
      const token = newToken()
      await db.query(
        `INSERT INTO sessions (user_id, token_hash, terminal_type, user_agent, ip, expires_at, created_at, last_seen_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
        [userId, hashToken(token), meta.terminalType, meta.userAgent.slice(0, 300), meta.ip, new Date(now().getTime() + ttlMs), now()],
      )
      return token
    },
    async resolve(token) {
      const at = now()
      const rows = await db.query<{ id: number; user_id: number; last_seen_at: Date }>(
        `SELECT id, user_id, last_seen_at FROM sessions
          WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
        [hashToken(token), at],
      )
      const row = rows[0]
      if (!row) return null
      // extend the sliding window at most once a minute to keep reads cheap
      if (at.getTime() - new Date(row.last_seen_at).getTime() > 60_000) {
        await db.query(`UPDATE sessions SET last_seen_at = $2, expires_at = $3 WHERE id = $1`, [
          row.id,
          at,
          new Date(at.getTime() + ttlMs),
        ])
      }
      return { userId: row.user_id, sessionId: row.id }
    },
    async revoke(token) {
      await db.query(`UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL`, [
        hashToken(token),
        now(),
      ])
    },
    async revokeAllForUser(userId, exceptSessionId) {
      await db.query(
        `UPDATE sessions SET revoked_at = $3 WHERE user_id = $1 AND revoked_at IS NULL AND id <> $2`,
        [userId, exceptSessionId ?? -1, now()],
      )
    },
  }
}
