import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AI_TEST_DAY, lastOfConversation } from './ai-data.test-kit.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'

/**
 * Holdout v16's follow-up classes over real HTTP (phrasings of our own, ADR 135): a score with 差多少 after a batch
 * line was asked is the gap to that line, both numbers and the line's year shown; 他 typed for 它 before a line
 * asked keeps the college of the earlier turn, and its 最低投档线 is its line, not the 投档 rule.
 */
let app: TestApp
let token: string

beforeAll(async () => {
  app = await buildTestApp({ withDataset: true, startAt: AI_TEST_DAY, env: { AI_RATE_PER_MINUTE: '200', AI_DAILY_QUOTA_FREE: '500' } })
  token = (await app.signUp({ Mobile: '13600005135', Password: 'abc12345' })).data!.token
}, 900_000)
afterAll(async () => {
  await app?.close()
})

const answer = async (turns: string[]) => (await lastOfConversation(app.baseUrl, turns, token)).Content

describe('the gap to the batch line just asked (ADR 135)', () => {
  it('gives the line, the score and the gap, with the line’s year', async () => {
    const a = await answer(['天津2026年本科批次线是多少', '要是我考450分，跟那条线差几分'])
    expect(a).toContain('458')
    expect(a).toContain('2026年本科线')
    expect(a).toMatch(/低于.{0,30}8 分/)
    expect(a).not.toMatch(/对应位次约第/)
  })
})

describe('他 typed for the college of the earlier turn (ADR 135)', () => {
  it('answers the college’s lowest line, not the 投档 rule', async () => {
    const a = await answer(['我是湖北考生，选的物理，想问问华中师范大学', '他去年最低投档线是多少'])
    expect(a).toContain('华中师范大学')
    expect(a).not.toMatch(/分数优先、遵循志愿/)
  })
})
