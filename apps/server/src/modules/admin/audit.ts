import type { Db } from '../../db/client.ts'
import type { ConsoleUser } from '../../http/console-auth.ts'

/** Every console write leaves one row: who, what, on what, when, and the state before and after. */
export async function writeAudit(
  db: Db,
  who: ConsoleUser | { accountId: null; userName: string },
  action: string,
  target: string,
  before: unknown,
  after: unknown,
  now: Date,
) {
  await db.query('INSERT INTO console_audit (account_id, username, action, target, before, after, at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    who.accountId,
    who.userName,
    action,
    target,
    before === undefined ? null : JSON.stringify(before),
    after === undefined ? null : JSON.stringify(after),
    now,
  ])
}

type AuditRow = { id: number; username: string; action: string; target: string; before: unknown; after: unknown; at: Date }

export async function auditPage(db: Db, keyword: string, pageIndex: number, pageSize: number) {
  const like = `%${keyword}%`
  const where = keyword ? 'WHERE username ILIKE $1 OR action ILIKE $1 OR target ILIKE $1' : 'WHERE $1::text IS NOT NULL'
  const total = Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM console_audit ${where}`, [like]))[0]?.n ?? 0)
  const rows = await db.query<AuditRow>(`SELECT * FROM console_audit ${where} ORDER BY id DESC LIMIT $2 OFFSET $3`, [
    like,
    pageSize,
    (pageIndex - 1) * pageSize,
  ])
  return {
    List: rows.map((r) => ({
      AuditId: r.id,
      UserName: r.username,
      Action: r.action,
      Target: r.target,
      Before: r.before,
      After: r.after,
      At: new Date(r.at).toISOString(),
    })),
    Total: total,
    PageIndex: pageIndex,
    PageSize: pageSize,
  }
}
