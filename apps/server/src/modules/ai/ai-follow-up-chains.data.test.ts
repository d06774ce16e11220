import { describe, expect, it } from 'vitest'
import { aiDataPerFile, lastOfConversation } from './ai-data.test-kit.ts'

/**
 * Chains of follow-ups that change one slot at a time (ADR 141): the score, the rank, the college or the province changes
 * and the earlier question (a chance, a line, a rank) is asked again with everything else kept. The answer is the one the
 * question gets when asked whole, so nothing here is a number written by hand. Phrasings of our own, over real HTTP.
 */
const { app, tokens } = aiDataPerFile({
  student: { mobile: '13600014101', member: true },
})

async function conversation(turns: string[]) {
  const m = await lastOfConversation(app.baseUrl, turns, tokens.student)
  return { content: m.Content, tools: m.ToolCalls.map((c) => c.Name), intent: m.Intent ?? null }
}

describe('a score changed after a chance (ADR 141)', () => {
  it('asks the same college’s chance with the new score, in several voices', async () => {
    const whole = await conversation(['河南物理类605分能上郑州大学吗'])
    expect(whole.intent).toBe('admission_chance')
    for (const follow of ['要是我考605呢？', '605嘞', '那如果考到605分', '假如能考605，郑大稳不稳']) {
      const a = await conversation(['俺河南物理585，郑大能上不', follow])
      expect(a.intent, follow).toBe('admission_chance')
      expect(a.content, follow).toBe(whole.content)
    }
  })
  it('keeps a rank asked in so many words, and a rank question’s own follow-up', async () => {
    expect((await conversation(['河南物理类585分能上郑州大学吗', '那605分排多少名'])).intent).toBe('score_to_rank')
    expect((await conversation(['河南物理类585分排多少名', '要是605呢'])).intent).toBe('score_to_rank')
  })
})

describe('a follow-up of a follow-up (ADR 141)', () => {
  it('keeps the college the middle turn changed to when the score changes next', async () => {
    const whole = await conversation(['湖北物理类600分能上武汉理工大学吗'])
    for (const middle of ['那武汉理工大学呢', '换成武汉理工大学呢', '那武汉理工嘞']) {
      const a = await conversation(['湖北物理类575分能上湖北大学吗', middle, '要是600呢'])
      expect(a.content, middle).toBe(whole.content)
    }
  })
  it('asks the years of the college the middle turn named', async () => {
    const a = await conversation(['武汉大学湖北物理类投档线多少', '那华中科技大学呢', '近三年的呢'])
    expect(a.content).toMatch(/^\*\*华中科技大学在湖北物理类近3年/)
  })
})

describe('a shared short name settled by the earlier province, then the province changed (ADR 141)', () => {
  it('keeps the college the first province read and asks its line in the new province', async () => {
    const whole = await conversation(['河北物理类大连海事大学计算机类多少分'])
    expect(whole.content).toContain('大连海事大学')
    for (const follow of ['那河北那边嘞？', '换成河北呢']) {
      const a = await conversation(['辽宁物理，海事大学计算机类要多少分？', follow])
      expect(a.content, follow).toBe(whole.content)
    }
  })
})

describe('follow-ups that carry the earlier turn (ADR 159, the classes of holdout v24)', () => {
  it('asks the earlier college’s lines for the other track named alone, with whose track it is', async () => {
    const whole = await conversation(['南昌大学2025年江西历史类投档线多少'])
    for (const follow of ['历史类那边的线又是多少？我表妹是学历史的', '那历史类的呢']) {
      const a = await conversation(['南昌大学2025年江西物理类投档线多少', follow])
      expect(a.content, follow).toBe(whole.content)
    }
  })
  it('compares a batch line with the year named, both tracks kept, the change said', async () => {
    const lines = await app.db.query<{ year: number; subject_type: string; score: number }>(
      "SELECT year, subject_type, score FROM control_lines WHERE province_code = '41' AND year IN (2025, 2026) AND category = '普通类' AND batch = '普通本科批控制线'",
    )
    const of = (year: number, track: string) => lines.find((l) => l.year === year && l.subject_type === track)!.score
    const a = await conversation(['河南2026年本科线物理类和历史类各是多少', '那和2025年相比是升了还是降了'])
    for (const track of ['物理类', '历史类']) {
      const d = of(2026, track) - of(2025, track)
      expect(a.content).toContain(
        `${track}普通本科批控制线：2026年 ${of(2026, track)} 分，比2025年的 ${of(2025, track)} 分${d > 0 ? '高' : '低'} ${Math.abs(d)} 分`,
      )
    }
  })
  it('gives the lowest ordinary group’s line with its rank, the 中外合作 groups left out', async () => {
    const [lowest] = await app.db.query<{ min_score: number; min_rank: number }>(
      "SELECT min_score, min_rank FROM admission_results WHERE institution_name = '南京航空航天大学' AND province_code = '32' AND year = 2026 AND subject_type = '物理类' AND plan_type = '普通类' ORDER BY min_score LIMIT 1",
    )
    const a = await conversation(['南京航空航天大学2026年江苏物理类各专业组的投档线', '中外合作的不算，最低的组大概对应多少名'])
    expect(a.intent).toBe('admission_history')
    expect(a.content).toContain(String(lowest!.min_score))
    expect(a.content).toContain(String(lowest!.min_rank))
    expect(a.content).not.toMatch(/还差你的分数/)
  })
})

describe('a value of the unit the conversation is on, not the concept its word names', () => {
  it('reads 「…最低位次」 and 「这个组…投档分和排位」 after a college as its lines, and 「投档是什么意思」 as the concept', async () => {
    const years = await conversation(['郑州大学 计算机科学与技术 河南', '2024到2026年的最低位次'])
    expect(years.intent).toBe('admission_history')
    expect(years.content).toContain('郑州大学')
    expect(years.content).toContain('最低位次')
    const group = await conversation(['华南师范大学在广东物理类的投档线是多少？', '那这个学校去年的投档分和排位是多少'])
    expect(group.intent).toBe('admission_history')
    expect(group.content).toContain('华南师范大学')
    const concept = await conversation(['郑州大学河南物理类投档线多少', '投档是什么意思'])
    expect(concept.intent).toMatch(/^concept_/)
  })
})
