import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AI_TEST_DAY, lastOfConversation } from './ai-data.test-kit.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'

/**
 * Issue 31, holdout v7's follow-up class over real HTTP through the built-in engine (phrasings of our own): a
 * second turn that changes the year, the score, the track or the college, said in dialect (嘞/咧) or tersely,
 * keeps the rest of the first turn and asks the same question again; a rank asked in dialect is answered.
 */
let app: TestApp
let token: string

beforeAll(async () => {
  app = await buildTestApp({ withDataset: true, startAt: AI_TEST_DAY, env: { AI_RATE_PER_MINUTE: '200', AI_DAILY_QUOTA_FREE: '500' } })
  token = (await app.signUp({ Mobile: '13600005381', Password: 'abc12345' })).data!.token
}, 900_000)
afterAll(async () => {
  await app?.close()
})

async function conversation(turns: string[]) {
  const m = await lastOfConversation(app.baseUrl, turns, token)
  return { Content: m.Content, Tools: m.ToolCalls.map((c) => c.Name) }
}

describe('a rank asked in dialect (issue 31)', () => {
  it('answers 排好多名 with the rank, not out of scope', async () => {
    const a = await conversation(['四川今年物理类考590分能排好多名嘛'])
    expect(a.Tools).toContain('score_to_rank')
    expect(a.Content).toMatch(/590分\*\*对应位次约第/)
  })
})

describe('follow-ups that change one thing (issue 31)', () => {
  it('a year in dialect: the same rank for last year', async () => {
    const a = await conversation(['四川物理类590分今年排多少名', '那去年咧'])
    // the year named with the word asked (ADR 115)
    expect(a.Content).toMatch(/^去年（2025年）四川物理类：\*\*590分\*\*/)
  })
  it('a score in dialect: the same province and question', async () => {
    const a = await conversation(['浙江605分能排多少名', '那615嘞'])
    expect(a.Tools).toContain('score_to_rank')
    expect(a.Content).toContain('615分')
  })
  it('a terse track: the same college and year', async () => {
    const a = await conversation(['中南大学 湖南 物理类 2026 录取线', '历史类'])
    expect(a.Content).not.toMatch(/^好的，记下了/)
    expect(a.Content).toContain('中南大学')
    expect(a.Content).toContain('历史类')
  })
  it('another college named with 也: its line, not its overview', async () => {
    const a = await conversation(['武汉大学今年湖北物理类投档线多少', '华中科技大学的也查一下'])
    expect(a.Content).toContain('华中科技大学')
    expect(a.Content).not.toContain('| 所在地 |')
  })
})
