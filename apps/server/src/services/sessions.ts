import type { Db } from '../db/client.ts'
import { hashToken, newToken } from './tokens.ts'
import { sessionsChanged, type UserCache } from './user-cache.ts'

export type SessionUser = { userId: number; sessionId: number }

export type SessionStore = {
  create(userId: number, meta: { terminalType: number; userAgent: string; ip: string }): Promise<string>
  resolve(token: string): Promise<SessionUser | null>
  /** Logout: the session, this device's remember tokens and the account's open-id handles. */
  revoke(token: string): Promise<void>
  /** One signed-in device of the user's (its remember tokens, the account's open-id handles); false when there is none. */
  revokeOne(userId: number, sessionId: number): Promise<boolean>
  /**
   * Every credential of the account except the session `exceptSessionId` (and its device's remember
   * tokens): sessions, remember tokens, open-id handles. Returns how many sessions ended.
   */
  revokeAllForUser(userId: number, exceptSessionId?: number): Promise<number>
}

/**
 * Open-id handles of the identities bound to the account: a handle signs the account in like a
 * password would, so whatever ends the account's sessions ends these too (the client authorizes
 * with the platform again).
 */
async function revokeOpenIdHandles(db: Db, userId: number, at: Date): Promise<void> {
  await db.query(
    `UPDATE open_id_grants g SET revoked_at = $2
      WHERE g.revoked_at IS NULL
        AND EXISTS (SELECT 1 FROM open_bindings b WHERE b.user_id = $1 AND b.open_type = g.open_type AND b.open_id = g.open_id)`,
    [userId, at],
  )
}

/**
 * Sessions in the database: sliding expiry. Every way a credential is revoked (logout, one device,
 * other devices, password change or reset) goes through here, so remember tokens and open-id
 * handles can never outlive the sessions they stand for.
 */
export function createSessionStore(db: Db, ttlDays: number, now: () => Date, cache?: UserCache): SessionStore {
  const ttlMs = ttlDays * 86_400_000
  // sliding expiry is written at most once a minute, so a cached session is read from memory between
  const SLIDE_EVERY_MS = 60_000
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
      const hash = hashToken(token)
      const hit = cache?.sessions.get(hash)
      // an entry past its expiry is read again: another instance may have slid the expiry since
      if (cache && hit && performance.now() - hit.at < cache.maxAgeMs() && hit.expiresAt > at.getTime()) {
        if (at.getTime() - hit.lastSeenAt > SLIDE_EVERY_MS) {
          const expiresAt = at.getTime() + ttlMs
          // the row may have been revoked by another instance whose message has not arrived: the UPDATE says so
          const alive = await db.query(`UPDATE sessions SET last_seen_at = $2, expires_at = $3 WHERE id = $1 AND revoked_at IS NULL RETURNING id`, [
            hit.sessionId,
            at,
            new Date(expiresAt),
          ])
          if (alive.length === 0) {
            cache.sessions.delete(hash)
            return null
          }
          hit.lastSeenAt = at.getTime()
          hit.expiresAt = expiresAt
        }
        return { userId: hit.userId, sessionId: hit.sessionId }
      }
      const generation = cache?.generation
      const rows = await db.query<{ id: number; user_id: number; last_seen_at: Date; expires_at: Date }>(
        `SELECT id, user_id, last_seen_at, expires_at FROM sessions
          WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
        [hash, at],
      )
      const row = rows[0]
      if (!row) return null
      let lastSeenAt = new Date(row.last_seen_at).getTime()
      let expiresAt = new Date(row.expires_at).getTime()
      // extend the sliding window at most once a minute to keep reads cheap
      if (at.getTime() - lastSeenAt > SLIDE_EVERY_MS) {
        lastSeenAt = at.getTime()
        expiresAt = at.getTime() + ttlMs
        await db.query(`UPDATE sessions SET last_seen_at = $2, expires_at = $3 WHERE id = $1`, [row.id, at, new Date(expiresAt)])
      }
      // not stored when a revocation arrived while the row was being read (it may predate the revoke)
      if (cache && cache.generation === generation) {
        cache.sessions.set(hash, { userId: row.user_id, sessionId: row.id, lastSeenAt, expiresAt, at: performance.now() })
      }
      return { userId: row.user_id, sessionId: row.id }
    },
    async revoke(token) {
      const at = now()
      const rows = await db.query<{ id: number; user_id: number }>(
        `UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL RETURNING id, user_id`,
        [hashToken(token), at],
      )
      const row = rows[0]
      if (!row) return
      sessionsChanged(db, row.user_id)
      await db.query('UPDATE remember_tokens SET revoked_at = $2 WHERE session_id = $1 AND revoked_at IS NULL', [row.id, at])
      await revokeOpenIdHandles(db, row.user_id, at)
    },
    async revokeOne(userId, sessionId) {
      const at = now()
      const rows = await db.query(`UPDATE sessions SET revoked_at = $3 WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id`, [
        sessionId,
        userId,
        at,
      ])
      if (rows.length > 0) sessionsChanged(db, userId)
      await db.query('UPDATE remember_tokens SET revoked_at = $3 WHERE session_id = $1 AND user_id = $2 AND revoked_at IS NULL', [sessionId, userId, at])
      // handles are not tied to a device, and the device being signed out may hold one
      if (rows.length > 0) await revokeOpenIdHandles(db, userId, at)
      return rows.length > 0
    },
    async revokeAllForUser(userId, exceptSessionId) {
      const at = now()
      const except = exceptSessionId ?? -1
      const rows = await db.query(`UPDATE sessions SET revoked_at = $3 WHERE user_id = $1 AND revoked_at IS NULL AND id <> $2 RETURNING id`, [
        userId,
        except,
        at,
      ])
      sessionsChanged(db, userId)
      await db.query(`UPDATE remember_tokens SET revoked_at = $3 WHERE user_id = $1 AND revoked_at IS NULL AND session_id IS DISTINCT FROM $2`, [
        userId,
        except,
        at,
      ])
      await revokeOpenIdHandles(db, userId, at)
      return rows.length
    },
  }
}
