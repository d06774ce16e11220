import { z } from 'zod'
import { EmptyInputSchema, NullOutputSchema } from './common.ts'

/** Longest question the assistant accepts (characters). */
export const AI_MESSAGE_MAX_LENGTH = 500

/** Where a number in an answer came from: the dataset source and the data year. */
export const AiSourceSchema = z.object({ Label: z.string(), Source: z.string(), Year: z.number().int().nullable() })
export type AiSource = z.infer<typeof AiSourceSchema>

/** A card under an answer that opens one of the app's own pages. */
export const AiCardSchema = z.object({
  Kind: z.enum(['school', 'major', 'rank', 'wish', 'occupation', 'batch']),
  Title: z.string(),
  Subtitle: z.string(),
  /** an inventory route path (the client shows the card only when the route is built) */
  Path: z.string(),
  Query: z.record(z.string(), z.string()),
})
export type AiCard = z.infer<typeof AiCardSchema>

export const AiToolCallSchema = z.object({ Name: z.string(), Arguments: z.record(z.string(), z.unknown()), Ok: z.boolean() })
export type AiToolCall = z.infer<typeof AiToolCallSchema>

export const AiMessageSchema = z.object({
  MessageId: z.number().int(),
  Role: z.enum(['user', 'assistant']),
  /** Markdown (tables allowed; never HTML) */
  Content: z.string(),
  Sources: z.array(AiSourceSchema),
  Cards: z.array(AiCardSchema),
  ToolCalls: z.array(AiToolCallSchema),
  /** builtin | openai | builtin-fallback */
  Engine: z.string(),
  Intent: z.string().nullable(),
  CreatedAt: z.string(),
})
export type AiMessage = z.infer<typeof AiMessageSchema>

export const AiConversationSummarySchema = z.object({
  ConversationId: z.number().int(),
  Title: z.string(),
  MessageCount: z.number().int(),
  UpdatedAt: z.string(),
})
export type AiConversationSummary = z.infer<typeof AiConversationSummarySchema>

/** The question as the chat stream (POST /api/AI/ChatStream, server-sent events) receives it. */
export const AiChatInputSchema = z.object({
  Message: z
    .string({ error: '请输入问题' })
    .trim()
    .min(1, { error: '请输入问题' })
    .max(AI_MESSAGE_MAX_LENGTH, { error: `问题最多${AI_MESSAGE_MAX_LENGTH}个字` }),
  /** absent = a new conversation */
  ConversationId: z.coerce.number().int().positive().optional(),
})
export type AiChatInput = z.infer<typeof AiChatInputSchema>

/** Events of the chat stream, one JSON object per `data:` line. */
export type AiStreamEvent =
  | { type: 'start'; ConversationId: number; MessageId: number }
  | { type: 'tool'; Name: string }
  | { type: 'delta'; Text: string }
  /** the model failed mid-answer: drop the text so far, the built-in engine answers instead */
  | { type: 'reset' }
  | { type: 'done'; Message: AiMessage; Quota: AiQuota }
  | { type: 'error'; code: number; message: string }

export const AiQuotaSchema = z.object({ Used: z.number().int(), Limit: z.number().int(), IsMember: z.boolean(), ResetAt: z.string() })
export type AiQuota = z.infer<typeof AiQuotaSchema>

const ConversationIdInput = z.object({ ConversationId: z.coerce.number({ error: '对话不存在' }).int().positive({ error: '对话不存在' }) })

/** AI assistant: conversations, suggestions and quota; the answer itself streams. */
export const aiEndpoints = {
  'AI/ConversationList': { input: EmptyInputSchema, output: z.array(AiConversationSummarySchema) },
  'AI/ConversationDetail': {
    input: ConversationIdInput,
    output: AiConversationSummarySchema.extend({ Messages: z.array(AiMessageSchema) }),
  },
  'AI/ConversationDelete': { input: ConversationIdInput, output: NullOutputSchema },
  'AI/SuggestedQuestions': { input: EmptyInputSchema, output: z.object({ Questions: z.array(z.string()), Reason: z.string() }) },
  'AI/Quota': { input: EmptyInputSchema, output: AiQuotaSchema },
}
