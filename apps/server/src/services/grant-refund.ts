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

/**
 * Takes back exactly the time an order's grant added, inside the caller's transaction: a card or
 * another order under or over it keeps its own days. Member time stacked on the same tier comes
 * off the end; when that leaves nothing, a tier the grant replaced comes back with the expiry it
 * had. When the account moved to another tier since, that later grant already counted this one's
 * time as what it replaced, so nothing changes. Returns false for a grant recorded before grants
 * kept what they added (the caller ends the product instead).
 */
export async function revertOrderGrant(tx: Db, orderNo: string, now: Date): Promise<boolean> {
  const grant = (
    await tx.query<GrantRow>(
      `SELECT id, user_id, applied_member_type, prev_member_type, prev_expire_at, added_ms, package_row_id
         FROM entitlement_grants WHERE source = 'order' AND source_ref = $1 AND reverted_at IS NULL FOR UPDATE`,
      [orderNo],
    )
  )[0]
  if (!grant || grant.added_ms === null) return false
  const added = Number(grant.added_ms)
  if (grant.package_row_id !== null) {
    await tx.query(
      `UPDATE user_packages SET expire_at = GREATEST($2::timestamptz, expire_at - make_interval(secs => $3::double precision / 1000)) WHERE id = $1`,
      [grant.package_row_id, now, added],
    )
  } else if (grant.applied_member_type !== null) {
    const user = (
      await tx.query<{ member_type: number | null; member_expire_at: Date | null }>(
        'SELECT member_type, member_expire_at FROM users WHERE id = $1 FOR UPDATE',
        [grant.user_id],
      )
    )[0]
    if (user && user.member_type === grant.applied_member_type && user.member_expire_at) {
      const end = new Date(new Date(user.member_expire_at).getTime() - added)
      const replaced = grant.prev_member_type !== null && grant.prev_member_type !== grant.applied_member_type && grant.prev_expire_at !== null
      if (end.getTime() > now.getTime()) {
        await tx.query('UPDATE users SET member_expire_at = $2, updated_at = $3 WHERE id = $1', [grant.user_id, end, now])
      } else if (replaced && new Date(grant.prev_expire_at!).getTime() > now.getTime()) {
        await tx.query('UPDATE users SET member_type = $2, member_expire_at = $3, updated_at = $4 WHERE id = $1', [
          grant.user_id,
          grant.prev_member_type,
          grant.prev_expire_at,
          now,
        ])
      } else {
        await tx.query('UPDATE users SET member_expire_at = $2, updated_at = $2 WHERE id = $1', [grant.user_id, now])
      }
    }
  }
  await tx.query('UPDATE entitlement_grants SET reverted_at = $2 WHERE id = $1', [grant.id, now])
  return true
}
