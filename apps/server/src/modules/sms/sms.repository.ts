import type { Db } from '../../db/client.ts'

/** The few account queries code sign-in needs (accounts themselves belong to the user module's table). */
export function createSmsAccountRepository(db: Db) {
  return {
    async userIdByMobile(mobile: string): Promise<number | null> {
      const rows = await db.query<{ id: number }>('SELECT id FROM users WHERE mobile = $1', [mobile])
      return rows[0]?.id ?? null
    },
    /** Finds or creates the account of a verified mobile (no password until the user sets one), recording the accepted agreement. */
    async findOrCreate(mobile: string, channelCode: string, agreementVersion: string | null, now: Date): Promise<{ id: number; isNew: boolean }> {
      const inserted = await db.query<{ id: number }>(
        `INSERT INTO users (mobile, password_hash, nickname, channel_code, agreement_version, agreement_accepted_at)
         VALUES ($1, NULL, $2, $3, $4, $5) ON CONFLICT (mobile) DO NOTHING RETURNING id`,
        [mobile, `考生${mobile.slice(-4)}`, channelCode, agreementVersion, agreementVersion ? now : null],
      )
      if (inserted[0]) return { id: inserted[0].id, isNew: true }
      const existing = await this.userIdByMobile(mobile)
      if (existing === null) throw new Error('account vanished between insert and select')
      return { id: existing, isNew: false }
    },
  }
}
