import { auditActionsMatching } from '@gk/contract'
import type { Db } from '../../db/client.ts'

type AuditRow = { id: number; username: string; action: string; target: string; before: unknown; after: unknown; at: Date }

/** One console_audit row: account id, user name, action, target, before and after (JSON text or null), time. */
export async function insertAudit(db: Db, values: [number | null, string, string, string, string | null, string | null, Date]): Promise<void> {
  await db.query('INSERT INTO console_audit (account_id, username, action, target, before, after, at) VALUES ($1, $2, $3, $4, $5, $6, $7)', values)
}

/**
 * One page of the audit, newest first, filtered by a keyword in user name, action code or target,
 * or in the action's Chinese name (退款 finds `order.refund`: operators search by what they read).
 */
export async function auditRows(db: Db, keyword: string, pageIndex: number, pageSize: number) {
  const like = `%${keyword}%`
  const actions = auditActionsMatching(keyword)
  const where = keyword
    ? 'WHERE (username ILIKE $1 OR action ILIKE $1 OR target ILIKE $1 OR action = ANY($2::text[]))'
    : 'WHERE $1::text IS NOT NULL AND $2::text[] IS NOT NULL'
  const total = Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM console_audit ${where}`, [like, actions]))[0]?.n ?? 0)
  const rows = await db.query<AuditRow>(`SELECT * FROM console_audit ${where} ORDER BY id DESC LIMIT $3 OFFSET $4`, [
    like,
    actions,
    pageSize,
    (pageIndex - 1) * pageSize,
  ])
  return { total, rows }
}
