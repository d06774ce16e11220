import type { Db } from '../../db/client.ts'
import type { TicketRow } from '../../services/consult-tickets.ts'

/** A ticket as the console reads it: with the student's mobile and the student's messages its expert has not read. */
export type Row = TicketRow & { mobile: string; unread: number }

// the student's messages after the assigned expert last opened the ticket (ADR 056)
const UNREAD = `(SELECT count(*)::int FROM consult_messages m
    WHERE m.ticket_id = t.id AND m.author = 'student' AND m.created_at > COALESCE(t.expert_seen_at, '-infinity'::timestamptz))`

export async function ticketWithMobile(db: Db, id: number): Promise<Row | undefined> {
  const rows = await db.query<Row>(`SELECT t.*, u.mobile, ${UNREAD} AS unread FROM consult_tickets t JOIN users u ON u.id = t.user_id WHERE t.id = $1`, [id])
  return rows[0]
}

/**
 * The expert's queue: paid tickets, mine or open or all, optionally in one state, due first. "Open" is work to do:
 * tickets not yet delivered, and delivered or closed ones with a follow-up from the student nobody has read.
 */
export function ticketQueue(db: Db, scope: string, accountId: number | null, state: string | null): Promise<Row[]> {
  return db.query<Row>(
    `SELECT * FROM (SELECT t.*, u.mobile, ${UNREAD} AS unread FROM consult_tickets t JOIN users u ON u.id = t.user_id
        WHERE t.state <> 'unpaid'
          AND ($1 <> 'mine' OR t.expert_account_id = $2)
          AND ($3::text IS NULL OR t.state = $3)) q
        WHERE ($1 <> 'open' OR q.state IN ('paid', 'assigned', 'in_progress') OR (q.state <> 'refunded' AND q.unread > 0))
        ORDER BY (q.unread > 0) DESC, q.due_at NULLS LAST, q.id LIMIT 200`,
    [scope, accountId, state],
  )
}

/** The assigned expert opened the ticket: what the student wrote so far is read. */
export async function markExpertSeen(db: Db, id: number, now: Date): Promise<void> {
  await db.query('UPDATE consult_tickets SET expert_seen_at = $2 WHERE id = $1', [id, now])
}

/** Tickets with an unread student message: the expert's own, or every assigned one (accountId null, an admin). */
export async function unreadTicketCount(db: Db, accountId: number | null): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM consult_tickets t
      WHERE t.expert_account_id IS NOT NULL AND ($1::int IS NULL OR t.expert_account_id = $1) AND t.state <> 'refunded' AND ${UNREAD} > 0`,
    [accountId],
  )
  return rows[0]?.n ?? 0
}

/** A message in the student's inbox. */
export async function notifyUser(db: Db, userId: number, title: string, bodyHtml: string, now: Date): Promise<void> {
  await db.query(`INSERT INTO user_messages (user_id, key, title, body_html, created_at) VALUES ($1, '', $2, $3, $4)`, [userId, title, bodyHtml, now])
}
