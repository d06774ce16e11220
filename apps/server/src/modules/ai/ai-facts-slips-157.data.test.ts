import { describe, expect, it } from 'vitest'
import { aiDataPerFile, lastOfConversation } from './ai-data.test-kit.ts'

/**
 * ADR 157 over real HTTP (phrasings of our own): a college's district from its address, a name's 大学 typed 打学, a full
 * mark written after a slash beside a year, the earlier score carried to a year a follow-up names, the 特控线 of a year
 * the data lacks it beside the newest one, a 专科 college's batch line beside its plan, and 去X大学Y read as X大 + 学Y.
 * Expected numbers are read with SQL.
 */
const { app, tokens, askText } = aiDataPerFile({
  bare: { mobile: '13600157001' },
  liaoning: { mobile: '13600157002', profile: { ProvinceId: 21, Score: 575, Track: '物理类', Subjects: ['physics', 'chemistry', 'biology'] } },
})

describe('a college’s district', () => {
  it('is read from its address when the district is asked', { timeout: 300_000 }, async () => {
    const [row] = await app.db.query<{ address: string }>("SELECT address FROM institutions WHERE name = '北京科技大学'")
    const district = /北京市(.+?区)/.exec(row!.address)![1]!
    expect(await askText('北京科技大学在北京的哪个区？是211吗', tokens.bare)).toContain(district)
  })
})

describe('names and lines typed or written loosely', () => {
  it('reads 打学 as 大学 inside a known name', { timeout: 300_000 }, async () => {
    const a = await askText('宁夏打学在哪个城市，是不是211', tokens.bare)
    expect(a).toContain('宁夏大学')
    expect(a).toContain('211')
  })
  it('corrects a full mark written after a slash beside the year', { timeout: 300_000 }, async () => {
    const a = await askText('海南 700/750 2026年 排名', tokens.bare)
    expect(a).toContain('900')
  })
  it('gives the newest 特控线 where the asked year has none', { timeout: 300_000 }, async () => {
    const [newest] = await app.db.query<{ year: number; score: number }>(
      "SELECT year, score FROM control_lines WHERE province_code = '11' AND category = '特殊类型' ORDER BY year DESC LIMIT 1",
    )
    const [had] = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM control_lines WHERE province_code = '11' AND category = '特殊类型' AND year = 2025",
    )
    const a = await askText('北京去年的本科线和特控线分别多少来着', tokens.bare)
    if (had!.n === 0) expect(a).toContain('特控线即特殊类型招生控制线')
    expect(a).toContain(`${newest!.score}`)
  })
})

describe('the earlier score carried to the year a follow-up names', () => {
  it('answers the named year’s 等位分 of the earlier year’s rank', { timeout: 300_000 }, async () => {
    const m = await lastOfConversation(app.baseUrl, ['河北物理类610分在2026年排第几', '这个名次换到2025年是多少分'], tokens.bare)
    expect(m.Content).toContain('2026年河北物理类 610分')
    expect(m.Content).toMatch(/相当于 \*\*2025年的 \d{3}分\*\*/)
  })
})

describe('a 专科 college’s batch line beside its plan', () => {
  it('says the 高职高专 line the score is held against', { timeout: 300_000 }, async () => {
    const [line] = await app.db.query<{ score: number }>(
      "SELECT score FROM control_lines WHERE province_code = '45' AND subject_type = '历史类' AND category = '普通类' AND batch LIKE '%高职高专%' ORDER BY year DESC LIMIT 1",
    )
    const a = await askText('广西历史类320分，能不能报广西交通职业技术学院？招几个人', tokens.bare)
    expect(a).toContain(`${line!.score}分`)
    expect(a).toContain('能报')
    // a score said beside a plan, terse, with no 能报: the same line
    expect(await askText('广西 历史类 广西交通职业技术学院 招生计划 300分', tokens.bare)).toContain(`${line!.score}分`)
  })
})

describe('去X大学Y: the short name and 学 the verb', () => {
  it('reads 辽大 before 学计算机 as the college', { timeout: 300_000 }, async () => {
    const a = await askText('孩子想去辽大学计算机，这分能整上不', tokens.liaoning)
    expect(a).toContain('辽宁大学')
  })
})
