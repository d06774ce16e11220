import type { Db } from '../../db/client.ts'

type Sum = { Count: number; AmountFen: number }

/** Orders paid, or refunded, in [from, to): how many and how much. */
export async function orderSums(db: Db, from: Date, to: Date): Promise<{ paid: Sum; refunded: Sum }> {
  const rows = await db.query<{ paid_n: number; paid_fen: number; refund_n: number; refund_fen: number }>(
    `SELECT count(*) FILTER (WHERE paid_at >= $1 AND paid_at < $2)::int AS paid_n,
            COALESCE(sum(amount_fen) FILTER (WHERE paid_at >= $1 AND paid_at < $2), 0)::int AS paid_fen,
            count(*) FILTER (WHERE refunded_at >= $1 AND refunded_at < $2)::int AS refund_n,
            COALESCE(sum(amount_fen) FILTER (WHERE refunded_at >= $1 AND refunded_at < $2), 0)::int AS refund_fen
       FROM orders WHERE (paid_at >= $1 AND paid_at < $2) OR (refunded_at >= $1 AND refunded_at < $2)`,
    [from, to],
  )
  const r = rows[0]
  return { paid: { Count: r?.paid_n ?? 0, AmountFen: r?.paid_fen ?? 0 }, refunded: { Count: r?.refund_n ?? 0, AmountFen: r?.refund_fen ?? 0 } }
}

/**
 * Open tickets past their deadline, and those with no expert yet. For an expert (accountId set) the overdue
 * ones are their own and the unassigned ones, the tickets they could act on.
 */
export async function ticketCounts(db: Db, now: Date, accountId: number | null): Promise<{ overdue: number; unassigned: number }> {
  const rows = await db.query<{ overdue: number; unassigned: number }>(
    `SELECT count(*) FILTER (WHERE due_at < $1 AND ($2::int IS NULL OR expert_account_id IS NULL OR expert_account_id = $2))::int AS overdue,
            count(*) FILTER (WHERE state = 'paid')::int AS unassigned
       FROM consult_tickets WHERE state IN ('paid', 'assigned', 'in_progress')`,
    [now, accountId],
  )
  return { overdue: rows[0]?.overdue ?? 0, unassigned: rows[0]?.unassigned ?? 0 }
}
