import type { Db } from '../db/client.ts'

/** The membership row and every package of a user, whatever their expiry (the service judges them at `now`). */
export async function entitlementRows(db: Db, userId: number) {
  const user = (
    await db.query<{ member_type: number | null; member_expire_at: Date | null }>('SELECT member_type, member_expire_at FROM users WHERE id = $1', [userId])
  )[0]
  const packages = await db.query<{ product_from: string; expire_at: Date }>('SELECT product_from, expire_at FROM user_packages WHERE user_id = $1', [userId])
  return { user, packages }
}
