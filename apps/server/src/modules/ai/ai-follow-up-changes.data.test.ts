import { describe, expect, it } from 'vitest'
import { aiDataPerFile, lastOfConversation } from './ai-data.test-kit.ts'

/**
 * A follow-up that changes several things at once (ADR 091): the track and the group, the year and the track, the
 * college and the year, the track and the score. What it does not change is carried, what it changes is replaced —
 * the answer is the one the earlier question gets when asked with the changes written in. Phrasings of our own, over
 * real HTTP through the built-in engine.
 */
const { app, tokens } = aiDataPerFile({
  student: { mobile: '13600009102', member: true },
})

async function conversation(turns: string[]) {
  const m = await lastOfConversation(app.baseUrl, turns, tokens.student)
  return { content: m.Content, tools: m.ToolCalls.map((c) => c.Name), intent: m.Intent ?? null }
}
/** The rows of the answer's first table that name the year and track (a group's own line). */
const rowsOf = (content: string, year: number, track: string) => content.split('\n').filter((l) => l.startsWith(`| ${year} | ${track} |`))

describe('a follow-up that changes several things at once', () => {
  it('changes the track and the group of a group’s line, keeping the college, province and year', async () => {
    const direct = await conversation(['合肥工业大学2025年安徽历史类002专业组的投档线是多少'])
    const expected = rowsOf(direct.content, 2025, '历史类')
    expect(expected.length).toBeGreaterThan(0)
    const a = await conversation(['合肥工业大学2025年安徽物理类004专业组的投档线是多少', '那换成历史类002组呢'])
    expect(a.tools).toContain('lines_by_year')
    expect(rowsOf(a.content, 2025, '历史类')[0]).toBe(expected[0])
    expect(a.content).not.toContain('志愿个数')
  })

  it('changes the year and the track (a year before the reform reads 文科), keeping the college', async () => {
    const a = await conversation(['四川大学2025年在四川物理类投档线多少', '改成2024年历史类'])
    expect(a.tools).toContain('lines_by_year')
    expect(a.content).toContain('四川大学在四川文科')
    expect(a.content).not.toContain('记下了')
  })

  it('changes the college and the year, keeping the province and track', async () => {
    const a = await conversation(['郑州大学2025年在河南物理类的最低投档分', '河南师范大学2024年的呢'])
    expect(a.tools).toContain('lines_by_year')
    expect(a.content).toContain('河南师范大学在河南理科')
    expect(rowsOf(a.content, 2024, '理科').length).toBeGreaterThan(0)
  })

  it('changes the track and the score of a chance, keeping the college and province', async () => {
    const a = await conversation(['河南物理类585分能上郑州大学吗', '那历史类570分呢'])
    expect(a.intent).toBe('admission_chance')
    expect(a.content).toContain('河南历史类 570分')
    expect(a.content).toContain('郑州大学')
  })

  it('asks the earlier group question again of a group named with words of its own around it', async () => {
    const direct = await conversation(['合肥工业大学2025年安徽物理类006专业组的投档线是多少'])
    const expected = rowsOf(direct.content, 2025, '物理类')
    expect(expected.length).toBeGreaterThan(0)
    const a = await conversation(['合肥工业大学2025年安徽物理类004专业组的投档线是多少', '006组最低分和位次各是多少'])
    expect(rowsOf(a.content, 2025, '物理类')[0]).toBe(expected[0])
  })

  it('reads a later follow-up of the rewritten question, not of the first one', async () => {
    const a = await conversation(['合肥工业大学2025年安徽物理类004专业组的投档线是多少', '那历史类002组呢', '那近三年呢'])
    expect(a.content).toContain('历史类')
    expect(a.content).toMatch(/“[^”]*002[^”]*”的录取线/)
  })
})
