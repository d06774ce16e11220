import { ErrorCode } from '@gk/contract'
import { AppError } from '../../kernel/app-error.ts'
import type { RequestContext } from '../../http/context.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { quotaOf } from './ai-chat.service.ts'
import { createAiRepository } from './ai.repository.ts'

/** Questions that fit where the user is: no score yet → how to read 位次; a saved table → its risks. */
async function suggestions(ctx: RequestContext): Promise<{ Questions: string[]; Reason: string }> {
  const general = ['河南物理类580分排多少名', '我河南物理类580分能上郑州大学吗', '软件工程哪些学校好', '平行志愿是怎么投档的']
  if (!ctx.user) return { Questions: ['位次是什么意思，怎么看一分一段表', ...general], Reason: 'signed-out' }
  const profile = await ctx
    .invoke('User/SysUserConfig', {})
    .then((c) => c.ScoreProfile)
    .catch(() => null)
  const tables = await ctx.invoke('User/WishList', {}).catch(() => [])
  if (tables.length > 0) {
    return { Questions: ['帮我看看我的志愿表有什么风险', '我的志愿表冲稳保比例合理吗', '要不要服从调剂', '我的位次是多少'], Reason: 'has-table' }
  }
  if (profile) {
    const who = `${profile.ProvinceName}${profile.SubjectTypeName}`
    return {
      Questions: ['我的位次是多少', `${who}${profile.FinalScore ?? profile.Score}分相当于去年多少分`, `${profile.ProvinceName}能填几个志愿`, '冲稳保怎么分配'],
      Reason: 'has-score',
    }
  }
  return { Questions: ['位次是什么意思，怎么看一分一段表', '什么是等位分', ...general.slice(0, 2)], Reason: 'no-score' }
}

/** AI assistant: conversations (owner only), suggestions and quota. The answer streams (ai.routes.ts). */
export const aiHandlers = defineHandlers({
  'AI/ConversationList': async (_input, ctx) => createAiRepository(ctx.db).list(ctx.requireUser().userId),
  'AI/ConversationDetail': async (input, ctx) => {
    const repo = createAiRepository(ctx.db)
    const found = await repo.find(ctx.requireUser().userId, input.ConversationId)
    if (!found) throw new AppError(ErrorCode.NotFound, '对话不存在')
    return { ...found, Messages: await repo.messages(found.ConversationId) }
  },
  'AI/ConversationDelete': async (input, ctx) => {
    const removed = await createAiRepository(ctx.db).remove(ctx.requireUser().userId, input.ConversationId)
    if (!removed) throw new AppError(ErrorCode.NotFound, '对话不存在')
    return null
  },
  'AI/SuggestedQuestions': async (_input, ctx) => suggestions(ctx),
  'AI/Quota': async (_input, ctx) => quotaOf(ctx, ctx.requireUser().userId),
})
