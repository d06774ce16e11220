import type { Db } from '../../db/client.ts'
import type { TicketRow } from '../../services/consult-tickets.ts'

/** A ticket as the console reads it: with the student's mobile. */
export type Row = TicketRow & { mobile: string }

export async function ticketWithMobile(db: Db, id: number): Promise<Row | undefined> {
  const rows = await db.query<Row>('SELECT t.*, u.mobile FROM consult_tickets t JOIN users u ON u.id = t.user_id WHERE t.id = $1', [id])
  return rows[0]
}

/** The expert's queue: paid tickets, mine or open or all, optionally in one state, due first. */
export function ticketQueue(db: Db, scope: string, accountId: number | null, state: string | null): Promise<Row[]> {
  return db.query<Row>(
    `SELECT t.*, u.mobile FROM consult_tickets t JOIN users u ON u.id = t.user_id
        WHERE t.state <> 'unpaid'
          AND ($1 <> 'mine' OR t.expert_account_id = $2)
          AND ($1 <> 'open' OR t.state IN ('paid', 'assigned', 'in_progress'))
          AND ($3::text IS NULL OR t.state = $3)
        ORDER BY t.due_at NULLS LAST, t.id LIMIT 200`,
    [scope, accountId, state],
  )
}

/** A message in the student's inbox. */
export async function notifyUser(db: Db, userId: number, title: string, bodyHtml: string, now: Date): Promise<void> {
  await db.query(`INSERT INTO user_messages (user_id, key, title, body_html, created_at) VALUES ($1, '', $2, $3, $4)`, [userId, title, bodyHtml, now])
}
