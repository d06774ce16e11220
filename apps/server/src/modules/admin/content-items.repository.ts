import type { Db } from '../../db/client.ts'

export type ItemRow = {
  id: number
  kind: string
  title: string
  summary: string
  cover: string
  body_html: string
  link: string
  media_url: string
  starts_at: Date | null
  ends_at: Date | null
  published: boolean
  published_at: Date
  category_id: number | null
  /** joined from content_categories */
  category_name: string | null
}

type ItemFields = {
  title: string
  summary: string
  cover: string
  bodyHtml: string
  link: string
  published: boolean
  mediaUrl: string
  startsAt: Date | null
  endsAt: Date | null
  categoryId: number | null
  now: Date
}

const SELECT = 'SELECT i.*, c.name AS category_name FROM content_items i LEFT JOIN content_categories c ON c.id = i.category_id'
/** the row as written, with its category's name */
const withCategory = async (db: Db, id: number) => (await db.query<ItemRow>(`${SELECT} WHERE i.id = $1`, [id]))[0]!

/** Content store kind → the scope of content_categories its items are filed under (kinds without one have none). */
export const CATEGORY_SCOPE: Record<string, string | undefined> = { news: 'news', course: 'course' }

export async function contentCategories(db: Db, scope: string): Promise<{ id: number; name: string }[]> {
  return db.query<{ id: number; name: string }>('SELECT id, name FROM content_categories WHERE scope = $1 ORDER BY sort_order, id', [scope])
}

/** One page of a kind's top-level items, newest first, and their count. */
export async function contentPage(db: Db, kind: string, pageIndex: number, pageSize: number) {
  const total = Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM content_items WHERE kind = $1 AND parent_id IS NULL', [kind]))[0]?.n ?? 0)
  const rows = await db.query<ItemRow>(`${SELECT} WHERE i.kind = $1 AND i.parent_id IS NULL ORDER BY i.published_at DESC, i.id DESC LIMIT $2 OFFSET $3`, [
    kind,
    pageSize,
    (pageIndex - 1) * pageSize,
  ])
  return { total, rows }
}

export async function contentItem(db: Db, id: number, kind: string): Promise<ItemRow | undefined> {
  return (await db.query<ItemRow>(`${SELECT} WHERE i.id = $1 AND i.kind = $2`, [id, kind]))[0]
}

export async function updateContentItem(db: Db, id: number, f: ItemFields): Promise<ItemRow> {
  const rows = await db.query<{ id: number }>(
    `UPDATE content_items SET title = $2, summary = $3, cover = $4, body_html = $5, link = $6, published = $7, updated_at = $8,
             media_url = $9, starts_at = $10, ends_at = $11, category_id = $12 WHERE id = $1 RETURNING id`,
    [id, f.title, f.summary, f.cover, f.bodyHtml, f.link, f.published, f.now, f.mediaUrl, f.startsAt, f.endsAt, f.categoryId],
  )
  return withCategory(db, rows[0]!.id)
}

/** A new item, published (or not) at `now`. */
export async function insertContentItem(db: Db, slug: string, kind: string, f: ItemFields): Promise<ItemRow> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO content_items (slug, kind, title, summary, cover, body_html, link, published, published_at, created_at, updated_at, media_url, starts_at, ends_at, category_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $9, $10, $11, $12, $13) RETURNING id`,
    [slug, kind, f.title, f.summary, f.cover, f.bodyHtml, f.link, f.published, f.now, f.mediaUrl, f.startsAt, f.endsAt, f.categoryId],
  )
  return withCategory(db, rows[0]!.id)
}
