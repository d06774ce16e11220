import type { Db } from '../../../db/client.ts'

export type StoredWish = { UnitId: string; MajorNames: string[]; IsAdjustmentAccepted: boolean; Label: string }

export type WishTableRecord = {
  id: number
  userId: number
  name: string
  provinceCode: string
  year: number
  subjectType: number
  subjects: string[]
  score: number
  rank: number | null
  batchId: string
  fillingMode: 'major-group' | 'major' | 'school'
  wishes: StoredWish[]
  version: number
  updatedAt: Date
}

type Row = {
  id: number
  user_id: number
  name: string
  province_code: string
  year: number
  subject_type: number
  subjects: string[] | string
  score: string
  rank: number | null
  batch_id: string
  filling_mode: string
  wishes: StoredWish[] | string
  version: number
  updated_at: Date | string
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v)

function toRecord(r: Row): WishTableRecord {
  return {
    id: r.id,
    userId: r.user_id,
    name: r.name,
    provinceCode: r.province_code,
    year: r.year,
    subjectType: r.subject_type,
    subjects: json(r.subjects),
    score: Number(r.score),
    rank: r.rank,
    batchId: r.batch_id,
    fillingMode: r.filling_mode as WishTableRecord['fillingMode'],
    wishes: json(r.wishes),
    version: r.version,
    updatedAt: new Date(r.updated_at),
  }
}

export type NewTable = Omit<WishTableRecord, 'id' | 'version' | 'updatedAt'>

/** 志愿表 storage: compare-and-set versions, every saved version kept, soft delete. */
export function createWishTableRepository(db: Db) {
  return {
    async list(userId: number): Promise<WishTableRecord[]> {
      const rows = await db.query<Row>('SELECT * FROM wish_tables WHERE user_id = $1 AND deleted_at IS NULL ORDER BY updated_at DESC, id DESC', [userId])
      return rows.map(toRecord)
    },

    /** The table when it exists, is not deleted and belongs to the user (anything else reads as absent). */
    async find(userId: number, id: number): Promise<WishTableRecord | null> {
      const row = (await db.query<Row>('SELECT * FROM wish_tables WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL', [id, userId]))[0]
      return row ? toRecord(row) : null
    },

    async insert(t: NewTable, now: Date): Promise<{ id: number; version: number }> {
      return db.transaction(async (tx) => {
        const row = (
          await tx.query<{ id: number }>(
            `INSERT INTO wish_tables (user_id, name, province_code, year, subject_type, subjects, score, rank, batch_id, filling_mode, wishes, version, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11::jsonb, 1, $12, $12) RETURNING id`,
            [
              t.userId,
              t.name,
              t.provinceCode,
              t.year,
              t.subjectType,
              JSON.stringify(t.subjects),
              t.score,
              t.rank,
              t.batchId,
              t.fillingMode,
              JSON.stringify(t.wishes),
              now,
            ],
          )
        )[0]!
        await tx.query('INSERT INTO wish_table_versions (wish_table_id, version, name, wishes, saved_at) VALUES ($1, 1, $2, $3::jsonb, $4)', [
          row.id,
          t.name,
          JSON.stringify(t.wishes),
          now,
        ])
        return { id: row.id, version: 1 }
      })
    },

    /**
     * Saves over `expectedVersion` only: 'conflict' when another save came first, 'missing' when the
     * table is not the user's (or deleted). The previous contents stay in wish_table_versions.
     */
    async update(
      userId: number,
      id: number,
      expectedVersion: number,
      name: string,
      wishes: StoredWish[],
      now: Date,
    ): Promise<{ version: number } | 'conflict' | 'missing'> {
      return db.transaction(async (tx) => {
        const updated = await tx.query<{ version: number }>(
          `UPDATE wish_tables SET name = $4, wishes = $5::jsonb, version = version + 1, updated_at = $6
            WHERE id = $1 AND user_id = $2 AND version = $3 AND deleted_at IS NULL RETURNING version`,
          [id, userId, expectedVersion, name, JSON.stringify(wishes), now],
        )
        if (updated.length === 0) {
          const exists = await tx.query('SELECT 1 FROM wish_tables WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL', [id, userId])
          return exists.length === 0 ? 'missing' : 'conflict'
        }
        const version = updated[0]!.version
        await tx.query('INSERT INTO wish_table_versions (wish_table_id, version, name, wishes, saved_at) VALUES ($1, $2, $3, $4::jsonb, $5)', [
          id,
          version,
          name,
          JSON.stringify(wishes),
          now,
        ])
        return { version }
      })
    },

    /** Soft delete (the rows and versions stay); a given version must still be current. */
    async remove(userId: number, id: number, expectedVersion: number | undefined, now: Date): Promise<'ok' | 'conflict' | 'missing'> {
      const rows = await db.query<{ id: number }>(
        `UPDATE wish_tables SET deleted_at = $4 WHERE id = $1 AND user_id = $2 AND deleted_at IS NULL AND ($3::int IS NULL OR version = $3::int) RETURNING id`,
        [id, userId, expectedVersion ?? null, now],
      )
      if (rows.length > 0) return 'ok'
      return (await this.find(userId, id)) ? 'conflict' : 'missing'
    },
  }
}
