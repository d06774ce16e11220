import type { Db } from '../../db/client.ts'

export type MemberRow = { exam_year: number | null; member_type: number | null; member_expire_at: Date | null }

/** The user's membership as the users table holds it (whatever its expiry) and the live packages. */
export function createMembershipRepository(db: Db) {
  return {
    async memberRow(userId: number): Promise<MemberRow | null> {
      const rows = await db.query<MemberRow>('SELECT exam_year, member_type, member_expire_at FROM users WHERE id = $1', [userId])
      return rows[0] ?? null
    },
    /** One row per package kind live at `now`, with its latest end, latest first. */
    async livePackages(userId: number, now: Date): Promise<{ product_from: string; expire_at: Date }[]> {
      return db.query<{ product_from: string; expire_at: Date }>(
        'SELECT product_from, max(expire_at) AS expire_at FROM user_packages WHERE user_id = $1 AND expire_at > $2 GROUP BY product_from ORDER BY 2 DESC',
        [userId, now],
      )
    },
    /** The open id a live open-id grant stands for (JSAPI pay needs the payer's real openid). */
    async grantedOpenId(handleHash: string, openType: number, now: Date): Promise<string | null> {
      const rows = await db.query<{ open_id: string }>('SELECT open_id FROM open_id_grants WHERE handle_hash = $1 AND open_type = $2 AND expires_at > $3', [
        handleHash,
        openType,
        now,
      ])
      return rows[0]?.open_id ?? null
    },
  }
}
