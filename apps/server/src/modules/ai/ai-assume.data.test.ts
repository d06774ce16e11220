import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * Issue 31, ADR 067 and ADR 145, in phrasings of our own (five voices each): a chance with a college and a score but no
 * province and no saved profile asks the province in one short question (ADR 145 reversed ADR 067's assumed home
 * province); with the province said, only a missing track is asked; with a saved profile, 「我这分」 and a college is that profile's chance,
 * and 「比本科线高多少」 is the saved score against the line.
 */
const { app, tokens, ask } = aiDataPerFile({
  anonymous: { mobile: '13600006701', member: false },
  saved: { mobile: '13600006702', profile: { ProvinceId: 32, Score: 600, Track: '物理类', Subjects: ['chemistry', 'biology'] } },
})
/** a sentence that asks the student for something (the way the evaluation reads an answer) */
const asksFor = (text: string, what: string) =>
  text.split(/(?<=[。？?！!\n])/).some((s) => /[？?]|请告诉我|请先告诉我|请补充|还需要你的|请说明/.test(s) && s.includes(what))

describe('a chance without a province or a track (issue 31)', () => {
  // ADR 145 (reversing ADR 067): a chance rests on the province's own tables and lines, so a missing province is one
  // short question naming it — never an estimate for the college's home province
  it('asks the province in one short question, and estimates nothing', async () => {
    for (const q of [
      '我估分615，想报郑州大学，有机会吗',
      '孩子模考大概620左右，郑大稳不稳',
      '618 郑大',
      '六百一十分上郑大冇得问题吧',
      '612分郑洲大学能上不',
      '640分报浙江大学稳吗',
    ]) {
      const a = await ask(q, tokens.anonymous)
      expect(a.Intent, q).toBe('admission_chance')
      expect(asksFor(a.Content, '省份'), q).toBe(true)
      expect(a.Content, q).not.toMatch(/估算（|%/)
      expect(a.Content.length, q).toBeLessThan(120)
      expect(
        a.ToolCalls.filter((c) => c.Name === 'admission_probability'),
        q,
      ).toHaveLength(0)
    }
  })
  it('still asks a score that is missing', async () => {
    const none = await ask('郑州大学能上吗', tokens.anonymous)
    expect(asksFor(none.Content, '分数')).toBe(true)
  })
  // ADR 095 (narrowing ADR 067): with the province said, the track alone is asked in one short question
  it('asks only the track when the province is said without one', async () => {
    const a = await ask('河南615分郑大有戏没', tokens.anonymous)
    expect(a.Content).toBe('你是哪个科类（物理类/历史类）？')
    expect(a.ToolCalls.filter((c) => c.Name === 'admission_probability')).toHaveLength(0)
  })
})

describe('the saved score named, not said (issue 31)', () => {
  it('gives the profile’s chance for 「我这分」 and a college', async () => {
    for (const q of ['按我存的成绩，南京大学有没有可能', '孩子的成绩报苏州大学怎么样', '我的分 南大', '我这分去苏大悬不悬', '我的分数苏洲大学稳不稳当']) {
      const a = await ask(q, tokens.saved)
      expect(a.Intent, q).toBe('admission_chance')
      expect(
        a.ToolCalls.map((c) => c.Name),
        q,
      ).toContain('admission_probability')
      expect(a.Content, q).toContain('江苏物理类 600分')
      // the rest of the college, by the range of the lines above the score (no chance of their own)
      if (/苏/.test(q)) expect(a.Content, q).toMatch(/其余 \d+ 个你能报的普通类单位往年线高于你的 600 分：最近录取 \d{3}(–\d{3})?分/)
    }
  })
  it('says how far the saved score is above the 本科 line, however the gap is asked', async () => {
    // the newest year's lowest ordinary 本科 line of 物理类 (the line the answer compares with)
    const [line] = await app.db.query<{ score: number }>(
      "SELECT score FROM control_lines WHERE province_code = '32' AND subject_type = '物理类' AND batch LIKE '%本科%' AND category = '普通类' ORDER BY year DESC, score LIMIT 1",
    )
    for (const q of ['我的分数比江苏今年本科线高多少', '孩子的分数超本科线多少分？', '我超本科线几分', '我这分比本科线高出好多', '我的分比本科钱高几分']) {
      const a = await ask(q, tokens.saved)
      expect(a.Intent, q).toBe('batch_line')
      expect(a.Content, q).toMatch(/你的 \*\*600分\*\* 高于物理类.{0,20}\*\*\d+ 分\*\*/)
      if (line) expect(a.Content, q).toContain(`**${600 - line.score} 分**`)
    }
  })
})
