import type { Db } from '../db/client.ts'
import type { TicketMessageRow, TicketRow } from './consult-tickets.ts'

/** consult_tickets and their messages; the state machine that drives them is consult-tickets.ts. */
export function createConsultTicketsRepository(db: Db) {
  return {
    /** A per-user message; a non-empty key makes it arrive once. */
    async notifyOnce(userId: number, key: string, title: string, bodyHtml: string, now: Date): Promise<void> {
      await db.query(
        `INSERT INTO user_messages (user_id, key, title, body_html, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, key) WHERE key <> '' DO NOTHING`,
        [userId, key, title, bodyHtml, now],
      )
    },
    async addMessage(ticketId: number, author: string, authorName: string, body: string, now: Date): Promise<void> {
      await db.query('INSERT INTO consult_messages (ticket_id, author, author_name, body, created_at) VALUES ($1, $2, $3, $4, $5)', [
        ticketId,
        author,
        authorName,
        body,
        now,
      ])
    },
    /**
     * One conditional UPDATE: the ticket moves to `rule.to` only from one of `rule.from`, stamping the event's
     * column; `deliveryDays` sets the due date by service. Undefined when the ticket was not in such a state.
     */
    async move(
      ticketId: number,
      rule: { to: string; from: readonly string[]; stamp: string },
      now: Date,
      deliveryDays: { review: number; custom: number } | null,
      patch: Record<string, unknown>,
    ): Promise<TicketRow | undefined> {
      const cols = Object.keys(patch)
      const sets = cols.map((c, i) => `${c} = $${i + 5}`)
      const dueSql = deliveryDays
        ? `, due_at = $3::timestamptz + (CASE service WHEN 'review' THEN ${deliveryDays.review} ELSE ${deliveryDays.custom} END) * interval '1 day'`
        : ''
      const rows = await db.query<TicketRow>(
        `UPDATE consult_tickets SET state = $2, ${rule.stamp} = $3, updated_at = $3${dueSql}${sets.length ? `, ${sets.join(', ')}` : ''}
      WHERE id = $1 AND state = ANY($4::text[]) RETURNING *`,
        [ticketId, rule.to, now, rule.from, ...cols.map((c) => patch[c])],
      )
      return rows[0]
    },
    async exists(ticketId: number): Promise<boolean> {
      return (await db.query('SELECT 1 FROM consult_tickets WHERE id = $1', [ticketId])).length > 0
    },
    /** Unpaid tickets whose order has been paid. */
    async unpaidWithPaidOrder(): Promise<number[]> {
      const rows = await db.query<{ id: number }>(
        `SELECT t.id FROM consult_tickets t JOIN orders o ON o.order_no = t.order_no
      WHERE t.state = 'unpaid' AND o.state IN ('paid', 'fulfilled')`,
      )
      return rows.map((r) => r.id)
    },
    /** Locks the ticket if it is still unpaid. */
    async lockUnpaid(id: number): Promise<boolean> {
      return (await db.query<{ id: number }>("SELECT id FROM consult_tickets WHERE id = $1 AND state = 'unpaid' FOR UPDATE", [id])).length > 0
    },
    async closeDeliveredBefore(days: number, now: Date): Promise<void> {
      await db.query(
        `UPDATE consult_tickets SET state = 'closed', closed_at = $1, updated_at = $1
      WHERE state = 'delivered' AND delivered_at < $1::timestamptz - interval '${days} days'`,
        [now],
      )
    },
    async byId(id: number): Promise<TicketRow | null> {
      return (await db.query<TicketRow>('SELECT * FROM consult_tickets WHERE id = $1', [id]))[0] ?? null
    },
    async messages(ticketId: number): Promise<TicketMessageRow[]> {
      return db.query<TicketMessageRow>('SELECT * FROM consult_messages WHERE ticket_id = $1 ORDER BY id', [ticketId])
    },
  }
}
