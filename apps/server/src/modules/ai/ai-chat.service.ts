import { beijingDay, beijingMidnightMs } from '@gk/domain'
import { ErrorCode, type AiChatInput, type AiQuota, type AiStreamEvent } from '@gk/contract'
import { AppError } from '../../kernel/app-error.ts'
import type { RequestContext } from '../../http/context.ts'
import { loadEntitlements, passes } from '../../services/entitlements.ts'
import { answerWithBuiltin } from './ai-builtin-engine.ts'
import { answerWithModel } from './ai-model-engine.ts'
import type { EngineAnswer, EngineEvent, EngineInput } from './ai-plan.ts'
import { createAiRepository } from './ai.repository.ts'

/** The quota day is the calendar day in China (UTC+8), whatever the server's zone. */
function chinaDay(now: Date): { day: string; resetAt: Date } {
  const day = beijingDay(now)
  return { day, resetAt: new Date(beijingMidnightMs(day, 1)) }
}

export async function quotaOf(ctx: RequestContext, userId: number): Promise<AiQuota> {
  const now = ctx.now()
  const isMember = passes(await loadEntitlements(ctx.db, userId, now), 'general', now)
  const { day, resetAt } = chinaDay(now)
  const used = await createAiRepository(ctx.db).usage(userId, day)
  return { Used: used, Limit: isMember ? ctx.env.AI_DAILY_QUOTA_MEMBER : ctx.env.AI_DAILY_QUOTA_FREE, IsMember: isMember, ResetAt: resetAt.toISOString() }
}

export type RateLimiter = { check(userId: number, now: number, perMinute: number): void }

/** Per-user sliding one-minute window, in memory per app instance (the daily quota is in the database). */
export function createRateLimiter(): RateLimiter {
  const recent = new Map<number, number[]>()
  return {
    check(userId, now, perMinute) {
      const times = (recent.get(userId) ?? []).filter((t) => now - t < 60_000)
      if (times.length >= perMinute) throw new AppError(ErrorCode.RateLimited, '提问太频繁，请稍后再试')
      times.push(now)
      recent.set(userId, times)
      if (recent.size > 10_000) recent.clear()
    },
  }
}

/** The model engine with a deadline; on any failure the built-in engine answers (after a reset event). */
async function answer(input: EngineInput, emit: (e: AiStreamEvent) => void): Promise<EngineAnswer> {
  const { env, log } = input.ctx
  if (env.AI_PROVIDER !== 'openai') return answerWithBuiltin(input)
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), env.AI_TIMEOUT_MS)
  input.signal?.addEventListener('abort', () => controller.abort())
  try {
    return await answerWithModel({ ...input, signal: controller.signal })
  } catch (error) {
    log.warn({ err: error }, 'ai model engine failed; answering with the built-in engine')
    emit({ type: 'reset' })
    const fallback = await answerWithBuiltin({ question: input.question, history: input.history, ctx: input.ctx, emit: input.emit })
    return { ...fallback, engine: 'builtin-fallback' }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * One question: rate limit, daily quota (113 beyond it), the conversation (owner only), the answer
 * streamed through `emit`, both turns stored.
 */
export async function chat(
  ctx: RequestContext,
  input: AiChatInput,
  emit: (e: AiStreamEvent) => void,
  options: { limiter: RateLimiter; signal?: AbortSignal },
): Promise<void> {
  const { signal } = options
  const user = ctx.requireUser()
  const now = ctx.now()
  options.limiter.check(user.userId, now.getTime(), ctx.env.AI_RATE_PER_MINUTE)
  const repo = createAiRepository(ctx.db)
  let conversationId = input.ConversationId
  if (conversationId !== undefined && !(await repo.find(user.userId, conversationId))) throw new AppError(ErrorCode.NotFound, '对话不存在')
  const quota = await quotaOf(ctx, user.userId)
  const { day } = chinaDay(now)
  if (!(await repo.consume(user.userId, day, quota.Limit))) {
    throw new AppError(ErrorCode.MembershipRequired, quota.IsMember ? '今日提问次数已用完，请明天再来' : '今日免费提问次数已用完，开通会员可继续提问')
  }
  conversationId ??= await repo.create(user.userId, input.Message.slice(0, 24), now)
  const history = (await repo.messages(conversationId, 12)).map((m) => ({ role: m.Role, content: m.Content }))
  const asked = await repo.addMessage(conversationId, 'user', input.Message, {}, now)
  emit({ type: 'start', ConversationId: conversationId, MessageId: asked.MessageId })
  const onEvent = (e: EngineEvent) => emit(e.type === 'tool' ? { type: 'tool', Name: e.name } : { type: 'delta', Text: e.text })
  const result = await answer({ question: input.Message, history, ctx, emit: onEvent, ...(signal ? { signal } : {}) }, emit)
  const saved = await repo.addMessage(
    conversationId,
    'assistant',
    result.content,
    { sources: result.sources, cards: result.cards, toolCalls: result.toolCalls, engine: result.engine, intent: result.intent },
    ctx.now(),
  )
  emit({ type: 'done', Message: saved, Quota: { ...quota, Used: quota.Used + 1 } })
}
