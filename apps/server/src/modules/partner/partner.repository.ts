import type { Db } from '../../db/client.ts'

export type AgentRow = {
  id: number
  name: string
  province_id: number
  city_id: number | null
  address: string
  contact: string
  phone: string
  services: string
}

export type EnquiryRow = {
  id: number
  user_id: number | null
  name: string
  mobile: string
  organization: string
  province_id: number | null
  cooperation_type: string
  message: string
  ip: string
  handled_at: Date | null
  created_at: Date
}

export function createPartnerRepository(db: Db) {
  return {
    /** Agents of a city first, then those serving the whole province; all when no region is given. */
    async agents(provinceId: number | null, cityId: number | null): Promise<AgentRow[]> {
      return db.query<AgentRow>(
        `SELECT * FROM agents WHERE active
           AND ($1::int IS NULL OR province_id = $1)
           AND ($2::int IS NULL OR city_id = $2 OR city_id IS NULL)
         ORDER BY (city_id IS NULL), sort, id LIMIT 200`,
        [provinceId, cityId],
      )
    },
    async insertEnquiry(e: Omit<EnquiryRow, 'id' | 'handled_at'>): Promise<number> {
      const rows = await db.query<{ id: number }>(
        `INSERT INTO cooperation_enquiries (user_id, name, mobile, organization, province_id, cooperation_type, message, ip, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [e.user_id, e.name, e.mobile, e.organization, e.province_id, e.cooperation_type, e.message, e.ip, e.created_at],
      )
      return rows[0]!.id
    },
    /** For operators (no admin UI yet): newest first, optionally only unhandled ones. */
    async listEnquiries(options: { onlyOpen?: boolean; limit?: number } = {}): Promise<EnquiryRow[]> {
      return db.query<EnquiryRow>(
        `SELECT * FROM cooperation_enquiries WHERE ($1::boolean IS NOT TRUE OR handled_at IS NULL) ORDER BY created_at DESC, id DESC LIMIT $2`,
        [options.onlyOpen ?? false, Math.min(options.limit ?? 100, 1000)],
      )
    },
    async markHandled(id: number, now: Date): Promise<void> {
      await db.query('UPDATE cooperation_enquiries SET handled_at = $2 WHERE id = $1 AND handled_at IS NULL', [id, now])
    },
    async enquiriesSince(ip: string, since: Date): Promise<number> {
      const rows = await db.query<{ n: string }>('SELECT count(*) AS n FROM cooperation_enquiries WHERE ip = $1 AND created_at > $2', [ip, since])
      return Number(rows[0]?.n ?? 0)
    },
  }
}
