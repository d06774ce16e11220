import type { Db } from '../../db/client.ts'
import type { ContentItemColumns } from './content-item-columns.ts'

/** A content_items row as the handlers read it (with its category name joined in). */
export type ItemRow = ContentItemColumns & {
  id: number
  parent_id: number | null
  category_id: number | null
  category_name: string | null
  view_count: number
  published_at: Date | string
  starts_at: Date | string | null
  ends_at: Date | string | null
  updated_at: Date | string
}

export type LessonCount = { lessons: number; paid: number }

export type CategoryRow = { id: number; name: string; icon: string; count: number }

const SELECT_ITEM = `SELECT i.*, c.name AS category_name FROM content_items i LEFT JOIN content_categories c ON c.id = i.category_id`
/** published and due: future-dated items stay hidden until their time */
const VISIBLE = `i.published AND i.published_at <= $1`

export type ListFilter = {
  kind: string
  now: Date
  categoryId?: number | undefined
  track?: string | undefined
  grade?: string | undefined
  subject?: string | undefined
  resourceType?: string | undefined
  keyword?: string | undefined
  position?: string | undefined
}

/** `%`, `_` and `\` typed by a user are literal characters, not patterns. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`)

function whereOf(f: ListFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [f.now, f.kind]
  const parts = [VISIBLE, 'i.kind = $2']
  const add = (clause: (n: number) => string, value: unknown) => {
    params.push(value)
    parts.push(clause(params.length))
  }
  if (f.categoryId !== undefined) add((n) => `i.category_id = $${n}`, f.categoryId)
  if (f.track) add((n) => `i.track = $${n}`, f.track)
  // "通用" resources suit every grade, so a grade filter keeps them
  if (f.grade) add((n) => `(i.grade = $${n} OR i.grade = '通用')`, f.grade)
  if (f.subject) add((n) => `i.subject = $${n}`, f.subject)
  if (f.resourceType) add((n) => `i.resource_type = $${n}`, f.resourceType)
  if (f.position) add((n) => `i.position = $${n}`, f.position)
  if (f.keyword) {
    add((n) => `(i.title ILIKE $${n} OR i.summary ILIKE $${n} OR i.tags ILIKE $${n})`, `%${likeEscape(f.keyword)}%`)
  }
  return { sql: parts.join(' AND '), params }
}

export function createContentRepository(db: Db) {
  return {
    async page(f: ListFilter, pageIndex: number, pageSize: number, order = 'i.sort_order, i.published_at DESC, i.id') {
      const { sql, params } = whereOf(f)
      const [{ total } = { total: 0 }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM content_items i WHERE ${sql}`, params)
      const rows = await db.query<ItemRow>(`${SELECT_ITEM} WHERE ${sql} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
        ...params,
        pageSize,
        (pageIndex - 1) * pageSize,
      ])
      return { rows, total }
    },

    async top(f: ListFilter, count: number, order: string) {
      const { sql, params } = whereOf(f)
      return db.query<ItemRow>(`${SELECT_ITEM} WHERE ${sql} ORDER BY ${order} LIMIT $${params.length + 1}`, [...params, count])
    },

    async byId(id: number, kinds: string[], now: Date): Promise<ItemRow | null> {
      const rows = await db.query<ItemRow>(`${SELECT_ITEM} WHERE i.id = $2 AND i.kind = ANY($3) AND ${VISIBLE}`, [now, id, kinds])
      return rows[0] ?? null
    },

    async bySlug(slug: string, kind: string, now: Date): Promise<ItemRow | null> {
      const rows = await db.query<ItemRow>(`${SELECT_ITEM} WHERE i.slug = $2 AND i.kind = $3 AND ${VISIBLE}`, [now, slug, kind])
      return rows[0] ?? null
    },

    async children(parentIds: number[], now: Date): Promise<ItemRow[]> {
      if (parentIds.length === 0) return []
      return db.query<ItemRow>(`${SELECT_ITEM} WHERE i.parent_id = ANY($2) AND ${VISIBLE} ORDER BY i.sort_order, i.id`, [now, parentIds])
    },

    /** Lessons per course (course → chapter → lesson), and how many of them are paid. */
    async lessonCounts(courseIds: number[], now: Date): Promise<Map<number, LessonCount>> {
      if (courseIds.length === 0) return new Map()
      const rows = await db.query<{ course_id: number; n: number; paid: number }>(
        `SELECT ch.parent_id AS course_id, count(l.id)::int AS n, count(l.id) FILTER (WHERE l.price_cents > 0)::int AS paid
           FROM content_items ch JOIN content_items l ON l.parent_id = ch.id AND l.published AND l.published_at <= $1
          WHERE ch.parent_id = ANY($2) AND ch.kind = 'chapter'
          GROUP BY ch.parent_id`,
        [now, courseIds],
      )
      return new Map(rows.map((r) => [r.course_id, { lessons: r.n, paid: r.paid }]))
    },

    /** The course a lesson belongs to. */
    async courseOfLesson(lessonId: number): Promise<{ id: number; title: string } | null> {
      const rows = await db.query<{ id: number; title: string }>(
        `SELECT co.id, co.title FROM content_items l
           JOIN content_items ch ON ch.id = l.parent_id JOIN content_items co ON co.id = ch.parent_id
          WHERE l.id = $1 AND l.kind = 'lesson'`,
        [lessonId],
      )
      return rows[0] ?? null
    },

    async categories(scope: string, kind: string, now: Date): Promise<CategoryRow[]> {
      return db.query<CategoryRow>(
        `SELECT c.id, c.name, c.icon,
                (SELECT count(*)::int FROM content_items i WHERE i.category_id = c.id AND i.kind = $3 AND ${VISIBLE}) AS count
           FROM content_categories c WHERE c.scope = $2 ORDER BY c.sort_order, c.id`,
        [now, scope, kind],
      )
    },

    async distinct(column: 'grade' | 'subject', track: string, now: Date): Promise<string[]> {
      const rows = await db.query<{ v: string }>(
        `SELECT DISTINCT i.${column} AS v FROM content_items i WHERE i.kind = 'study' AND i.track = $2 AND i.${column} <> '' AND ${VISIBLE}`,
        [now, track],
      )
      return rows.map((r) => r.v)
    },

    async incrementViews(id: number): Promise<number> {
      const rows = await db.query<{ view_count: number }>('UPDATE content_items SET view_count = view_count + 1 WHERE id = $1 RETURNING view_count', [id])
      return rows[0]?.view_count ?? 0
    },

    async userGrade(userId: number): Promise<string> {
      const rows = await db.query<{ grade: string }>('SELECT grade FROM users WHERE id = $1', [userId])
      return rows[0]?.grade ?? ''
    },
  }
}
export type ContentRepository = ReturnType<typeof createContentRepository>
