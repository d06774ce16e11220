import type { Db } from '../../db/client.ts'

type AuditRow = { id: number; username: string; action: string; target: string; before: unknown; after: unknown; at: Date }

/** One console_audit row: account id, user name, action, target, before and after (JSON text or null), time. */
export async function insertAudit(db: Db, values: [number | null, string, string, string, string | null, string | null, Date]): Promise<void> {
  await db.query('INSERT INTO console_audit (account_id, username, action, target, before, after, at) VALUES ($1, $2, $3, $4, $5, $6, $7)', values)
}

/** One page of the audit, newest first, filtered by a keyword in user name, action or target. */
export async function auditRows(db: Db, keyword: string, pageIndex: number, pageSize: number) {
  const like = `%${keyword}%`
  const where = keyword ? 'WHERE username ILIKE $1 OR action ILIKE $1 OR target ILIKE $1' : 'WHERE $1::text IS NOT NULL'
  const total = Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM console_audit ${where}`, [like]))[0]?.n ?? 0)
  const rows = await db.query<AuditRow>(`SELECT * FROM console_audit ${where} ORDER BY id DESC LIMIT $2 OFFSET $3`, [
    like,
    pageSize,
    (pageIndex - 1) * pageSize,
  ])
  return { total, rows }
}
