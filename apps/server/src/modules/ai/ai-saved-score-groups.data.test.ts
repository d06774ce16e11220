import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * ADR 131 over real HTTP with the built-in engine and the real dataset, in phrasings of our own: a batch line asked by a
 * student whose score is saved says whether the score clears it (the 特殊类型 line too, and only for the saved 科类);
 * a list of a college's groups carries each group's line of the year; 「湘大概率」 names 湘大.
 */
const { tokens, askText } = aiDataPerFile({
  henan: { mobile: '13600013101', member: false, profile: { ProvinceId: 41, Score: 500, Track: '物理类', Subjects: ['chemistry', 'biology'] } },
  jiangsu: { mobile: '13600013102', member: false, profile: { ProvinceId: 32, Score: 520, Track: '物理类', Subjects: ['chemistry', 'biology'] } },
  hunan: { mobile: '13600013103', member: false, profile: { ProvinceId: 43, Score: 570, Track: '物理类', Subjects: ['chemistry', 'biology'] } },
})

describe('a batch line held against the saved score', () => {
  it('says the saved score clears the 专科 line and the 特殊类型 line asked', async () => {
    expect(await askText('河南物理类今年高职专科线是几分', tokens.henan)).toMatch(/你的 \*\*500分\*\* 高于[^\n]*179分/)
    expect(await askText('江苏今年物理特招线划了多少，我够没够', tokens.jiangsu)).toMatch(/你的 \*\*520分\*\* 高于[^\n]*特殊[^\n]*513分/)
  }, 120_000)
  it('does not hold a 物理类 score against the 历史类 line', async () => {
    expect(await askText('江苏历史类本科线今年多少', tokens.jiangsu)).not.toContain('你的 **520分**')
  }, 60_000)
})

describe('a college’s groups in a table', () => {
  it('a list of the groups shows the highest and the lowest group line of the year', async () => {
    const a = await askText('深圳大学在广东物理类有几个专业组，整理一下')
    expect(a).toMatch(/最高 \*\*623分\*\*/)
    expect(a).toMatch(/最低 \*\*593分\*\*/)
  }, 60_000)
})

describe('a short college name before 概率', () => {
  it('「湘大概率有多少」 is 湘潭大学, not 大概', async () => {
    expect(await askText('湘大概率有多少', tokens.hunan)).toContain('湘潭大学')
  }, 60_000)
})
