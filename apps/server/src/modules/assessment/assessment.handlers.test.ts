import { ErrorCode } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { hollandItems, hollandVersion } from './banks/holland-bank.ts'
import { mbtiItems, mbtiVersion } from './banks/mbti-bank.ts'
import { personalityItems, personalityVersion } from './banks/personality-bank.ts'

let app: TestApp
let token: string
let otherToken: string

async function signUp(mobile: string): Promise<string> {
  const res = await app.signUp({ Mobile: mobile, Password: 'abc12345' })
  if (res.code !== 0 || !res.data) throw new Error(res.message)
  return res.data.token
}

beforeAll(async () => {
  app = await buildTestApp()
  token = await signUp('13900001111')
  otherToken = await signUp('13900002222')
})
afterAll(async () => app.close())

/**
 * Hand-computed Holland sheet: I = 4+4 yes (activities, competencies) + ratings 6, 5 = 19;
 * A = 4+4 yes + ratings 5, 6 = 19 (tie with I, equal self-estimates 11 → hexagon order I first);
 * S = 4 yes (activities) + 3, 3 = 10; R, E, C = ratings 1, 1 = 2 each (a three-way tie).
 */
function hollandSheet() {
  const ratings: Record<string, [number, number]> = { R: [1, 1], I: [6, 5], A: [5, 6], S: [3, 3], E: [1, 1], C: [1, 1] }
  return hollandItems.map((item) => {
    if (item.section === 'self-ratings') return { ID: item.id, Value: ratings[item.type]![Number(item.id.slice(-1)) - 1]! }
    const yes = ((item.type === 'I' || item.type === 'A') && item.section !== 'occupations') || (item.type === 'S' && item.section === 'activities')
    return { ID: item.id, Value: yes ? 1 : 0 }
  })
}

describe('Holland', () => {
  it('lists 84 items in four sections and scores a hand-computed sheet with ties kept explicit', async () => {
    const list = await app.call('Career/HollandQuestionList', {})
    expect(list.code).toBe(0)
    expect(list.data!.Questions).toHaveLength(84)
    expect(new Set(list.data!.Questions.map((q) => q.Section))).toEqual(new Set(['activities', 'competencies', 'occupations', 'self-ratings']))

    const submitted = await app.call('Career/HollandTest', { Version: hollandVersion, Answers: hollandSheet() }, token)
    expect(submitted).toMatchObject({ code: 0, data: { Kind: 'holland', Summary: 'IAS' } })
    const report = await app.call('User/TestHollandInfo', { TestId: submitted.data!.TestId }, token)
    expect(report.code).toBe(0)
    const r = report.data!
    expect(Object.fromEntries(r.Scales.map((s) => [s.Type, s.Score]))).toEqual({ R: 2, I: 19, A: 19, S: 10, E: 2, C: 2 })
    expect(r.Code).toBe('IAS')
    expect(r.AlternativeCodes).toEqual(['AIS'])
    expect(r.Ties).toEqual([
      ['I', 'A'],
      ['R', 'E', 'C'],
    ])
    expect(r.Types.map((t) => t.Name)).toEqual(['研究型', '艺术型', '社会型'])
    expect(r.Scales[0]!.Max).toBe(26)
  })

  it('breaks a tie by the self-estimates before hexagon order', async () => {
    const sheet = hollandSheet().map((a) => (a.ID === 'h4-A1' ? { ...a, Value: 6 } : a.ID === 'h1-S1' ? { ...a, Value: 0 } : a))
    // A = 8 + 12 = 20 now beats I = 19 outright; S = 9
    const res = await app.call('Career/HollandTest', { Version: hollandVersion, Answers: sheet }, token)
    expect(res.data!.Summary).toBe('AIS')
  })
})

describe('MBTI-style', () => {
  it('scores forced choices per dichotomy with clarity', async () => {
    const target = new Set(['I', 'N', 'T', 'J'])
    // every item answered towards INTJ except the first item of each dichotomy → 6 : 1, clarity 5/7
    const answers = mbtiItems.map((item) => {
      const wantA = target.has(item.a.pole) !== item.id.endsWith('1')
      return { ID: item.id, Value: wantA ? 1 : 2 }
    })
    const res = await app.call('Career/MBTITest', { Version: mbtiVersion, Answers: answers }, token)
    expect(res).toMatchObject({ code: 0, data: { Summary: 'INTJ' } })
    const report = (await app.call('User/TestMBTIInfo', {}, token)).data!
    expect(report.Title).toBe('独立的战略规划者')
    expect(report.Dimensions.map((d) => [d.Key, d.LeftCount, d.RightCount, d.Clarity, d.ClarityLabel])).toEqual([
      ['EI', 1, 6, 0.71, '明显'],
      ['SN', 1, 6, 0.71, '明显'],
      ['TF', 6, 1, 0.71, '明显'],
      ['JP', 6, 1, 0.71, '明显'],
    ])
    expect(report.Disclaimer).toContain('并非官方')
  })
})

describe('middle-school personality', () => {
  it('recodes reverse-keyed items', async () => {
    // "5" everywhere: each domain = 5 + 5 + (6−5) + (6−5) = 12 of 20, mean 3 → 中等
    const flat = personalityItems.map((i) => ({ ID: i.id, Value: 5 }))
    const mid = await app.call('Career/PersonalityTest', { Version: personalityVersion, Answers: flat }, token)
    expect(mid.code).toBe(0)
    const midReport = (await app.call('User/TestPersonalityInfo', { TestId: mid.data!.TestId }, token)).data!
    expect(midReport.Domains.map((d) => [d.Raw, d.Level])).toEqual(Array(5).fill([12, '中等']))
    expect(midReport.Summary).toBe('五个维度都在中等水平，性格比较均衡')
    // agreeing with keyed items and rejecting reversed ones: 20 of 20 everywhere
    const keyed = personalityItems.map((i) => ({ ID: i.id, Value: i.isReversed ? 1 : 5 }))
    const high = await app.call('Career/PersonalityTest', { Version: personalityVersion, Answers: keyed }, token)
    const highReport = (await app.call('User/TestPersonalityInfo', { TestId: high.data!.TestId }, token)).data!
    expect(highReport.Domains.map((d) => [d.Key, d.Raw, d.Level])).toEqual([
      ['openness', 20, '较高'],
      ['conscientiousness', 20, '较高'],
      ['extraversion', 20, '较高'],
      ['agreeableness', 20, '较高'],
      ['neuroticism', 20, '较高'],
    ])
    expect(highReport.Advice).toHaveLength(5)
    // all at the maximum: the first two domains in order tie on distance
    expect(highReport.Summary).toBe('开放性较高 · 尽责性较高')
  })
})

describe('tampered or incomplete sheets', () => {
  const full = () => hollandSheet()
  const cases: [string, () => unknown, string][] = [
    ['missing items', () => ({ Version: hollandVersion, Answers: full().slice(0, 80) }), '还有 4 道题未作答（第 81 题起）'],
    ['an unknown id', () => ({ Version: hollandVersion, Answers: [...full().slice(1), { ID: 'h9-X1', Value: 1 }] }), '不属于本测评'],
    [
      'a yes/no value out of range',
      () => ({ Version: hollandVersion, Answers: full().map((a, i) => (i === 0 ? { ...a, Value: 2 } : a)) }),
      '第 1 题的答案不在选项范围内',
    ],
    [
      'a rating above 7',
      () => ({ Version: hollandVersion, Answers: full().map((a) => (a.ID === 'h4-C2' ? { ...a, Value: 8 } : a)) }),
      '第 84 题的答案不在选项范围内',
    ],
    ['a repeated item', () => ({ Version: hollandVersion, Answers: [...full(), full()[3]] }), '第 4 题重复作答'],
    ['an old version', () => ({ Version: 'holland-2020', Answers: full() }), '题库已更新'],
    ['no answers', () => ({ Version: hollandVersion, Answers: [] }), '请完成全部题目后再提交'],
    ['a non-integer value', () => ({ Version: hollandVersion, Answers: full().map((a, i) => (i === 0 ? { ...a, Value: 0.5 } : a)) }), '答案必须是整数'],
  ]
  it.each(cases)('refuses %s with a clear message', async (_name, body, message) => {
    const res = await app.call('Career/HollandTest', body() as never, token)
    expect(res.code).toBe(ErrorCode.InvalidInput)
    expect(res.message).toContain(message)
  })

  it('needs sign-in to submit and keeps reports private', async () => {
    expect((await app.call('Career/HollandTest', { Version: hollandVersion, Answers: full() })).code).toBe(ErrorCode.SessionExpired)
    const mine = (await app.call('User/TestList', {}, token)).data!
    const holland = mine.find((t) => t.Kind === 'holland')!
    expect((await app.call('User/TestHollandInfo', { TestId: holland.TestId }, otherToken)).code).toBe(ErrorCode.NotFound)
    expect(await app.call('User/TestMBTIInfo', {}, otherToken)).toMatchObject({ code: ErrorCode.NotFound, message: '你还没有完成MBTI 风格性格类型测评' })
  })
})

describe('User/TestList', () => {
  it('lists my results newest first, filterable by kind, each reopenable', async () => {
    const all = (await app.call('User/TestList', {}, token)).data!
    expect(all.map((t) => t.Kind)).toEqual(['personality', 'personality', 'mbti', 'holland', 'holland'])
    expect(all.at(-1)).toMatchObject({ Title: '霍兰德职业兴趣测评', Summary: 'IAS' })
    const holland = (await app.call('User/TestList', { Kind: 'holland' }, token)).data!
    expect(holland).toHaveLength(2)
    const reopened = await app.call('User/TestHollandInfo', { TestId: holland[1]!.TestId }, token)
    expect(reopened.data!.Code).toBe('IAS')
    expect((await app.call('User/TestList', {}, otherToken)).data).toEqual([])
  })
})
