import type { Db } from '../db/client.ts'
import { createGrantsRepository } from './grants.repository.ts'

/**
 * Takes back exactly the time an order's grant added, inside the caller's transaction: a card or
 * another order under or over it keeps its own days. Member time stacked on the same tier comes
 * off the end; when that leaves nothing, a tier the grant replaced comes back with the expiry it
 * had. When the account moved to another tier since, that later grant already counted this one's
 * time as what it replaced, so nothing changes. Returns false for a grant recorded before grants
 * kept what they added (the caller ends the product instead).
 */
export async function revertOrderGrant(tx: Db, orderNo: string, now: Date): Promise<boolean> {
  const grants = createGrantsRepository(tx)
  const grant = await grants.liveOrderGrantForUpdate(orderNo)
  if (!grant || grant.added_ms === null) return false
  const added = Number(grant.added_ms)
  if (grant.package_row_id !== null) {
    await grants.shortenPackage(grant.package_row_id, added, now)
  } else if (grant.applied_member_type !== null) {
    const user = await grants.membershipForUpdate(grant.user_id)
    if (user && user.member_type === grant.applied_member_type && user.member_expire_at) {
      const end = new Date(new Date(user.member_expire_at).getTime() - added)
      const replaced = grant.prev_member_type !== null && grant.prev_member_type !== grant.applied_member_type && grant.prev_expire_at !== null
      if (end.getTime() > now.getTime()) {
        await grants.setMembershipEnd(grant.user_id, end, now)
      } else if (replaced && new Date(grant.prev_expire_at!).getTime() > now.getTime()) {
        await grants.restoreMembership(grant.user_id, grant.prev_member_type, grant.prev_expire_at, now)
      } else {
        await grants.setMembershipEnd(grant.user_id, now, now)
      }
    }
  }
  await grants.markReverted(grant.id, now)
  return true
}
