import type { Db } from '../db/client.ts'

type CodeRow = { id: number; code_hash: string; attempts: number }

/** sms_codes rows: hashed verification codes with their tries, per mobile and purpose. */
export function createSmsCodesRepository(db: Db) {
  return {
    /** Since `since`: the newest send of this purpose to the mobile, and how many sends of any purpose. */
    async sendsToMobile(mobile: string, purpose: string, since: Date): Promise<{ last: Date | null; day: number } | undefined> {
      const [row] = await db.query<{ last: Date | null; day: number }>(
        `SELECT max(created_at) FILTER (WHERE purpose = $3) AS last, count(*)::int AS day FROM sms_codes WHERE mobile = $1 AND created_at > $2`,
        [mobile, since, purpose],
      )
      return row
    },
    /** Sends from an address since `daySince` (day) and since `hourSince` (hour). */
    async sendsFromIp(ip: string, daySince: Date, hourSince: Date): Promise<{ hour: number; day: number } | undefined> {
      const [row] = await db.query<{ hour: number; day: number }>(
        `SELECT count(*) FILTER (WHERE created_at > $3)::int AS hour, count(*)::int AS day
         FROM sms_codes WHERE ip = $1 AND created_at > $2`,
        [ip, daySince, hourSince],
      )
      return row
    },
    /** Marks the open codes of this mobile and purpose used (a new code replaces them). */
    async retire(mobile: string, purpose: string, now: Date): Promise<void> {
      await db.query(`UPDATE sms_codes SET used_at = $3 WHERE mobile = $1 AND purpose = $2 AND used_at IS NULL`, [mobile, purpose, now])
    },
    async insert(mobile: string, purpose: string, codeHash: string, ip: string, now: Date, expiresAt: Date): Promise<void> {
      await db.query(`INSERT INTO sms_codes (mobile, purpose, code_hash, ip, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
        mobile,
        purpose,
        codeHash,
        ip,
        now,
        expiresAt,
      ])
    },
    /** Takes one try of the newest live code atomically; undefined when there is none or its tries are spent. */
    async takeTry(mobile: string, purpose: string, now: Date, maxTries: number): Promise<CodeRow | undefined> {
      const rows = await db.query<CodeRow>(
        `UPDATE sms_codes SET attempts = attempts + 1
          WHERE id = (SELECT id FROM sms_codes WHERE mobile = $1 AND purpose = $2 AND used_at IS NULL
                       AND expires_at > $3 ORDER BY id DESC LIMIT 1)
            AND attempts < $4
        RETURNING id, code_hash, attempts`,
        [mobile, purpose, now, maxTries],
      )
      return rows[0]
    },
    async giveTryBack(id: number): Promise<void> {
      await db.query(`UPDATE sms_codes SET attempts = attempts - 1 WHERE id = $1`, [id])
    },
    /** Uses the code up; false when another request used it first. */
    async useUp(id: number, now: Date): Promise<boolean> {
      const used = await db.query(`UPDATE sms_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id`, [id, now])
      return used.length > 0
    },
  }
}
