import type { AiCard, AiConversationSummary, AiMessage, AiSource, AiToolCall } from '@gk/contract'
import type { Db } from '../../db/client.ts'

type MessageMeta = { sources?: AiSource[]; cards?: AiCard[]; toolCalls?: AiToolCall[]; engine?: string; intent?: string | null }
type MessageRow = { id: number; role: 'user' | 'assistant'; content: string; meta: MessageMeta; created_at: Date }
type ConversationRow = { id: number; title: string; updated_at: Date; message_count: number }

const toSummary = (r: ConversationRow): AiConversationSummary => ({
  ConversationId: r.id,
  Title: r.title,
  MessageCount: Number(r.message_count),
  UpdatedAt: new Date(r.updated_at).toISOString(),
})

export function toMessage(r: MessageRow): AiMessage {
  return {
    MessageId: r.id,
    Role: r.role,
    Content: r.content,
    Sources: r.meta.sources ?? [],
    Cards: r.meta.cards ?? [],
    ToolCalls: r.meta.toolCalls ?? [],
    Engine: r.meta.engine ?? '',
    Intent: r.meta.intent ?? null,
    CreatedAt: new Date(r.created_at).toISOString(),
  }
}

/** SQL of the assistant's tables; every read and write is scoped by the owner's user id. */
export function createAiRepository(db: Db) {
  return {
    async list(userId: number): Promise<AiConversationSummary[]> {
      const rows = await db.query<ConversationRow>(
        `SELECT c.id, c.title, c.updated_at, (SELECT count(*) FROM ai_messages m WHERE m.conversation_id = c.id)::int AS message_count
         FROM ai_conversations c WHERE c.user_id = $1 ORDER BY c.updated_at DESC, c.id DESC LIMIT 100`,
        [userId],
      )
      return rows.map(toSummary)
    },
    async find(userId: number, id: number): Promise<AiConversationSummary | null> {
      const rows = await db.query<ConversationRow>(
        `SELECT c.id, c.title, c.updated_at, (SELECT count(*) FROM ai_messages m WHERE m.conversation_id = c.id)::int AS message_count
         FROM ai_conversations c WHERE c.user_id = $1 AND c.id = $2`,
        [userId, id],
      )
      return rows[0] ? toSummary(rows[0]) : null
    },
    async messages(conversationId: number, limit = 200): Promise<AiMessage[]> {
      const rows = await db.query<MessageRow>(
        'SELECT id, role, content, meta, created_at FROM (SELECT * FROM ai_messages WHERE conversation_id = $1 ORDER BY id DESC LIMIT $2) t ORDER BY id',
        [conversationId, limit],
      )
      return rows.map(toMessage)
    },
    async create(userId: number, title: string, now: Date): Promise<number> {
      const rows = await db.query<{ id: number }>(
        'INSERT INTO ai_conversations (user_id, title, created_at, updated_at) VALUES ($1, $2, $3, $3) RETURNING id',
        [userId, title, now],
      )
      return rows[0]!.id
    },
    async addMessage(conversationId: number, role: 'user' | 'assistant', content: string, meta: MessageMeta, now: Date): Promise<AiMessage> {
      const rows = await db.query<MessageRow>(
        'INSERT INTO ai_messages (conversation_id, role, content, meta, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id, role, content, meta, created_at',
        [conversationId, role, content, JSON.stringify(meta), now],
      )
      await db.query('UPDATE ai_conversations SET updated_at = $2 WHERE id = $1', [conversationId, now])
      return toMessage(rows[0]!)
    },
    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db.query<{ id: number }>('DELETE FROM ai_conversations WHERE user_id = $1 AND id = $2 RETURNING id', [userId, id])
      return rows.length > 0
    },
    async usage(userId: number, day: string): Promise<number> {
      const rows = await db.query<{ count: number }>('SELECT count FROM ai_usage WHERE user_id = $1 AND day = $2', [userId, day])
      return rows[0]?.count ?? 0
    },
    /** Counts one question if the day's count is below `limit`; false when the quota is used up. */
    async consume(userId: number, day: string, limit: number): Promise<boolean> {
      const rows = await db.query<{ count: number }>(
        `INSERT INTO ai_usage (user_id, day, count) VALUES ($1, $2, 1)
         ON CONFLICT (user_id, day) DO UPDATE SET count = ai_usage.count + 1 WHERE ai_usage.count < $3
         RETURNING count`,
        [userId, day, limit],
      )
      return rows.length > 0
    },
  }
}
