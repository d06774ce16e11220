import type { Db } from '../db/client.ts'

type GrantRow = {
  id: number
  user_id: number
  applied_member_type: number | null
  prev_member_type: number | null
  prev_expire_at: Date | null
  added_ms: string | null
  package_row_id: number | null
}

/** entitlement_grants and the rows a grant changed, inside the caller's transaction (rows locked FOR UPDATE). */
export function createGrantsRepository(tx: Db) {
  return {
    /** The order's grant that is not reverted yet, locked. */
    async liveOrderGrantForUpdate(orderNo: string): Promise<GrantRow | undefined> {
      const rows = await tx.query<GrantRow>(
        `SELECT id, user_id, applied_member_type, prev_member_type, prev_expire_at, added_ms, package_row_id
         FROM entitlement_grants WHERE source = 'order' AND source_ref = $1 AND reverted_at IS NULL FOR UPDATE`,
        [orderNo],
      )
      return rows[0]
    },
    /** Takes `addedMs` off a package's end, never before `now`. */
    async shortenPackage(packageRowId: number, addedMs: number, now: Date): Promise<void> {
      await tx.query(
        `UPDATE user_packages SET expire_at = GREATEST($2::timestamptz, expire_at - make_interval(secs => $3::double precision / 1000)) WHERE id = $1`,
        [packageRowId, now, addedMs],
      )
    },
    async membershipForUpdate(userId: number): Promise<{ member_type: number | null; member_expire_at: Date | null } | undefined> {
      const rows = await tx.query<{ member_type: number | null; member_expire_at: Date | null }>(
        'SELECT member_type, member_expire_at FROM users WHERE id = $1 FOR UPDATE',
        [userId],
      )
      return rows[0]
    },
    async setMembershipEnd(userId: number, end: Date, now: Date): Promise<void> {
      await tx.query('UPDATE users SET member_expire_at = $2, updated_at = $3 WHERE id = $1', [userId, end, now])
    },
    async restoreMembership(userId: number, memberType: number | null, expireAt: Date | null, now: Date): Promise<void> {
      await tx.query('UPDATE users SET member_type = $2, member_expire_at = $3, updated_at = $4 WHERE id = $1', [userId, memberType, expireAt, now])
    },
    async markReverted(grantId: number, now: Date): Promise<void> {
      await tx.query('UPDATE entitlement_grants SET reverted_at = $2 WHERE id = $1', [grantId, now])
    },
  }
}
