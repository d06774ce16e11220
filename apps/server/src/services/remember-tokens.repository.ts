import type { Db } from '../db/client.ts'

/** remember_tokens rows: hashed tokens bound to a device, chained in families. */
export function createRememberTokensRepository(db: Db) {
  return {
    async insert(t: { userId: number; sessionId: number; tokenHash: string; deviceHash: string; family: string; at: Date; expiresAt: Date }): Promise<void> {
      await db.query(
        `INSERT INTO remember_tokens (user_id, session_id, token_hash, device_hash, family, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [t.userId, t.sessionId, t.tokenHash, t.deviceHash, t.family, t.at, t.expiresAt],
      )
    },
    async revokeOfSession(sessionId: number, now: Date): Promise<void> {
      await db.query('UPDATE remember_tokens SET revoked_at = $2 WHERE session_id = $1 AND revoked_at IS NULL', [sessionId, now])
    },
    /** Marks a live token of this device used, atomically; undefined when there is none. */
    async useUp(tokenHash: string, deviceHash: string, now: Date): Promise<{ user_id: number; family: string } | undefined> {
      const used = await db.query<{ user_id: number; family: string }>(
        `UPDATE remember_tokens SET used_at = $3
          WHERE token_hash = $1 AND device_hash = $2 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $3
          RETURNING user_id, family`,
        [tokenHash, deviceHash, now],
      )
      return used[0]
    },
    /**
     * Revokes the whole family of a token that was already used; answers the account and every
     * session the family's tokens were issued for (none when the token was not a used one).
     */
    async revokeFamilyOfUsed(tokenHash: string, now: Date): Promise<{ userId: number; sessionIds: number[] } | null> {
      const family = await db.query<{ user_id: number; family: string }>(
        'SELECT user_id, family FROM remember_tokens WHERE token_hash = $1 AND used_at IS NOT NULL',
        [tokenHash],
      )
      if (!family[0]) return null
      await db.query('UPDATE remember_tokens SET revoked_at = $2 WHERE revoked_at IS NULL AND family = $1', [family[0].family, now])
      const sessions = await db.query<{ session_id: number }>('SELECT DISTINCT session_id FROM remember_tokens WHERE family = $1 AND session_id IS NOT NULL', [
        family[0].family,
      ])
      return { userId: family[0].user_id, sessionIds: sessions.map((r) => r.session_id) }
    },
  }
}
