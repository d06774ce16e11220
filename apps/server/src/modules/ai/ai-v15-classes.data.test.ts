import { describe, expect, it } from 'vitest'
import { aiDataPerFile, lastOfConversation } from './ai-data.test-kit.ts'

/**
 * Issue 31, ADR 129, over real HTTP with the built-in engine and the real dataset, in phrasings of our own: a college
 * by its name without the place, settled by the province or asked; a shared short name settled by the college's own
 * alias in the data; a group table of a relative year beside the newest year's; a recent span the assumed province
 * lacks said with its years; a province corrected in a follow-up; a batch line checked against a stated score.
 */
const { app, tokens, askText } = aiDataPerFile({ anonymous: { mobile: '13600012901', member: false } })

describe('a college by its name without the place (ADR 129)', () => {
  it("is the college of the asker's province when one is there", async () => {
    const a = await askText('我是辽宁的，海事大学去年物理类投档线多少')
    expect(a).toContain('大连海事大学')
    expect(a).not.toContain('没有找到')
  })
  it('is asked when none of its colleges is in the province', async () => {
    const a = await askText('河南物理类，海事大学近三年多少分')
    expect(a).toMatch(/大连海事大学/)
    expect(a).toMatch(/上海海事大学/)
    expect(a).toContain('哪一所')
  })
})

describe('a shared short name both of whose colleges are in the province (ADR 129)', () => {
  it('is the college whose alias in the data it shortens (广医科: 广东医科)', async () => {
    const a = await askText('广东历史类，广医科2026年最低分多少')
    expect(a).toContain('广东医科大学')
    expect(a).not.toContain('哪一所')
  })
})

describe('a group table asked with a relative year (ADR 129)', () => {
  it("gives the asked year's groups and the newest year's, each a table", async () => {
    const a = await askText('帮我把武大去年湖北物理类每个组的线做成表')
    expect(a).toContain('2025年各专业组')
    expect(a).toContain('2026年（最新）各专业组')
  })
})

describe('a recent span the assumed province lacks (ADR 129)', () => {
  it('says what the data holds there and what it lacks, with the years, and where it has lines', async () => {
    const a = await askText('四川长江职业学院 物理 近两年 投档线')
    expect(a).toContain('只有2024年的线，没有2025、2026年的')
    expect(a).toContain('湖北（2025年）')
  })
})

describe('a follow-up correcting the province (ADR 129)', () => {
  it('answers the earlier question for the province said as right', async () => {
    const a = await lastOfConversation(app.baseUrl, ['武汉理工大学2026年湖北物理类最低分', '不是湖北，是湖南，那边多少分'], tokens.anonymous)
    expect(a.Content).toContain('武汉理工大学在湖南')
  })
})

describe('a batch line named with a score (ADR 129)', () => {
  it('checks the score against that line', async () => {
    const rows = await app.db.query<{ score: number }>(
      "SELECT score FROM control_lines WHERE province_code = '41' AND subject_type = '历史类' AND category = '普通类' AND (batch LIKE '%专科%' OR batch LIKE '%高职%') ORDER BY year DESC LIMIT 1",
    )
    expect(rows.length).toBe(1)
    const a = await askText('河南 历史 专科线 230能上吗')
    expect(a).toContain('专科（高职）线')
    expect(a).toContain(`${rows[0]!.score}分`)
  })
})
