import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../testing/build-test-app.ts'
import { aiDataApp, lastOfConversation, signUpStudent } from './ai-data.test-kit.ts'

/**
 * ADR 119 over real HTTP through the built-in engine, phrasings of our own: a second college in a follow-up by its name
 * parts (中南财大) or with 又是多少 asks the earlier question again; a line asked with the candidate's score stated gets
 * the chance beside it; each tag asked (985, 211) is answered yes or no from the data.
 */
let app: TestApp
let token: string

beforeAll(async () => {
  app = await aiDataApp()
  token = await signUpStudent(app, '13600009119', { member: false })
}, 900_000)
afterAll(async () => {
  await app?.close()
})

async function conversation(turns: string[]) {
  const m = await lastOfConversation(app.baseUrl, turns, token)
  return { Content: m.Content, Tools: m.ToolCalls.map((c) => c.Name) }
}

describe('a second college in a follow-up (ADR 119)', () => {
  it('reads 中南财大 as 中南财经政法大学, not 中南 (中南大学), and asks the same line', async () => {
    const a = await conversation(['华中科技大学今年湖北物理类最低多少分', '那中南财大咧'])
    expect(a.Content).toContain('中南财经政法大学在湖北物理类')
    expect(a.Content).not.toContain('中南大学')
  })
  it('asks the earlier line again of a college named with 又是多少', async () => {
    const a = await conversation(['湖北历史类，武汉大学今年最低多少分？', '华中师范大学又是多少'])
    expect(a.Tools).toContain('lines_by_year')
    expect(a.Content).toContain('华中师范大学在湖北历史类')
    expect(a.Content).not.toContain('| 所在地 |')
  })
})

describe('a line asked with the candidate’s own score stated (ADR 119)', () => {
  it('gives the line and then the chance of that score', async () => {
    const a = await conversation(['我考了560，武汉纺织大学去年湖北物理类得多少分？'])
    expect(a.Tools).toEqual(expect.arrayContaining(['lines_by_year', 'admission_probability']))
    expect(a.Content.indexOf('最低录取线')).toBeLessThan(a.Content.search(/录取概率/))
  })
})

describe('each tag asked, yes or no (ADR 119)', () => {
  it('says which of 985 and 211 a college is and is not, from the data', async () => {
    const [facts] = await app.db.query<{ is_985: boolean; is_211: boolean }>('SELECT is_985, is_211 FROM institutions WHERE name = $1', ['厦门大学'])
    const [other] = await app.db.query<{ is_985: boolean; is_211: boolean }>('SELECT is_985, is_211 FROM institutions WHERE name = $1', ['苏州大学'])
    const a = await conversation(['厦门大学算985还是211'])
    expect(a.Content).toContain(`${facts!.is_985 ? '是' : '不是'}985院校`)
    expect(a.Content).toMatch(new RegExp(`${facts!.is_211 ? '(?<!不)是' : '不是'}211院校`))
    const b = await conversation(['苏州大学 985 211'])
    expect(b.Content).toContain(`${other!.is_985 ? '是' : '不是'}985院校`)
    expect(b.Content).toMatch(new RegExp(`${other!.is_211 ? '是' : '不是'}211院校`))
  })
})
