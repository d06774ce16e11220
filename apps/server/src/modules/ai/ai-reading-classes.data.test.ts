import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AI_TEST_DAY } from './ai-data.test-kit.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { askStream, doneOf } from './ai-stream-client.ts'
import { signUpStudent } from '../../testing/students.ts'

/**
 * Issue 31, readings of the question left after holdout v7 (ADR 073), in phrasings of our own, over real HTTP
 * against the dataset: college short names derived by kind and read by the candidate's province (or asked),
 * subjects as students write them, counts that are not scores, and rules asked in everyday words.
 */
let app: TestApp
let token: string
let guangxi: string
let liaoning: string

beforeAll(async () => {
  app = await buildTestApp({ withDataset: true, startAt: AI_TEST_DAY, env: { AI_RATE_PER_MINUTE: '300', AI_DAILY_QUOTA_FREE: '500' } })
  token = await signUpStudent(app, '13600007301')
  guangxi = await signUpStudent(app, '13600007302', { profile: { ProvinceId: 45, Score: 560, Track: '物理类', Subjects: ['chemistry', 'biology'] } })
  liaoning = await signUpStudent(app, '13600007303', { profile: { ProvinceId: 21, Score: 560, Track: '物理类', Subjects: ['chemistry', 'biology'] } })
}, 900_000)
afterAll(async () => {
  await app?.close()
})

const ask = async (message: string, as = token) => doneOf(await askStream(app.baseUrl, { Message: message }, as))!.Message

describe('college short names from the college list (ADR 073)', () => {
  it.each([
    ['浙工大的软件工程学费一年多少', '浙江工业大学'],
    ['浙工大怎么样啊', '浙江工业大学'],
    ['广西医科大 口腔 学费', '广西医科大学'],
    ['药大的药学专业怎么样', '中国药科大学'],
    ['矿大是211吗', '中国矿业大学'],
  ])('「%s」 is %s', async (q, name) => {
    expect((await ask(q)).Content).toContain(name)
  })

  it('reads a shared short name by the saved province, and asks when none decides', async () => {
    expect((await ask('西大的计算机学费多少', guangxi)).Content).toContain('广西大学')
    expect((await ask('药大好考吗，药学', liaoning)).Content).toContain('沈阳药科大学')
    const asked = (await ask('西大计算机咋样')).Content
    expect(asked).toContain('你问的是哪一所')
    expect(asked).toContain('西北大学')
  })
})

describe('subjects, counts and rules as students say them (ADR 073)', () => {
  it('judges 物理生物技术 (浙江 7选3) against a unit that needs 化学', async () => {
    const a = await ask('浙江的，我选的物理生物技术，浙工大计算机类能报吗')
    expect(a.Content).toContain('化学')
    expect(a.Content).toMatch(/不能|不符合/)
  })

  it('answers the province’s number of 志愿 when a count is said in words', async () => {
    const a = await ask('听说辽宁本科批能报一百多个志愿，真的假的')
    expect(a.Intent).toBe('province_filling')
    expect(a.Content).not.toContain('科类')
  })

  it('routes 退档 and the 专科 line however asked', async () => {
    expect((await ask('档案被学校退回来会怎样')).Intent).toBe('concept_parallel')
    expect((await ask('第一个志愿投档了没录上，第二个还投吗')).Intent).toBe('concept_parallel')
    expect((await ask('赋份是咋算的')).Intent).toBe('concept_fufen')
    const zk = await ask('本科没戏了，广东专科最低分多少')
    expect(zk.Intent).toBe('batch_line')
    expect(zk.Content).toContain('专科')
  })
})
