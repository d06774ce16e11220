import type { Db } from '../../db/client.ts'

export type ProgressRow = {
  item_id: number
  position_sec: number
  duration_sec: number
  completed: boolean
  updated_at: Date | string
}

export type NoticeRow = {
  id: number
  kind: 'notice' | 'message'
  title: string
  summary: string
  body_html: string
  published_at: Date | string
  is_read: boolean
}

/**
 * Broadcast notices (content items) and this user's messages, newest first, in one list. A notice published
 * before the account existed is listed but not unread: a new student's 精准学 tab carried a badge of every
 * notice ever sent (issue #32 item 7); what is news to them is what came after they joined.
 */
const NOTICES_AND_MESSAGES = `
  SELECT i.id, 'notice' AS kind, i.title, i.summary, i.body_html, i.published_at,
         (r.user_id IS NOT NULL OR i.published_at < u.created_at) AS is_read
    FROM content_items i JOIN users u ON u.id = $1
    LEFT JOIN notice_reads r ON r.item_id = i.id AND r.user_id = $1
   WHERE i.kind = 'notice' AND i.published AND i.published_at <= $2
  UNION ALL
  SELECT m.id, 'message' AS kind, m.title, '' AS summary, m.body_html, m.created_at AS published_at, (m.read_at IS NOT NULL) AS is_read
    FROM user_messages m WHERE m.user_id = $1 AND m.created_at <= $2`

export function createLearningRepository(db: Db) {
  return {
    async saveProgress(userId: number, itemId: number, position: number, duration: number, completed: boolean, at: Date): Promise<ProgressRow> {
      const rows = await db.query<ProgressRow>(
        `INSERT INTO learning_progress (user_id, item_id, position_sec, duration_sec, completed, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (user_id, item_id) DO UPDATE SET position_sec = $3,
           duration_sec = GREATEST(learning_progress.duration_sec, $4),
           completed = learning_progress.completed OR $5, updated_at = $6
         RETURNING item_id, position_sec, duration_sec, completed, updated_at`,
        [userId, itemId, position, duration, completed, at],
      )
      return rows[0]!
    },

    async progressOf(userId: number, itemIds: number[]): Promise<Map<number, ProgressRow>> {
      if (itemIds.length === 0) return new Map()
      const rows = await db.query<ProgressRow>(
        'SELECT item_id, position_sec, duration_sec, completed, updated_at FROM learning_progress WHERE user_id = $1 AND item_id = ANY($2)',
        [userId, itemIds],
      )
      return new Map(rows.map((r) => [r.item_id, r]))
    },

    async recent(userId: number, count: number) {
      return db.query<
        ProgressRow & {
          title: string
          cover: string
          kind: string
          course_id: number | null
          course_title: string | null
          course_cover: string | null
        }
      >(
        `SELECT p.item_id, p.position_sec, p.duration_sec, p.completed, p.updated_at, i.title, i.cover, i.kind,
                co.id AS course_id, co.title AS course_title, co.cover AS course_cover
           FROM learning_progress p JOIN content_items i ON i.id = p.item_id
           LEFT JOIN content_items ch ON ch.id = i.parent_id AND i.kind = 'lesson'
           LEFT JOIN content_items co ON co.id = ch.parent_id
          WHERE p.user_id = $1 ORDER BY p.updated_at DESC LIMIT $2`,
        [userId, count],
      )
    },

    async notices(userId: number, now: Date, kind: 'notice' | 'message' | undefined, unreadOnly: boolean, pageIndex: number, pageSize: number) {
      const conditions = [kind ? `kind = '${kind === 'notice' ? 'notice' : 'message'}'` : '', unreadOnly ? 'NOT is_read' : ''].filter(Boolean)
      const filter = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''
      const [{ total } = { total: 0 }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${NOTICES_AND_MESSAGES}) x ${filter}`, [
        userId,
        now,
      ])
      const rows = await db.query<NoticeRow>(`SELECT * FROM (${NOTICES_AND_MESSAGES}) x ${filter} ORDER BY published_at DESC, id DESC LIMIT $3 OFFSET $4`, [
        userId,
        now,
        pageSize,
        (pageIndex - 1) * pageSize,
      ])
      return { rows, total }
    },

    async notice(userId: number, now: Date, kind: 'notice' | 'message', id: number): Promise<NoticeRow | null> {
      const rows = await db.query<NoticeRow>(`SELECT * FROM (${NOTICES_AND_MESSAGES}) x WHERE kind = $3 AND id = $4`, [userId, now, kind, id])
      return rows[0] ?? null
    },

    async markRead(userId: number, kind: 'notice' | 'message', id: number, at: Date) {
      if (kind === 'notice') {
        await db.query('INSERT INTO notice_reads (item_id, user_id, read_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [id, userId, at])
      } else {
        await db.query('UPDATE user_messages SET read_at = $3 WHERE id = $1 AND user_id = $2 AND read_at IS NULL', [id, userId, at])
      }
    },

    async markAllRead(userId: number, now: Date) {
      await db.query(
        `INSERT INTO notice_reads (item_id, user_id, read_at)
         SELECT i.id, $1, $2 FROM content_items i WHERE i.kind = 'notice' AND i.published AND i.published_at <= $2
         ON CONFLICT DO NOTHING`,
        [userId, now],
      )
      await db.query('UPDATE user_messages SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL AND created_at <= $2', [userId, now])
    },

    async unread(userId: number, now: Date): Promise<{ notices: number; messages: number }> {
      const rows = await db.query<{ kind: string; n: number }>(
        `SELECT kind, count(*)::int AS n FROM (${NOTICES_AND_MESSAGES}) x WHERE NOT is_read GROUP BY kind`,
        [userId, now],
      )
      const of = (k: string) => rows.find((r) => r.kind === k)?.n ?? 0
      return { notices: of('notice'), messages: of('message') }
    },

    /** Sends a message once per key (the welcome message, an order receipt, …). */
    async sendMessage(userId: number, key: string, title: string, bodyHtml: string, at: Date) {
      await db.query(
        `INSERT INTO user_messages (user_id, key, title, body_html, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, key) WHERE key <> '' DO NOTHING`,
        [userId, key, title, bodyHtml, at],
      )
    },
  }
}
