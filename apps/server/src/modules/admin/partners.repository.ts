import type { AdminAgent, AdminEnquiry } from '@gk/contract'
import type { Db } from '../../db/client.ts'

type EnquiryRow = {
  id: number
  name: string
  mobile: string
  organization: string
  cooperation_type: string
  message: string
  created_at: Date
  handled_at: Date | null
  handled_note: string
}
type AgentRow = {
  id: number
  name: string
  province_id: number
  city_id: number | null
  address: string
  contact: string
  phone: string
  note: string
  active: boolean
}

export const toAdminEnquiry = (r: EnquiryRow): AdminEnquiry => ({
  Id: r.id,
  Name: r.name,
  Mobile: r.mobile,
  Organization: r.organization,
  Type: r.cooperation_type,
  Content: r.message,
  CreatedAt: new Date(r.created_at).toISOString(),
  Handled: r.handled_at !== null,
  HandledAt: r.handled_at ? new Date(r.handled_at).toISOString() : null,
  HandledNote: r.handled_note,
})

export const toAdminAgent = (r: AgentRow): AdminAgent => ({
  Id: r.id,
  Name: r.name,
  Province: String(r.province_id),
  City: r.city_id === null ? '' : String(r.city_id),
  ProvinceId: r.province_id,
  CityId: r.city_id,
  Address: r.address,
  Contact: r.contact,
  Phone: r.phone,
  Note: r.note,
  Published: r.active,
})

const ENQUIRY_COLUMNS = 'id, name, mobile, organization, cooperation_type, message, created_at, handled_at, handled_note'
const AGENT_COLUMNS = 'id, name, province_id, city_id, address, contact, phone, note, active'

export type AgentFields = {
  name: string
  provinceId: number
  cityId: number | null
  address: string
  contact: string
  phone: string
  note: string
  published: boolean
}

/** The console's reads and writes of `cooperation_enquiries` and `agents` (tables of migration 0021). */
export function createPartnersRepository(db: Db) {
  return {
    async enquiries(): Promise<AdminEnquiry[]> {
      return (await db.query<EnquiryRow>(`SELECT ${ENQUIRY_COLUMNS} FROM cooperation_enquiries ORDER BY id DESC LIMIT 200`)).map(toAdminEnquiry)
    },
    async enquiryForUpdate(tx: Db, id: number): Promise<AdminEnquiry | null> {
      const row = (await tx.query<EnquiryRow>(`SELECT ${ENQUIRY_COLUMNS} FROM cooperation_enquiries WHERE id = $1 FOR UPDATE`, [id]))[0]
      return row ? toAdminEnquiry(row) : null
    },
    /** handled: keeps the first handled time when only the note changes; unhandled clears both */
    async setEnquiryHandled(tx: Db, id: number, handled: boolean, note: string, now: Date): Promise<AdminEnquiry> {
      const rows = await tx.query<EnquiryRow>(
        `UPDATE cooperation_enquiries SET handled_at = CASE WHEN $2 THEN COALESCE(handled_at, $4::timestamptz) END, handled_note = CASE WHEN $2 THEN $3 ELSE '' END
         WHERE id = $1 RETURNING ${ENQUIRY_COLUMNS}`,
        [id, handled, note, now],
      )
      return toAdminEnquiry(rows[0]!)
    },
    async agents(): Promise<AdminAgent[]> {
      return (await db.query<AgentRow>(`SELECT ${AGENT_COLUMNS} FROM agents ORDER BY sort, id`)).map(toAdminAgent)
    },
    async agentForUpdate(tx: Db, id: number): Promise<AdminAgent | null> {
      const row = (await tx.query<AgentRow>(`SELECT ${AGENT_COLUMNS} FROM agents WHERE id = $1 FOR UPDATE`, [id]))[0]
      return row ? toAdminAgent(row) : null
    },
    async insertAgent(tx: Db, a: AgentFields): Promise<AdminAgent> {
      const rows = await tx.query<AgentRow>(
        `INSERT INTO agents (name, province_id, city_id, address, contact, phone, note, active, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, (SELECT COALESCE(max(sort), 0) + 1 FROM agents)) RETURNING ${AGENT_COLUMNS}`,
        [a.name, a.provinceId, a.cityId, a.address, a.contact, a.phone, a.note, a.published],
      )
      return toAdminAgent(rows[0]!)
    },
    async updateAgent(tx: Db, id: number, a: AgentFields): Promise<AdminAgent> {
      const rows = await tx.query<AgentRow>(
        `UPDATE agents SET name = $2, province_id = $3, city_id = $4, address = $5, contact = $6, phone = $7, note = $8, active = $9 WHERE id = $1 RETURNING ${AGENT_COLUMNS}`,
        [id, a.name, a.provinceId, a.cityId, a.address, a.contact, a.phone, a.note, a.published],
      )
      return toAdminAgent(rows[0]!)
    },
  }
}
