import type { Db } from '../../db/client.ts'
import { hashToken, newToken } from '../../services/tokens.ts'

/**
 * How long a client may keep an open-id handle for silent re-login (keeps openID on logout);
 * logout, a password change or reset and revoking devices end it sooner (see services/sessions.ts).
 */
export const GRANT_TTL_MS = 180 * 86_400_000

export type Grant = { openType: number; openId: string; nickname: string; avatar: string }
export type Binding = { userId: number; openType: number; openId: string; nickname: string; createdAt: Date }

/** Open identities: the handles we issued (hashed) and the bindings to accounts. */
export function createOpenAuthRepository(db: Db) {
  return {
    /** Remembers a one-time nonce until `expiresAt`; false when the issuer already used it (a replay). */
    async rememberNonce(issuer: string, jti: string, expiresAt: Date): Promise<boolean> {
      const rows = await db.query(`INSERT INTO partner_nonces (issuer, jti, expires_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING jti`, [
        issuer,
        jti,
        expiresAt,
      ])
      return rows.length === 1
    },
    async forgetNoncesExpiredBefore(cutoff: Date): Promise<void> {
      await db.query('DELETE FROM partner_nonces WHERE expires_at < $1', [cutoff])
    },
    async issueHandoverTicket(ticketHash: string, userId: number, partner: string, now: Date, expiresAt: Date): Promise<void> {
      await db.query(`INSERT INTO handover_tickets (ticket_hash, user_id, partner, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`, [
        ticketHash,
        userId,
        partner,
        now,
        expiresAt,
      ])
    },
    /** Marks a live, unused ticket of the partner used and returns its user; null for any other ticket. */
    async redeemHandoverTicket(ticketHash: string, partner: string, now: Date): Promise<number | null> {
      const rows = await db.query<{ user_id: number }>(
        `UPDATE handover_tickets SET used_at = $3
          WHERE ticket_hash = $1 AND partner = $2 AND used_at IS NULL AND expires_at > $3 RETURNING user_id`,
        [ticketHash, partner, now],
      )
      return rows[0]?.user_id ?? null
    },
    async nicknameAndMobile(userId: number): Promise<{ nickname: string; mobile: string } | null> {
      const rows = await db.query<{ nickname: string; mobile: string }>('SELECT nickname, mobile FROM users WHERE id = $1', [userId])
      return rows[0] ?? null
    },
    /** Records an identity our server obtained and returns the opaque handle the client keeps. */
    async issueGrant(grant: Grant, now: Date): Promise<string> {
      const handle = newToken()
      await db.query(
        `INSERT INTO open_id_grants (handle_hash, open_type, open_id, nickname, avatar, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [hashToken(handle), grant.openType, grant.openId, grant.nickname.slice(0, 40), grant.avatar.slice(0, 500), now, new Date(now.getTime() + GRANT_TTL_MS)],
      )
      return handle
    },
    async resolveGrant(openType: number, handle: string, now: Date): Promise<Grant | null> {
      const rows = await db.query<{ open_type: number; open_id: string; nickname: string; avatar: string }>(
        `SELECT open_type, open_id, nickname, avatar FROM open_id_grants WHERE handle_hash = $1 AND open_type = $2 AND expires_at > $3 AND revoked_at IS NULL`,
        [hashToken(handle), openType, now],
      )
      const row = rows[0]
      return row ? { openType: row.open_type, openId: row.open_id, nickname: row.nickname, avatar: row.avatar } : null
    },
    async bindingOf(openType: number, openId: string): Promise<Binding | null> {
      const rows = await db.query<{ user_id: number; open_type: number; open_id: string; nickname: string; created_at: Date }>(
        `SELECT user_id, open_type, open_id, nickname, created_at FROM open_bindings WHERE open_type = $1 AND open_id = $2`,
        [openType, openId],
      )
      const row = rows[0]
      return row ? { userId: row.user_id, openType: row.open_type, openId: row.open_id, nickname: row.nickname, createdAt: row.created_at } : null
    },
    /**
     * Binds an identity to an account. Returns false when the identity is bound to another account.
     * An account has one identity per type: binding a new one replaces the old.
     */
    async bind(userId: number, grant: Grant, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const existing = await tx.query<{ user_id: number }>('SELECT user_id FROM open_bindings WHERE open_type = $1 AND open_id = $2 FOR UPDATE', [
          grant.openType,
          grant.openId,
        ])
        if (existing[0]) return existing[0].user_id === userId
        await tx.query('DELETE FROM open_bindings WHERE user_id = $1 AND open_type = $2', [userId, grant.openType])
        const inserted = await tx.query(
          `INSERT INTO open_bindings (open_type, open_id, user_id, nickname, created_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT DO NOTHING RETURNING id`,
          [grant.openType, grant.openId, userId, grant.nickname.slice(0, 40), now],
        )
        return inserted.length === 1
      })
    },
    async unbind(userId: number, openType: number): Promise<void> {
      await db.query('DELETE FROM open_bindings WHERE user_id = $1 AND open_type = $2', [userId, openType])
    },
    async bindingsOfUser(userId: number): Promise<Binding[]> {
      const rows = await db.query<{ user_id: number; open_type: number; open_id: string; nickname: string; created_at: Date }>(
        'SELECT user_id, open_type, open_id, nickname, created_at FROM open_bindings WHERE user_id = $1 ORDER BY open_type',
        [userId],
      )
      return rows.map((r) => ({ userId: r.user_id, openType: r.open_type, openId: r.open_id, nickname: r.nickname, createdAt: r.created_at }))
    },
    async userByMobile(mobile: string): Promise<{ id: number; password_hash: string | null } | null> {
      const rows = await db.query<{ id: number; password_hash: string | null }>('SELECT id, password_hash FROM users WHERE mobile = $1', [mobile])
      return rows[0] ?? null
    },
    async maskedMobileOf(userId: number): Promise<string> {
      const rows = await db.query<{ mobile: string }>('SELECT mobile FROM users WHERE id = $1', [userId])
      const mobile = rows[0]?.mobile ?? ''
      return mobile ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : ''
    },
    /** Creates the account of a verified mobile unless it exists. */
    async findOrCreateUser(input: {
      mobile: string
      passwordHash: string | null
      nickname: string
      channelCode: string
      agreementVersion: string | null
      now: Date
    }) {
      const inserted = await db.query<{ id: number }>(
        `INSERT INTO users (mobile, password_hash, nickname, channel_code, agreement_version, agreement_accepted_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (mobile) DO NOTHING RETURNING id`,
        [input.mobile, input.passwordHash, input.nickname, input.channelCode, input.agreementVersion, input.agreementVersion ? input.now : null],
      )
      if (inserted[0]) return { id: inserted[0].id, isNew: true }
      const existing = await this.userByMobile(input.mobile)
      if (!existing) throw new Error('account vanished between insert and select')
      return { id: existing.id, isNew: false }
    },
  }
}
export type OpenAuthRepository = ReturnType<typeof createOpenAuthRepository>
