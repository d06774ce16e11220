import { describe, expect, it } from 'vitest'
import { aiDataPerFile, lastOfConversation } from './ai-data.test-kit.ts'

/**
 * ADR 150 over real HTTP (phrasings of our own): a track of the other exam model finds the year's batch lines, a
 * colleges question is not a yes/no on the exam model, a wrong full mark is corrected and the score placed against the
 * 本科 line, a line asked beside a stated score asks no province, a comparison table is one province's, and 能报吗 of a
 * college's major with a saved score gives the 选科 verdict and the chance.
 */
const { app, tokens, askText } = aiDataPerFile({
  bare: { mobile: '13600015001' },
  hebei: { mobile: '13600015002', profile: { ProvinceId: 13, Score: 612, Track: '物理类', Subjects: ['physics', 'chemistry', 'biology'] } },
})

describe('the batch lines of a track named the other model’s way', () => {
  it('holds 理科 against 河南’s 物理类 本科 line', { timeout: 300_000 }, async () => {
    const a = await askText('河南理科考了530，能上本科不', tokens.bare)
    expect(a).not.toContain('数据里没有')
    expect(a).toMatch(/河南物理类 530分\*\*：高于\d{4}年本科线/)
  })
})

describe('colleges asked with an old-model track', () => {
  it('asks the score instead of answering whether 文理 still exist', async () => {
    const a = await askText('我家孩子在新疆，理科，能读哪些大学？', tokens.bare)
    expect(a).not.toMatch(/^不是/)
    expect(a).toContain('分数')
  })
})

describe('a wrong full mark beside a score', () => {
  it('is corrected and the score placed against the 本科 line and by rank', async () => {
    const a = await askText('上海满分750，我考了505，算差吗', tokens.bare)
    expect(a).toContain('660')
    expect(a).toMatch(/本科线/)
    expect(a).toMatch(/位次约第/)
  })
})

describe('a rank and the 本科 line asked in a follow-up', () => {
  it('says both', async () => {
    const m = await lastOfConversation(app.baseUrl, ['四川物理类560', '过本科线没有？排第几'], tokens.bare)
    expect(m.Content).toMatch(/本科线/)
    expect(m.Content).toMatch(/位次约第/)
  })
})

describe('a line asked with a score stated and no province', () => {
  it('reads the home province for the line and asks no province', async () => {
    const a = await askText('上海大学投档最低分多少？孩子估分550', tokens.bare)
    expect(a).toContain('上海大学在上海')
    expect(a).not.toMatch(/请告诉我你的省份/)
  })
})

describe('a comparison table without a province', () => {
  it('reads every college in the one province most of them are in', async () => {
    const a = await askText('武汉理工大学、华中师范大学、湖南大学今年物理类最低分列个表', tokens.bare)
    expect(a).toContain('| 湖南大学 | 湖北 |')
  })
})

describe('能报吗 of a college’s major with a saved score', () => {
  it('gives the 选科 verdict and the chance', { timeout: 300_000 }, async () => {
    const a = await askText('燕山大学计算机科学与技术我可以报吗', tokens.hebei)
    expect(a).toContain('能报')
    expect(a).toMatch(/录取概率|约 \*\*\d+%/)
  })
})
