import type { Db } from '../../db/client.ts'

export type UserEntitlementRow = { exam_year: number | null; member_type: number | null; member_expire_at: Date | null }

/**
 * What granting a product reads and writes: the user's membership, package rows and the grant record.
 * Takes the caller's transaction handle (or the pool, for a preview).
 */
export function createGrantWritesRepository(tx: Db) {
  return {
    async member(userId: number): Promise<UserEntitlementRow | undefined> {
      return (await tx.query<UserEntitlementRow>('SELECT exam_year, member_type, member_expire_at FROM users WHERE id = $1', [userId]))[0]
    },
    /** Locks the user row so two grants for one user apply one after the other. */
    async memberForUpdate(userId: number): Promise<UserEntitlementRow | undefined> {
      return (await tx.query<UserEntitlementRow>('SELECT exam_year, member_type, member_expire_at FROM users WHERE id = $1 FOR UPDATE', [userId]))[0]
    },
    /** The live package of this kind that ends last. */
    async livePackage(userId: number, productFrom: string | null, now: Date): Promise<{ id: number; expire_at: Date } | undefined> {
      const rows = await tx.query<{ id: number; expire_at: Date }>(
        'SELECT id, expire_at FROM user_packages WHERE user_id = $1 AND product_from = $2 AND expire_at > $3 ORDER BY expire_at DESC LIMIT 1',
        [userId, productFrom, now],
      )
      return rows[0]
    },
    /** The grant row, unique per source; undefined when this source was granted already. */
    async insertGrant(g: { userId: number; productId: number; source: string; ref: string; now: Date }): Promise<number | undefined> {
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO entitlement_grants (user_id, product_id, source, source_ref, created_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (source, source_ref) DO NOTHING RETURNING id`,
        [g.userId, g.productId, g.source, g.ref, g.now],
      )
      return inserted[0]?.id
    },
    async setMember(userId: number, memberType: number | undefined, expireAt: Date, now: Date): Promise<void> {
      await tx.query('UPDATE users SET member_type = $2, member_expire_at = $3, updated_at = $4 WHERE id = $1', [userId, memberType, expireAt, now])
    },
    async packageEnd(packageRowId: number): Promise<Date | undefined> {
      return (await tx.query<{ expire_at: Date }>('SELECT expire_at FROM user_packages WHERE id = $1', [packageRowId]))[0]?.expire_at
    },
    async setPackageEnd(packageRowId: number, expireAt: Date): Promise<void> {
      await tx.query('UPDATE user_packages SET expire_at = $2 WHERE id = $1', [packageRowId, expireAt])
    },
    async insertPackage(userId: number, productFrom: string | null, expireAt: Date, now: Date): Promise<number | null> {
      const row = await tx.query<{ id: number }>(
        'INSERT INTO user_packages (user_id, product_from, expire_at, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
        [userId, productFrom, expireAt, now],
      )
      return row[0]?.id ?? null
    },
    /** What the grant added on top of what was there, so a refund can take back exactly that. */
    async recordGrant(
      grantId: number,
      r: { expireAt: Date; applied: number | null; prevType: number | null; prevEnd: Date | null; addedMs: number; packageRowId: number | null },
    ): Promise<void> {
      await tx.query(
        `UPDATE entitlement_grants SET expire_at = $2, applied_member_type = $3, prev_member_type = $4, prev_expire_at = $5, added_ms = $6, package_row_id = $7
          WHERE id = $1`,
        [grantId, r.expireAt, r.applied, r.prevType, r.prevEnd, r.addedMs, r.packageRowId],
      )
    },
  }
}
