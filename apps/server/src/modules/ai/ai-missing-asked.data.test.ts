import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * Issue 31 item 1, ADR 100, over real HTTP with the built-in engine and the real dataset, in phrasings of our own (five
 * voices each): what the answer needs and the question lacks is asked in one short question naming it (the province for
 * a recommendation of a kind of college or a candidate's own need of a college's score, the score for a recommendation
 * or a choice between colleges); what the question or the saved profile has is never asked; a record asked of a college
 * a province runs is still read in its home province, said so (ADR 081).
 */
const { tokens, ask } = aiDataPerFile({
  anonymous: { mobile: '13600010001', member: false },
  // a saved 湖南 物理类 profile: a choice between two 湖南 colleges is answered without asking anything
  saved: { mobile: '13600010002', profile: { ProvinceId: 43, Score: 560, Track: '物理类', Subjects: ['chemistry', 'biology'] } },
})
/** a sentence that asks the student for something (the way the evaluation reads an answer) */
const asksFor = (text: string, what: string) =>
  text.split(/(?<=[。？?！!\n])/).some((s) => /[？?]|请告诉我|请先告诉我|请补充|还需要你的|请说明/.test(s) && s.includes(what))
/** one short question: the missing thing named, nothing else asked, no table, no chance */
function oneShortQuestion(text: string, what: string, notAsked: string, q: string) {
  expect(asksFor(text, what), `${q}\n${text}`).toBe(true)
  expect(asksFor(text, notAsked), `${q}\n${text}`).toBe(false)
  expect(text.length, q).toBeLessThanOrEqual(260)
  expect(text, q).not.toMatch(/\||\d{1,3}%/)
}

describe('a kind of college asked for (issue 31 item 1)', () => {
  it('asks the province when the score is said and the province is not', async () => {
    for (const q of [
      '估分600左右，能去哪些理工大学',
      '孩子大概590，想读农业大学，有哪些可以报',
      '605 财经大学 能报啥',
      '考了六百来分，想上个外国语大学，能上哪些',
      '600分能上那些医科大雪',
    ]) {
      const a = await ask(q)
      expect(a.Intent, q).toBe('recommend_schools')
      oneShortQuestion(a.Content, '省份', '分数', q)
    }
  })
  it('asks the score when the province and track are said, and names no college for the kind', async () => {
    for (const q of [
      '湖北物理类，想学医，推荐几所医科大学',
      '孩子湖北历史类，想读师范，推荐几所师范大学',
      '湖北 物理 理工大学 推荐',
      '俺湖北物理类，给推荐几个财经大学呗',
      '湖北物里类 推建几所农业大学',
    ]) {
      const a = await ask(q)
      expect(a.Intent, q).toBe('recommend_schools')
      oneShortQuestion(a.Content, '分数', '省份', q)
      expect(a.Content, q).not.toMatch(/中国医科大学|没有找到/)
    }
  })
})

describe('a college’s score asked with no province', () => {
  it('asks the province when the track rules out the home province or the candidate’s own need is asked', async () => {
    // 浙江 ranks everyone as 综合, so a 历史类/物理类 candidate asking of 浙江工业大学 is from elsewhere
    for (const q of [
      '我历史类，浙江工业大学要多少分',
      '孩子想报河北大学，大概需要考多少分',
      '浙工大 物理类 多少分',
      '物理类报浙工大得考多少分啊',
      '河北大学好考吗要几分',
    ]) {
      const a = await ask(q)
      oneShortQuestion(a.Content, '省份', '分数', q)
      expect(
        a.ToolCalls.some((c) => c.Name === 'lines_by_year'),
        q,
      ).toBe(false)
    }
  })
  it('asks the province for a chance with a track its home does not have (ADR 145)', async () => {
    for (const q of ['物理类620分，浙江工业大学稳吗']) oneShortQuestion((await ask(q)).Content, '省份', '分数', q)
  })
  it('estimates the chance of a college a province runs at its home, said first (ADR 149, narrowing ADR 145)', async () => {
    const a = await ask('620分上浙江工业大学稳吗')
    expect(a.Content.split('\n')[0]).toMatch(/你没说省份，按\*\*浙江考生\*\*估算/)
    expect(asksFor(a.Content, '分数')).toBe(false)
  })
  it('still reads a record of a college a province runs in its home province, said so (ADR 081)', async () => {
    const a = await ask('河北大学去年历史类最低分')
    expect(a.Content).toMatch(/你没说省份；河北大学主要在河北招生，按河北考生/)
    expect(asksFor(a.Content, '省份')).toBe(false)
  })
  it('asks which college, and the province, for a short name two colleges share', async () => {
    const a = await ask('山财大 历史类 多少分')
    oneShortQuestion(a.Content, '省份', '分数', '山财大')
    expect(a.Content).toMatch(/山西财经大学、山东财经大学/)
  })
})

describe('a choice between colleges made for the candidate', () => {
  it('asks the score, one short question, when none is said or saved', async () => {
    for (const q of [
      '湖南物理类，湘潭大学和长沙理工大学我该报哪个',
      '孩子湖南历史类，湖南师范大学和湘潭大学选哪个更合适',
      '湖南 物理 湘大 长理 选哪个',
      '湖南物理类，湘大跟长理哪个适合我嘛',
      '湖南物里类 湘潭大学和长沙理工该报哪个',
    ]) {
      const a = await ask(q)
      oneShortQuestion(a.Content, '分数', '省份', q)
    }
  })
  it('asks nothing with a saved profile, nor for which college is better in general', async () => {
    const mine = await ask('湘潭大学和长沙理工大学我该报哪个', tokens.saved)
    expect(asksFor(mine.Content, '分数')).toBe(false)
    expect(mine.Content).toMatch(/湘潭大学 vs 长沙理工大学/)
    const general = await ask('湘潭大学和长沙理工大学哪个好，我湖南物理类')
    expect(asksFor(general.Content, '分数')).toBe(false)
    expect(general.Content).toMatch(/湘潭大学 vs 长沙理工大学/)
  })
  it('answers a fact of a college without asking anything', async () => {
    for (const q of ['浙江工业大学在哪个城市', '河北大学是211吗']) expect(asksFor((await ask(q)).Content, '省份'), q).toBe(false)
  })
})
