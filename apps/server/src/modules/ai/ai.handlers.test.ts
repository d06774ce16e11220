import { AI_MESSAGE_MAX_LENGTH, ErrorCode } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { askStream, doneOf, errorOf } from './ai-stream-client.ts'
import { userChanged } from '../../services/user-cache.ts'
import { UNSTORABLE_TEXT_MESSAGE } from '../../http/text-input.ts'

let app: TestApp
let token: string
let otherToken: string

async function signUp(target: TestApp, mobile: string): Promise<string> {
  const res = await target.signUp({ Mobile: mobile, Password: 'abc12345' })
  if (res.code !== 0 || !res.data) throw new Error(res.message)
  return res.data.token
}

beforeAll(async () => {
  app = await buildTestApp({ env: { AI_DAILY_QUOTA_FREE: '3', AI_RATE_PER_MINUTE: '50' } })
  token = await signUp(app, '13900002221')
  otherToken = await signUp(app, '13900002222')
})
afterAll(async () => {
  await app.close()
})

describe('AI chat stream', () => {
  it('streams an answer, stores both turns and lists the conversation for its owner only', async () => {
    const events = await askStream(app.baseUrl, { Message: '什么是等位分' }, token)
    expect(events[0]?.type).toBe('start')
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(1)
    const done = doneOf(events)!
    expect(done.Message.Role).toBe('assistant')
    expect(done.Message.Content).toContain('等位分')
    expect(done.Message.Intent).toBe('concept_equivalent')
    expect(done.Quota).toMatchObject({ Used: 1, Limit: 3, IsMember: false })

    const list = (await app.call('AI/ConversationList', {}, token)).data!
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ Title: '什么是等位分', MessageCount: 2 })
    const detail = (await app.call('AI/ConversationDetail', { ConversationId: list[0]!.ConversationId }, token)).data!
    expect(detail.Messages.map((m) => m.Role)).toEqual(['user', 'assistant'])

    // another user sees nothing, cannot open, continue or delete it
    expect((await app.call('AI/ConversationList', {}, otherToken)).data).toEqual([])
    expect((await app.call('AI/ConversationDetail', { ConversationId: list[0]!.ConversationId }, otherToken)).code).toBe(ErrorCode.NotFound)
    expect((await app.call('AI/ConversationDelete', { ConversationId: list[0]!.ConversationId }, otherToken)).code).toBe(ErrorCode.NotFound)
    const hijack = await askStream(app.baseUrl, { Message: '你好', ConversationId: list[0]!.ConversationId }, otherToken)
    expect(errorOf(hijack)?.code).toBe(ErrorCode.NotFound)
  })

  it('continues a conversation and deletes it with its messages', async () => {
    const first = doneOf(await askStream(app.baseUrl, { Message: '你好' }, otherToken))!
    const id = (await app.call('AI/ConversationList', {}, otherToken)).data![0]!.ConversationId
    const second = doneOf(await askStream(app.baseUrl, { Message: '冲稳保怎么分配', ConversationId: id }, otherToken))!
    expect(second.Message.MessageId).toBeGreaterThan(first.Message.MessageId)
    expect((await app.call('AI/ConversationDetail', { ConversationId: id }, otherToken)).data!.Messages).toHaveLength(4)
    expect((await app.call('AI/ConversationDelete', { ConversationId: id }, otherToken)).code).toBe(0)
    expect((await app.call('AI/ConversationDetail', { ConversationId: id }, otherToken)).code).toBe(ErrorCode.NotFound)
    expect((await app.call('AI/ConversationList', {}, otherToken)).data).toEqual([])
    const rows = await app.db.query('SELECT id FROM ai_messages WHERE conversation_id = $1', [id])
    expect(rows).toHaveLength(0)
  })

  it('refuses signed-out users (112), empty and over-long messages (1001)', async () => {
    expect(errorOf(await askStream(app.baseUrl, { Message: '你好' }))?.code).toBe(ErrorCode.SessionExpired)
    expect(errorOf(await askStream(app.baseUrl, { Message: '  ' }, token))?.code).toBe(ErrorCode.InvalidInput)
    const long = errorOf(await askStream(app.baseUrl, { Message: '问'.repeat(AI_MESSAGE_MAX_LENGTH + 1) }, token))
    expect(long).toMatchObject({ code: ErrorCode.InvalidInput, message: `问题最多${AI_MESSAGE_MAX_LENGTH}个字` })
    expect(errorOf(await askStream(app.baseUrl, { Message: 42 }, token))?.code).toBe(ErrorCode.InvalidInput)
  })

  it('refuses a U+0000 or a lone surrogate in a message with 1001 and a Chinese message, not a database error', async () => {
    for (const Message of ['你好\u0000世界', '你好\ud800']) {
      expect(errorOf(await askStream(app.baseUrl, { Message }, token))).toMatchObject({ code: ErrorCode.InvalidInput, message: UNSTORABLE_TEXT_MESSAGE })
    }
  })

  it('answers 113 beyond the free daily quota, more for members, and resets the next day (China time)', async () => {
    const res = await app.signUp({ Mobile: '13900002223', Password: 'abc12345' })
    const user = res.data!.token
    for (let i = 0; i < 3; i++) expect(doneOf(await askStream(app.baseUrl, { Message: '你好' }, user))).not.toBeNull()
    const over = errorOf(await askStream(app.baseUrl, { Message: '你好' }, user))
    expect(over).toMatchObject({ code: ErrorCode.MembershipRequired })
    expect((await app.call('AI/Quota', {}, user)).data).toMatchObject({ Used: 3, Limit: 3, IsMember: false })
    // deleting conversations does not give questions back
    for (const c of (await app.call('AI/ConversationList', {}, user)).data!) await app.call('AI/ConversationDelete', { ConversationId: c.ConversationId }, user)
    expect(errorOf(await askStream(app.baseUrl, { Message: '你好' }, user))?.code).toBe(ErrorCode.MembershipRequired)
    // a member gets the member quota
    await app.db.query(`UPDATE users SET member_type = 1, member_expire_at = $2 WHERE id = $1`, [res.data!.UserId, new Date('2030-01-01')])
    // written behind the app's back: say so, as the grant paths do (ADR 025)
    userChanged(app.db, res.data!.UserId)
    expect((await app.call('AI/Quota', {}, user)).data).toMatchObject({ IsMember: true, Limit: 200 })
    expect(doneOf(await askStream(app.baseUrl, { Message: '你好' }, user))).not.toBeNull()
    // the test clock is 2027-06-25T10:00Z = 18:00 in China; 6 hours later is the next China day
    const fresh = await signUp(app, '13900002224')
    for (let i = 0; i < 3; i++) await askStream(app.baseUrl, { Message: '你好' }, fresh)
    app.clock.advance(6 * 3600_000)
    expect((await app.call('AI/Quota', {}, fresh)).data).toMatchObject({ Used: 0 })
    expect(doneOf(await askStream(app.baseUrl, { Message: '你好' }, fresh))).not.toBeNull()
  })

  it('suggests questions that fit the user', async () => {
    const guest = (await app.call('AI/SuggestedQuestions', {})).data!
    expect(guest.Reason).toBe('signed-out')
    expect(guest.Questions[0]).toContain('位次')
    const student = (await app.call('AI/SuggestedQuestions', {}, token)).data!
    expect(student.Reason).toBe('no-score')
    expect(student.Questions.some((q) => q.includes('位次'))).toBe(true)
  })

  it('says plainly that lookups need data it does not have, never inventing a line', async () => {
    const done = doneOf(await askStream(app.baseUrl, { Message: '河南物理类580分排多少名' }, token))!
    expect(done.Message.Content).not.toMatch(/第 \*\*\d+\*\* 名/)
    expect(done.Message.Content).toMatch(/省份|无法|没有/)
  })
})

describe('AI rate limit', () => {
  it('limits questions per user per minute (1005)', async () => {
    const limited = await buildTestApp({ env: { AI_RATE_PER_MINUTE: '2' } })
    try {
      const user = await signUp(limited, '13900003331')
      await askStream(limited.baseUrl, { Message: '你好' }, user)
      await askStream(limited.baseUrl, { Message: '你好' }, user)
      expect(errorOf(await askStream(limited.baseUrl, { Message: '你好' }, user))?.code).toBe(ErrorCode.RateLimited)
      limited.clock.advance(61_000)
      expect(doneOf(await askStream(limited.baseUrl, { Message: '你好' }, user))).not.toBeNull()
    } finally {
      await limited.close()
    }
  })
})
