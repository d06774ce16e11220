import { describe, expect, it } from 'vitest'
import { aiDataPerFile, lastOfConversation } from './ai-data.test-kit.ts'

/**
 * A line read somewhere that is a special plan's (ADR 168), in phrasings of our own over real HTTP: the plan named as
 * its rows word it (振兴龙江计划, 八协计划, 边防军人子女预科), the ordinary lines beside it, and no probability from it —
 * whether a word says the number is a line or the data alone does.
 */
const { app, tokens } = aiDataPerFile({
  bare: { mobile: '13600015300' },
  heilongjiang: { mobile: '13600015301', profile: { ProvinceId: 23, Score: 520, Track: '历史类', Subjects: ['politics', 'geography'] } },
})
const ask = async (turns: string[], as = tokens.bare) => (await lastOfConversation(app.baseUrl, turns, as)).Content
const NO_PERCENT = /约 ?\*?\*?[≤≥]?\d+%/

describe('a quoted line that is a special plan’s', { timeout: 300_000 }, () => {
  it('names a 振兴龙江计划 group read as a bare number, with the ordinary groups, and gives no probability', async () => {
    const a = await ask(['哈尔滨师范大学 历史类 562？'])
    expect(a).toMatch(/562分是哈尔滨师范大学2026年在黑龙江\S*的\*\*振兴龙江计划（定向）\*\*线，不是普通类的录取线/)
    expect(a).toContain('按普通类')
    expect(a).not.toMatch(NO_PERCENT)
  })

  it('takes the number that is the plan’s line as the line and the other as the score', async () => {
    const a = await ask(['哈师大历史类今年要562啊，我家520是不是没指望了'])
    expect(a).toContain('振兴龙江计划')
    expect(a).toContain('你的520分')
    expect(a).not.toMatch(NO_PERCENT)
  })

  it('reads a plan named after a bar in the group’s label (化学|少数民族预科班)', async () => {
    const a = await ask(['东北农业大学黑龙江物理类最低才480？我470还有戏吗'])
    expect(a).toContain('少数民族预科班')
    expect(a).not.toContain('化学|')
    expect(a).not.toMatch(NO_PERCENT)
  })

  it('keeps a single number asked with a chance as the candidate’s score', async () => {
    const a = await ask(['哈尔滨师范大学 历史类 562 能上吗'], tokens.heilongjiang)
    expect(a).not.toMatch(/562分是哈尔滨师范大学\S*的\*\*/)
  })

  it('treats a 八协计划 code typed ordinary as that plan, not as the college’s ordinary line', async () => {
    const a = await ask(['内蒙古大学2025年在河北历史类最低446分？我470能上吗'])
    expect(a).toContain('八协计划')
    expect(a).not.toMatch(/按普通类[^\n]*446分/)
    expect(a).not.toMatch(NO_PERCENT)
  })

  it('says a 边防军人子女 预科 line is all the college has there, with the 本科 line', async () => {
    const a = await ask(['太原学院在黑龙江历史类才361分，我380能上本科吗'])
    expect(a).toMatch(/361分是太原学院2026年在黑龙江历史类\S*预科/)
    expect(a).toContain('边防军人子女')
    expect(a).toContain('385')
    expect(a).toContain('没有普通类的录取线')
    expect(a).not.toMatch(NO_PERCENT)
  })

  it('does not take a summary that is a 中外合作 major’s line to the point for the college’s ordinary line', async () => {
    const a = await ask(['北京理工大学2025年在河北物理类最低639，我645稳不稳'])
    expect(a).toMatch(/639分是北京理工大学2025年在河北物理类\S*中外合作/)
    expect(a).toMatch(/按普通类[^\n]*665分/)
    expect(a).not.toMatch(NO_PERCENT)
  })
})
