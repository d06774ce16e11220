import { ConsultingProductId, type Expert } from '@gk/contract'
import type { Db } from '../../db/client.ts'
import type { TicketRow } from '../../services/consult-tickets.ts'
import { expertAvatar } from './expert-avatar.ts'

type ProductRow = { id: number; name: string; description: string; price_fen: number; original_price_fen: number; valid_days: number | null }
type ExpertRow = {
  id: number
  name: string
  title: string
  years: number
  provinces: string[]
  specialties: string[]
  rating: string
  served: number
  intro: string
}

export function createConsultingRepository(db: Db) {
  return {
    async services(): Promise<ProductRow[]> {
      return db.query<ProductRow>(
        'SELECT id, name, description, price_fen, original_price_fen, valid_days FROM products WHERE id = ANY($1::int[]) ORDER BY id',
        [Object.values(ConsultingProductId)],
      )
    },
    async experts(): Promise<Expert[]> {
      const rows = await db.query<ExpertRow>('SELECT * FROM consult_experts WHERE active ORDER BY sort, id')
      return rows.map((r) => ({
        ExpertId: r.id,
        Name: r.name,
        Title: r.title,
        Years: r.years,
        Provinces: r.provinces,
        Specialties: r.specialties,
        Rating: Number(r.rating),
        Served: r.served,
        Intro: r.intro,
        Photo: expertAvatar(r.name, r.id),
      }))
    },
    async insertTicket(t: {
      userId: number
      service: 'review' | 'custom'
      orderNo: string
      wishId: number | null
      wishVersion: number | null
      wishName: string
      questionnaire: unknown
      now: Date
    }) {
      const rows = await db.query<TicketRow>(
        `INSERT INTO consult_tickets (user_id, service, order_no, wish_id, wish_version, wish_name, questionnaire, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) ON CONFLICT (order_no) DO NOTHING RETURNING *`,
        [t.userId, t.service, t.orderNo, t.wishId, t.wishVersion, t.wishName, t.questionnaire === null ? null : JSON.stringify(t.questionnaire), t.now],
      )
      return rows[0] ?? (await db.query<TicketRow>('SELECT * FROM consult_tickets WHERE order_no = $1', [t.orderNo]))[0]!
    },
    async ticketsOf(userId: number): Promise<TicketRow[]> {
      return db.query<TicketRow>("SELECT * FROM consult_tickets WHERE user_id = $1 AND state <> 'unpaid' ORDER BY created_at DESC, id DESC", [userId])
    },
    async parentCourseExpiry(userId: number, now: Date): Promise<Date | null> {
      const rows = await db.query<{ expire_at: Date }>(
        "SELECT max(expire_at) AS expire_at FROM user_packages WHERE user_id = $1 AND product_from = 'parent_course' AND expire_at > $2",
        [userId, now],
      )
      return rows[0]?.expire_at ?? null
    },
    /** the course bundle: published courses of the learning content store */
    async parentCourses() {
      return db.query<{ id: number; title: string; summary: string; cover: string }>(
        "SELECT id, title, summary, cover FROM content_items WHERE kind = 'course' AND published AND parent_id IS NULL ORDER BY sort_order, id LIMIT 8",
      )
    },
  }
}
