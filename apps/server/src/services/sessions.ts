import type { Db } from '../db/client.ts'
import { createSessionsRepository } from './sessions.repository.ts'
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
 * Sessions in the database: sliding expiry. Every way a credential is revoked (logout, one device,
 * other devices, password change or reset) goes through here, so remember tokens and open-id
 * handles can never outlive the sessions they stand for.
 */
export function createSessionStore(db: Db, ttlDays: number, now: () => Date, cache?: UserCache): SessionStore {
  const ttlMs = ttlDays * 86_400_000
  // sliding expiry is written at most once a minute, so a cached session is read from memory between
  const SLIDE_EVERY_MS = 60_000
  const rows = createSessionsRepository(db)
  // open-id handles sign the account in like a password would, so whatever ends the account's sessions ends
  // these too (the client authorizes with the platform again)
  const revokeOpenIdHandles = (userId: number, at: Date) => rows.revokeOpenIdHandles(userId, at)
  return {
    async create(userId, meta) {
      const token = newToken()
      await rows.insert({
        userId,
        tokenHash: hashToken(token),
        terminalType: meta.terminalType,
        userAgent: meta.userAgent.slice(0, 300),
        ip: meta.ip,
        expiresAt: new Date(now().getTime() + ttlMs),
        at: now(),
      })
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
          if (!(await rows.slideLive(hit.sessionId, at, new Date(expiresAt)))) {
            cache.sessions.delete(hash)
            return null
          }
          hit.lastSeenAt = at.getTime()
          hit.expiresAt = expiresAt
        }
        return { userId: hit.userId, sessionId: hit.sessionId }
      }
      const generation = cache?.generation
      const row = await rows.liveByTokenHash(hash, at)
      if (!row) return null
      let lastSeenAt = new Date(row.last_seen_at).getTime()
      let expiresAt = new Date(row.expires_at).getTime()
      // extend the sliding window at most once a minute to keep reads cheap
      if (at.getTime() - lastSeenAt > SLIDE_EVERY_MS) {
        lastSeenAt = at.getTime()
        expiresAt = at.getTime() + ttlMs
        await rows.slide(row.id, at, new Date(expiresAt))
      }
      // not stored when a revocation arrived while the row was being read (it may predate the revoke)
      if (cache && cache.generation === generation) {
        cache.sessions.set(hash, { userId: row.user_id, sessionId: row.id, lastSeenAt, expiresAt, at: performance.now() })
      }
      return { userId: row.user_id, sessionId: row.id }
    },
    async revoke(token) {
      const at = now()
      const row = await rows.revokeByTokenHash(hashToken(token), at)
      if (!row) return
      sessionsChanged(db, row.user_id)
      await rows.revokeRememberTokensOfSession(row.id, at)
      await revokeOpenIdHandles(row.user_id, at)
    },
    async revokeOne(userId, sessionId) {
      const at = now()
      const ended = await rows.revokeOne(userId, sessionId, at)
      if (ended) sessionsChanged(db, userId)
      await rows.revokeRememberTokensOfUserSession(userId, sessionId, at)
      // handles are not tied to a device, and the device being signed out may hold one
      if (ended) await revokeOpenIdHandles(userId, at)
      return ended
    },
    async revokeAllForUser(userId, exceptSessionId) {
      const at = now()
      const except = exceptSessionId ?? -1
      const ended = await rows.revokeAllBut(userId, except, at)
      sessionsChanged(db, userId)
      await rows.revokeRememberTokensBut(userId, except, at)
      await revokeOpenIdHandles(userId, at)
      return ended
    },
  }
}
