import { describe, expect, it } from 'vitest'
import { aiDataPerFile, lastOfConversation } from './ai-data.test-kit.ts'

/**
 * Long parent messages with several numbers, places and follow-ups (phrasings of our own after dev v29, over real HTTP):
 * the score the asking sentence points at, a home said by its city or a move, a follow-up said before a story, the
 * asker's own frame of 去年/前年, a rank asked with 专科 beside it, the gap to a line just asked.
 */
const { app, tokens } = aiDataPerFile({
  bare: { mobile: '13600015320' },
  henan: { mobile: '13600015321', profile: { ProvinceId: 41, Score: 520, Track: '物理类', Subjects: ['physics', 'chemistry', 'biology'] } },
})
const ask = async (turns: string[], as = tokens.bare) => (await lastOfConversation(app.baseUrl, turns, as)).Content

describe('a long parent message read for what it asks', { timeout: 300_000 }, () => {
  it('ranks the gaokao score the question points back at, not the mock result told before it', async () => {
    const a = await ask(['孩子去年（2026年）高考物理类512分，现在复读。这次一模考了540，年级第50。去年那个512分在河南全省排多少名？'])
    expect(a).toContain('**512分**对应位次')
    expect(a).not.toContain('540分')
  })

  it('reads the province from the home city and the range, not its upper end, as a line seen', async () => {
    const a = await ask(['孩子在洛阳上高三，学物理，模考在520到540之间，上次531。郑州大学能上吗？'])
    expect(a).toContain('河南物理类 520分')
    expect(a).not.toContain('省份')
    expect(a).not.toContain('540分这条录取线')
  })

  it('answers the province moved to, not the one left', async () => {
    const a = await ask(['我们从江西调到广东工作，孩子转到佛山读高三。广东2026年物理类本科线多少？'])
    expect(a).toContain('广东2026年批次控制线')
    expect(a).not.toContain('江西')
  })

  it('asks the earlier line for the new track when a story follows the follow-up', async () => {
    const a = await ask(['郑州大学2026年在河南物理类的投档线是多少？', '那历史类的呢？老二这次月考530，班里第8。'])
    expect(a).toContain('郑州大学在河南历史类')
    expect(a).not.toContain('530分对应位次')
  })

  it('reads 前年 in the asker’s frame when 去年 was said as 2026', async () => {
    const a = await ask(['长江大学去年（2026）在湖北物理类的投档线多少？', '那前年的分数和位次呢？想比比涨了多少。'])
    expect(a).toContain('前年（2025年）长江大学最低')
  })

  it('gives the rank and the 专科 line of a score below the 本科 line', async () => {
    const a = await ask(['河南物理类去年考了310分，全省排多少名？能上专科吗？'])
    expect(a).toContain('高于2026年专科（高职）线')
    expect(a).toContain('179分**）**131 分**')
    expect(a).toContain('本科线是 419 分')
    expect(a).toContain('**310分**对应位次')
  })

  it('computes the gap to the batch line just asked, said as 高多少', async () => {
    const a = await ask(['河南2026年物理类本科线是多少？', '我模考480，比这个线高多少分？'])
    expect(a).toMatch(/高于2026年本科线（[^）]*419分\*\*）61 分/)
  })

  it('ranks the saved score when a line is said beside it, and reads the years asked, not a story’s 前几年', async () => {
    const a = await ask(['孩子的分数我之前在app里填过了，想看看这个分放到河南物理类能排第几，他爸说本科线才四百二，觉得稳了。'], tokens.henan)
    expect(a).toContain('**520分**对应位次')
    const b = await ask(['宁夏的，孩子物理类。听说前几年一本二本合并了。2026年本科线物理历史各多少？'])
    expect(b).toContain('宁夏2026年批次控制线')
    expect(b).not.toMatch(/宁夏\d年/)
  })
})
