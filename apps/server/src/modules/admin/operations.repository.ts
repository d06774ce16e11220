import type { AdminOrder, AdminUser, TicketState } from '@gk/contract'
import type { Db } from '../../db/client.ts'

export type OrderViewRow = {
  order_no: string
  user_id: number
  mobile: string
  product_id: number
  product_name: string
  product_kind: 'member' | 'package'
  product_from: string | null
  member_type: number | null
  amount_fen: number
  state: string
  channel: string
  created_at: Date
  paid_at: Date | null
  refunded_at: Date | null
  ticket_state: TicketState | null
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null)

export function toAdminOrder(r: OrderViewRow): AdminOrder {
  return {
    OrderNo: r.order_no,
    UserId: r.user_id,
    Mobile: r.mobile,
    ProductId: r.product_id,
    ProductName: r.product_name,
    Amount: r.amount_fen,
    State: r.state,
    Channel: r.channel,
    CreatedAt: new Date(r.created_at).toISOString(),
    PaidAt: iso(r.paid_at),
    RefundedAt: iso(r.refunded_at),
    TicketState: r.ticket_state,
  }
}

const ORDER_SELECT = `SELECT o.order_no, o.user_id, u.mobile, o.product_id, p.name AS product_name, p.kind AS product_kind, p.product_from, p.member_type,
  o.amount_fen, o.state, o.channel, o.created_at, o.paid_at, o.refunded_at, t.state AS ticket_state
  FROM orders o JOIN users u ON u.id = o.user_id JOIN products p ON p.id = o.product_id
  LEFT JOIN consult_tickets t ON t.order_no = o.order_no`

type UserRow = {
  id: number
  mobile: string
  nickname: string
  exam_year: number | null
  member_type: number | null
  member_expire_at: Date | null
  created_at: Date
}

export function createOperationsRepository(db: Db) {
  return {
    async orderPage(keyword: string, state: string, pageIndex: number, pageSize: number) {
      const where = `WHERE ($1 = '' OR o.order_no = $1 OR u.mobile = $1) AND ($2 = '' OR o.state = $2)`
      const total = Number(
        (await db.query<{ n: string }>(`SELECT count(*) AS n FROM orders o JOIN users u ON u.id = o.user_id ${where}`, [keyword, state]))[0]?.n ?? 0,
      )
      const rows = await db.query<OrderViewRow>(`${ORDER_SELECT} ${where} ORDER BY o.id DESC LIMIT $3 OFFSET $4`, [
        keyword,
        state,
        pageSize,
        (pageIndex - 1) * pageSize,
      ])
      return { List: rows.map(toAdminOrder), Total: total, PageIndex: pageIndex, PageSize: pageSize }
    },
    async orderForUpdate(tx: Db, orderNo: string): Promise<OrderViewRow | null> {
      await tx.query('SELECT id FROM orders WHERE order_no = $1 FOR UPDATE', [orderNo])
      return (await tx.query<OrderViewRow>(`${ORDER_SELECT} WHERE o.order_no = $1`, [orderNo]))[0] ?? null
    },
    async user(id: number): Promise<AdminUser | null> {
      const rows = await db.query<UserRow>('SELECT id, mobile, nickname, exam_year, member_type, member_expire_at, created_at FROM users WHERE id = $1', [id])
      return rows[0] ? (await this.withPackages(rows))[0]! : null
    },
    async userPage(keyword: string, pageIndex: number, pageSize: number) {
      const where = `WHERE ($1 = '' OR mobile LIKE $2 OR nickname ILIKE $2 OR id::text = $1)`
      const params = [keyword, `%${keyword}%`]
      const total = Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM users ${where}`, params))[0]?.n ?? 0)
      const rows = await db.query<UserRow>(
        `SELECT id, mobile, nickname, exam_year, member_type, member_expire_at, created_at FROM users ${where} ORDER BY id DESC LIMIT $3 OFFSET $4`,
        [...params, pageSize, (pageIndex - 1) * pageSize],
      )
      return { List: await this.withPackages(rows), Total: total, PageIndex: pageIndex, PageSize: pageSize }
    },
    async withPackages(rows: UserRow[]): Promise<AdminUser[]> {
      const packages = await db.query<{ user_id: number; product_from: string; expire_at: Date }>(
        'SELECT user_id, product_from, expire_at FROM user_packages WHERE user_id = ANY($1::int[]) ORDER BY expire_at DESC',
        [rows.map((r) => r.id)],
      )
      return rows.map((r) => ({
        UserId: r.id,
        Mobile: r.mobile,
        NickName: r.nickname,
        ExamYear: r.exam_year,
        MemberType: r.member_type,
        MemberExpireAt: iso(r.member_expire_at),
        Packages: packages.filter((p) => p.user_id === r.id).map((p) => ({ ProductFrom: p.product_from, ExpireAt: new Date(p.expire_at).toISOString() })),
        CreatedAt: new Date(r.created_at).toISOString(),
      }))
    },
  }
}
