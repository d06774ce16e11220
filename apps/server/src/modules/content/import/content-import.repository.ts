import type { Db } from '../../../db/client.ts'
import type { ContentItemColumns } from '../content-item-columns.ts'

/** One content_items row as the importer writes it (parent and category by slug). */
export type Row = ContentItemColumns & {
  parentSlug: string | null
  categorySlug: string | null
  tags: string
  position: string
  sort_order: number
  is_hot: boolean
  published: boolean
  published_at: string | null
  starts_at: string | null
  ends_at: string | null
}

const COLUMNS = [
  'kind',
  'title',
  'summary',
  'cover',
  'body_html',
  'media_url',
  'media_type',
  'attachment_url',
  'duration_sec',
  'track',
  'grade',
  'subject',
  'resource_type',
  'tags',
  'author',
  'source',
  'link',
  'position',
  'price_cents',
  'sort_order',
  'is_hot',
  'published',
  'starts_at',
  'ends_at',
  'daily_at',
  'replay_url',
] as const satisfies readonly (keyof Row)[]

type CategoryFields = { slug: string; scope: string; name: string; icon: string; sort: number; hash: string }

/** The importer's writes, inside its transaction: rows are found by slug and carry the hash of what made them. */
export function createContentImportRepository(tx: Db) {
  return {
    async categoryBySlug(slug: string): Promise<{ id: number; content_hash: string } | undefined> {
      const [existing] = await tx.query<{ id: number; content_hash: string }>('SELECT id, content_hash FROM content_categories WHERE slug = $1', [slug])
      return existing
    },
    async insertCategory(c: CategoryFields, now: Date): Promise<number> {
      const [created] = await tx.query<{ id: number }>(
        'INSERT INTO content_categories (slug, scope, name, icon, sort_order, content_hash, updated_at) VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING id',
        [c.slug, c.scope, c.name, c.icon, c.sort, c.hash, now],
      )
      return created!.id
    },
    async updateCategory(id: number, c: CategoryFields, now: Date): Promise<void> {
      await tx.query('UPDATE content_categories SET scope=$2, name=$3, icon=$4, sort_order=$5, content_hash=$6, updated_at=$7 WHERE id=$1', [
        id,
        c.scope,
        c.name,
        c.icon,
        c.sort,
        c.hash,
        now,
      ])
    },
    async itemBySlug(slug: string): Promise<{ id: number; content_hash: string } | undefined> {
      const [existing] = await tx.query<{ id: number; content_hash: string }>('SELECT id, content_hash FROM content_items WHERE slug = $1', [slug])
      return existing
    },
    async insertItem(row: Row, parentId: number | null, categoryId: number | null, hash: string, now: Date): Promise<number> {
      const values = COLUMNS.map((c) => row[c])
      const placeholders = COLUMNS.map((_, i) => `$${i + 6}`).join(', ')
      const [created] = await tx.query<{ id: number }>(
        `INSERT INTO content_items (slug, parent_id, category_id, content_hash, published_at, ${COLUMNS.join(', ')}, created_at, updated_at)
             VALUES ($1, $2, $3, $4, COALESCE($5::timestamptz, $${COLUMNS.length + 6}), ${placeholders}, $${COLUMNS.length + 6}, $${COLUMNS.length + 6}) RETURNING id`,
        [row.slug, parentId, categoryId, hash, row.published_at, ...values, now],
      )
      return created!.id
    },
    /** View counts and the first publish time survive an update. */
    async updateItem(id: number, row: Row, parentId: number | null, categoryId: number | null, hash: string, now: Date): Promise<void> {
      const values = COLUMNS.map((c) => row[c])
      const sets = COLUMNS.map((c, i) => `${c} = $${i + 7}`).join(', ')
      await tx.query(
        `UPDATE content_items SET parent_id = $2, category_id = $3, content_hash = $4,
               published_at = COALESCE($5::timestamptz, published_at), updated_at = $6, ${sets} WHERE id = $1`,
        [id, parentId, categoryId, hash, row.published_at, now, ...values],
      )
    },
    /** The folder version last imported under `key` (content_meta). */
    async importedVersion(key: string): Promise<string | undefined> {
      const [current] = await tx.query<{ value: string }>('SELECT value FROM content_meta WHERE key = $1', [key])
      return current?.value
    },
    async recordImportedVersion(key: string, version: string, now: Date): Promise<void> {
      await tx.query(
        `INSERT INTO content_meta (key, value, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO UPDATE SET value = $2, updated_at = $3`,
        [key, version, now],
      )
    },
  }
}
