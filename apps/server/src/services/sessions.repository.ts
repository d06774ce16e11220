import type { Db } from '../db/client.ts'

export type SessionRow = { id: number; user_id: number; last_seen_at: Date; expires_at: Date }

/** sessions rows, and the credentials revoked with them (remember tokens of a device, open-id handles of the account). */
export function createSessionsRepository(db: Db) {
  return {
    async insert(s: { userId: number; tokenHash: string; terminalType: number; userAgent: string; ip: string; expiresAt: Date; at: Date }): Promise<void> {
      await db.query(
        `INSERT INTO sessions (user_id, token_hash, terminal_type, user_agent, ip, expires_at, created_at, last_seen_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
        [s.userId, s.tokenHash, s.terminalType, s.userAgent, s.ip, s.expiresAt, s.at],
      )
    },
    /** Slides a live session's expiry; false when the row was revoked meanwhile. */
    async slideLive(id: number, at: Date, expiresAt: Date): Promise<boolean> {
      const alive = await db.query(`UPDATE sessions SET last_seen_at = $2, expires_at = $3 WHERE id = $1 AND revoked_at IS NULL RETURNING id`, [
        id,
        at,
        expiresAt,
      ])
      return alive.length > 0
    },
    async slide(id: number, at: Date, expiresAt: Date): Promise<void> {
      await db.query(`UPDATE sessions SET last_seen_at = $2, expires_at = $3 WHERE id = $1`, [id, at, expiresAt])
    },
    async liveByTokenHash(tokenHash: string, at: Date): Promise<SessionRow | undefined> {
      const rows = await db.query<SessionRow>(
        `SELECT id, user_id, last_seen_at, expires_at FROM sessions
          WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
        [tokenHash, at],
      )
      return rows[0]
    },
    async revokeByTokenHash(tokenHash: string, at: Date): Promise<{ id: number; user_id: number } | undefined> {
      const rows = await db.query<{ id: number; user_id: number }>(
        `UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL RETURNING id, user_id`,
        [tokenHash, at],
      )
      return rows[0]
    },
    /** Whether a live session of the user was revoked. */
    async revokeOne(userId: number, sessionId: number, at: Date): Promise<boolean> {
      const rows = await db.query(`UPDATE sessions SET revoked_at = $3 WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id`, [
        sessionId,
        userId,
        at,
      ])
      return rows.length > 0
    },
    /** How many live sessions of the user, other than `exceptSessionId`, were revoked. */
    async revokeAllBut(userId: number, exceptSessionId: number, at: Date): Promise<number> {
      const rows = await db.query(`UPDATE sessions SET revoked_at = $3 WHERE user_id = $1 AND revoked_at IS NULL AND id <> $2 RETURNING id`, [
        userId,
        exceptSessionId,
        at,
      ])
      return rows.length
    },
    async revokeRememberTokensOfSession(sessionId: number, at: Date): Promise<void> {
      await db.query('UPDATE remember_tokens SET revoked_at = $2 WHERE session_id = $1 AND revoked_at IS NULL', [sessionId, at])
    },
    async revokeRememberTokensOfUserSession(userId: number, sessionId: number, at: Date): Promise<void> {
      await db.query('UPDATE remember_tokens SET revoked_at = $3 WHERE session_id = $1 AND user_id = $2 AND revoked_at IS NULL', [sessionId, userId, at])
    },
    async revokeRememberTokensBut(userId: number, exceptSessionId: number, at: Date): Promise<void> {
      await db.query(`UPDATE remember_tokens SET revoked_at = $3 WHERE user_id = $1 AND revoked_at IS NULL AND session_id IS DISTINCT FROM $2`, [
        userId,
        exceptSessionId,
        at,
      ])
    },
    /** The open-id handles of the identities bound to the account. */
    async revokeOpenIdHandles(userId: number, at: Date): Promise<void> {
      await db.query(
        `UPDATE open_id_grants g SET revoked_at = $2
          WHERE g.revoked_at IS NULL
            AND EXISTS (SELECT 1 FROM open_bindings b WHERE b.user_id = $1 AND b.open_type = g.open_type AND b.open_id = g.open_id)`,
        [userId, at],
      )
    },
  }
}
