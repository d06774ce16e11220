import { lastOfConversation } from './ai-data.test-kit.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { signUpStudent } from '../../testing/students.ts'

/**
 * Issue 31, understanding that does not depend on wording (ADR 107), over real HTTP against the dataset in phrasings of
 * our own: a college's full name typed with a slip around a short name it holds, a sound several colleges share read by
 * the province, two short names typed by sound in a choice, a 985/211 claim said with 对吧, and follow-ups that carry a
 * relative's track or name a college and a track bare.
 */
let app: TestApp
let token: string

beforeAll(async () => {
  app = await buildTestApp({ withDataset: true, env: { AI_RATE_PER_MINUTE: '300', AI_DAILY_QUOTA_FREE: '500' } })
  token = await signUpStudent(app, '13600010701')
}, 900_000)
afterAll(async () => {
  await app?.close()
})

async function conversation(turns: string[]) {
  const m = await lastOfConversation(app.baseUrl, turns, token)
  return { Content: m.Content, Intent: m.Intent }
}

describe('a college’s name typed with a slip', () => {
  it('reads 吉南大学 as the college of the province said (暨南 in 广东, 济南 in 山东)', async () => {
    const guangdong = await conversation(['广东物理590分报吉南大学有戏不'])
    expect(guangdong.Content).toContain('暨南大学')
    expect(guangdong.Content).not.toContain('没有找到')
    const shandong = await conversation(['山东590分报吉南大学有戏不'])
    expect(shandong.Content).toContain('济南大学')
  })
  it.each([
    ['东北林夜大学黑龙江物理类近几年最低分', '东北林业大学', '北京林业大学'],
    ['华中农叶大学湖北物理类最低分', '华中农业大学', '中国农业大学'],
  ])('reads a one-character slip around a short name as the whole name (「%s」)', async (q, name, not) => {
    const a = await conversation([q])
    expect(a.Content).toContain(name)
    expect(a.Content).not.toContain(not)
  })
  it('reads a province opening a slipped name as that college (北京理公大学)', async () => {
    expect((await conversation(['北京理公大学在北京近几年最低分'])).Content).toContain('北京理工大学')
  })
  it('reads two short names typed by sound in a choice (江才跟上才) and asks the score', async () => {
    const a = await conversation(['江西物理类，江才跟上才选哪个'])
    expect(a.Intent).toBe('school_compare')
    expect(a.Content).toContain('分数')
  })
})

describe('a claim said with 对吧', () => {
  it('corrects 「河南大学是211院校对吧？」 before the chance asked after it', async () => {
    const a = await conversation(['河南大学是211院校对吧？孩子河南物理类590分想冲一下'])
    expect(a.Content).toMatch(/^更正一下：河南大学不是211院校/)
  })
})

describe('follow-ups about a relative', () => {
  it('answers the rank of the score a relative has, on the changed track', async () => {
    const a = await conversation(['河南物理类560分排多少名', '我堂哥是历史类，也是560，位次多少'])
    expect(a.Intent).toBe('score_to_rank')
    expect(a.Content).toMatch(/河南历史类：\*\*560分\*\*/)
  })
  it('asks the earlier line again for the college and track a relative’s clause names', async () => {
    const a = await conversation(['郑州大学河南物理类最低多少分', '河南大学历史类呢？我表弟学的历史类'])
    expect(a.Content).toContain('河南大学')
    expect(a.Content).toContain('历史类')
    expect(a.Content).not.toContain('| 所在地 |')
  })
  it('reads a bare college and track after a line as the same line asked again', async () => {
    const a = await conversation(['郑大 物理 最低分', '河南大学 历史类'])
    expect(a.Content).toContain('河南大学')
    expect(a.Content).toContain('历史类')
    expect(a.Content).not.toContain('| 所在地 |')
  })
})
