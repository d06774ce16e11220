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

export type ProductRow = {
  id: number
  name: string
  kind: string
  price_fen: number
  original_price_fen: number
  on_sale: boolean
  description: string
  member_type: number | null
  product_from: string | null
}

export function createOperationsRepository(db: Db) {
  return {
    /** What a refund is decided on: the order's gateway, amount and state, and its consulting ticket's state. */
    async refundFacts(orderNo: string) {
      const rows = await db.query<{ gateway: 'wechat' | 'alipay'; amount_fen: number; state: string; ticket_state: string | null }>(
        `SELECT o.gateway, o.amount_fen, o.state, t.state AS ticket_state FROM orders o LEFT JOIN consult_tickets t ON t.order_no = o.order_no WHERE o.order_no = $1`,
        [orderNo],
      )
      return rows[0]
    },
    async ticketIdOfOrder(tx: Db, orderNo: string): Promise<number | null> {
      return (await tx.query<{ id: number }>('SELECT id FROM consult_tickets WHERE order_no = $1', [orderNo]))[0]?.id ?? null
    },
    async markRefunded(tx: Db, orderNo: string, now: Date): Promise<void> {
      await tx.query("UPDATE orders SET state = 'refunded', refunded_at = $2 WHERE order_no = $1", [orderNo, now])
    },
    /** Ends the user's live packages of this kind at `now`. */
    async endPackageNow(tx: Db, userId: number, productFrom: string | null, now: Date): Promise<void> {
      await tx.query('UPDATE user_packages SET expire_at = $3 WHERE user_id = $1 AND product_from = $2 AND expire_at > $3', [userId, productFrom, now])
    },
    /** Ends the user's membership at `now` when it is still of this type and live. */
    async endMembershipNow(tx: Db, userId: number, memberType: number | null, now: Date): Promise<void> {
      await tx.query('UPDATE users SET member_expire_at = $3 WHERE id = $1 AND member_type = $2 AND (member_expire_at IS NULL OR member_expire_at > $3)', [
        userId,
        memberType,
        now,
      ])
    },
    /** Sets the membership type, keeping a later end of the same type. */
    async grantMembershipUntil(tx: Db, userId: number, memberType: number | null, end: Date, now: Date): Promise<void> {
      await tx.query(
        `UPDATE users SET member_type = $2, member_expire_at = GREATEST(CASE WHEN member_type = $2 THEN member_expire_at END, $3::timestamptz), updated_at = $4 WHERE id = $1`,
        [userId, memberType, end, now],
      )
    },
    async grantPackageUntil(tx: Db, userId: number, productFrom: string | null, end: Date, now: Date): Promise<void> {
      await tx.query('INSERT INTO user_packages (user_id, product_from, expire_at, created_at) VALUES ($1, $2, $3, $4)', [userId, productFrom, end, now])
    },
    async product(id: number): Promise<ProductRow | undefined> {
      return (await db.query<ProductRow>('SELECT * FROM products WHERE id = $1', [id]))[0]
    },
    async products(): Promise<ProductRow[]> {
      return db.query<ProductRow>('SELECT * FROM products ORDER BY sort, id')
    },
    async updatePrice(id: number, priceFen: number, originalPriceFen: number, onSale: boolean): Promise<ProductRow> {
      const rows = await db.query<ProductRow>('UPDATE products SET price_fen = $2, original_price_fen = $3, on_sale = $4 WHERE id = $1 RETURNING *', [
        id,
        priceFen,
        originalPriceFen,
        onSale,
      ])
      return rows[0]!
    },
    async cardBatches() {
      return db.query<{ id: number; product_id: number; note: string; card_count: number; activated: string; voided_at: Date | null; created_at: Date }>(
        `SELECT b.*, (SELECT count(*) FROM cards c WHERE c.batch_id = b.id AND c.activated_at IS NOT NULL) AS activated FROM card_batches b ORDER BY b.id DESC LIMIT 200`,
      )
    },
    /** Closes a batch's activation window now; false when there is no such batch or it is already void. */
    async voidBatch(batchId: number, now: Date): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        'UPDATE card_batches SET voided_at = $2, activate_before = $2 WHERE id = $1 AND voided_at IS NULL RETURNING id',
        [batchId, now],
      )
      return rows.length > 0
    },
    /**
     * Orders by a piece of the order number or of the mobile, newest first: the last four digits a
     * caller reads out, the number as written ("139 1234 5678", "139-1234-5678"), or as the console
     * shows it masked ("139****5678", each * one digit).
     */
    async orderPage(keyword: string, state: string, pageIndex: number, pageSize: number) {
      const like = `%${escapeLike(keyword)}%`
      const mobile = mobileLike(keyword)
      const where = `WHERE ($1 = '' OR o.order_no ILIKE $3 OR u.mobile LIKE $3 OR u.mobile LIKE $6) AND ($2 = '' OR o.state = $2)`
      const params = [keyword, state, like]
      const total = Number(
        (
          await db.query<{ n: string }>(`SELECT count(*) AS n FROM orders o JOIN users u ON u.id = o.user_id ${where.replace('$6', '$4')}`, [...params, mobile])
        )[0]?.n ?? 0,
      )
      const rows = await db.query<OrderViewRow>(`${ORDER_SELECT} ${where} ORDER BY o.id DESC LIMIT $4 OFFSET $5`, [
        ...params,
        pageSize,
        (pageIndex - 1) * pageSize,
        mobile,
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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * A keyword written as a mobile number, as a LIKE pattern over the stored digits: spaces and dashes
 * dropped, each * of a masked number one digit. Null (matches nothing) when it is not such a number.
 */
export function mobileLike(keyword: string): string | null {
  const compact = keyword.replace(/[\s-]/g, '')
  if (!/^[\d*]{4,11}$/.test(compact) || !/\d/.test(compact)) return null
  return `%${compact.replace(/\*/g, '_')}%`
}
