import { randomBytes } from 'node:crypto'
import type { Db } from '../db/client.ts'
import { createRememberTokensRepository } from './remember-tokens.repository.ts'
import { hashToken, newToken } from './tokens.ts'

/** How long "remember me" keeps a device signed in without use; every use starts the period again. */
export const REMEMBER_TTL_MS = 90 * 86_400_000

export type IssuedRemember = { token: string; expiresAt: Date }
/** A live token's account and family; a replayed used one's account and sessions; null otherwise. */
export type Redeemed = { userId: number; family: string } | { replayed: { userId: number; sessionIds: number[] } } | null

/**
 * Remember-me device credentials. The client keeps a random token (stored here only as a hash),
 * bound to the session it was issued for and to the install's device id. Each token works once:
 * using it answers a new session and the next token of the same family. A token presented again
 * after use means a copy exists elsewhere, so the whole family is revoked. Sessions revoke their
 * tokens through services/sessions.ts.
 */
export function createRememberTokens(db: Db, now: () => Date) {
  const store = createRememberTokensRepository(db)
  async function insert(userId: number, sessionId: number, deviceId: string, family: string): Promise<IssuedRemember> {
    const token = newToken()
    const at = now()
    const expiresAt = new Date(at.getTime() + REMEMBER_TTL_MS)
    await store.insert({ userId, sessionId, tokenHash: hashToken(token), deviceHash: hashToken(`device:${deviceId}`), family, at, expiresAt })
    return { token, expiresAt }
  }

  return {
    /** A new family for a session the user just proved (password, code, or a live session). */
    async issue(userId: number, sessionId: number, deviceId: string): Promise<IssuedRemember> {
      // one live remember token per session: asking again replaces the earlier one
      await store.revokeOfSession(sessionId, now())
      return insert(userId, sessionId, deviceId, randomBytes(12).toString('base64url'))
    },

    /**
     * Uses a token up (atomically: of two concurrent uses one wins). Returns the account and the
     * family to continue; for a used token presented again, the sessions its family opened (to end);
     * null when the token is unknown, revoked, expired or from another device.
     */
    async redeem(token: string, deviceId: string): Promise<Redeemed> {
      const at = now()
      const used = await store.useUp(hashToken(token), hashToken(`device:${deviceId}`), at)
      if (used) return { userId: used.user_id, family: used.family }
      // a used token seen again: whoever holds the family now may be a thief, so it ends for both,
      // with every session it opened (the caller ends them through the session store)
      const replayed = await store.revokeFamilyOfUsed(hashToken(token), at)
      return replayed ? { replayed } : null
    },

    /** The next token of a family, bound to the session the redeemed one just opened. */
    continueFamily(userId: number, sessionId: number, deviceId: string, family: string): Promise<IssuedRemember> {
      return insert(userId, sessionId, deviceId, family)
    },
  }
}
