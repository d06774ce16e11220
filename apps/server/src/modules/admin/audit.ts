import type { Db } from '../../db/client.ts'
import type { ConsoleUser } from '../../http/console-auth.ts'
import { auditRows, insertAudit } from './audit.repository.ts'

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
  await insertAudit(db, [
    who.accountId,
    who.userName,
    action,
    target,
    before === undefined ? null : JSON.stringify(before),
    after === undefined ? null : JSON.stringify(after),
    now,
  ])
}

export async function auditPage(db: Db, keyword: string, pageIndex: number, pageSize: number) {
  const { total, rows } = await auditRows(db, keyword, pageIndex, pageSize)
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
