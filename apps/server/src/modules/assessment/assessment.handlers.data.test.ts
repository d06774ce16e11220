import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { hollandItems, hollandVersion } from './banks/holland-bank.ts'

let app: TestApp
let token: string
beforeAll(async () => {
  app = await buildTestApp({ withDataset: true })
  const res = await app.signUp({ Mobile: '13900003333', Password: 'abc12345' })
  token = res.data!.token
})
afterAll(async () => app.close())

/** Strong I, then R, then C: code IRC. */
function ircSheet() {
  const weight: Record<string, number> = { I: 4, R: 3, C: 2, A: 0, S: 0, E: 1 }
  return hollandItems.map((item) => {
    const w = weight[item.type]!
    if (item.section === 'self-ratings') return { ID: item.id, Value: Math.max(1, w + 3) }
    return { ID: item.id, Value: Number(item.id.slice(-1)) <= w ? 1 : 0 }
  })
}

describe('Holland report on the real dataset', () => {
  it('suggests majors and occupations matching the code, and feeds the 选科 suggestion', async () => {
    const submitted = await app.call('Career/HollandTest', { Version: hollandVersion, Answers: ircSheet() }, token)
    expect(submitted.data!.Summary).toBe('IRC')
    const report = (await app.call('User/TestHollandInfo', {}, token)).data!
    expect(report.Majors.length).toBeGreaterThanOrEqual(8)
    expect(report.Majors[0]!.Holland).toBe('IRC')
    // best matches first, at most two per 专业类
    expect(new Set(report.Majors.map((m) => m.SubCategory)).size).toBeGreaterThanOrEqual(6)
    expect(report.Majors.every((m) => m.Holland.includes('I'))).toBe(true)
    expect(report.Occupations.length).toBeGreaterThan(0)
    expect(report.Occupations[0]!.Holland.startsWith('I')).toBe(true)
    expect(report.MatchNote).toContain('编辑对照')

    const stat = (
      await app.call(
        'Career/SelectExamStat',
        { ProvinceId: 13, Scores: { physics: 80, chemistry: 80, biology: 80, politics: 80, history: 80, geography: 80 } },
        token,
      )
    ).data!
    expect(stat.AssessmentUsed).toMatch(/^霍兰德 IRC/)
    expect(stat.Suggestions[0]!.Reasons.at(-1)).toContain('霍兰德代码 IRC')
  })
})
