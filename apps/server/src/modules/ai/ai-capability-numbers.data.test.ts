import { describe, expect, it } from 'vitest'
import { AI_TEST_ENV, aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * Issue 31 item 2, the capabilities whose HTTP test checked only the wording (ADR 070's audit): the one-tap
 * table's summary, a major's length and degree, 学科评估, 专科 candidates under the 本科 line and the 选科 of a
 * major in one province. Each number is read again here through SQL or the app's own page API, and the
 * answer's sources carry the year of the data.
 */
const { app, tokens, ask } = aiDataPerFile(
  {
    student: { mobile: '13600007201' },
    saved: { mobile: '13600007202', profile: { ProvinceId: 41, Score: 580, Track: '物理类', Subjects: ['chemistry', 'biology'] } },
  },
  { ...AI_TEST_ENV, AI_DAILY_QUOTA_MEMBER: '500' },
)

describe('the one-tap table from chat', () => {
  it('summarises the table the page generates: its year, batch, count, mix and chance, with the card to edit', async () => {
    const a = await ask('帮我一键生成一张志愿表', tokens.saved)
    const batch = (await app.call('Wish/BatchList', {}, tokens.saved)).data!.find((b) => b.IsAvailable)!
    const t = (await app.call('Wish/AutoTable', { BatchId: batch.BatchId }, tokens.saved)).data!
    expect(t.Wishes.length).toBeGreaterThan(0)
    expect(a.Content).toContain(`生成了${t.TargetYear}年${t.BatchName}的志愿表：共 **${t.Wishes.length}** 个志愿（上限 ${t.MaxWishes}）`)
    expect(a.Content).toContain(`冲 ${t.Mix.Reach} 个、稳 ${t.Mix.Match} 个、保 ${t.Mix.Safe} 个`)
    // the first row of the answer's table is the page's first wish
    expect(a.Content).toMatch(new RegExp(`\\| 1 \\| [冲稳保] \\| ${t.Wishes[0]!.Row.SchoolName} \\|`))
    expect(a.Sources).toContainEqual(expect.objectContaining({ Year: t.TargetYear }))
    expect(a.Cards).toContainEqual(expect.objectContaining({ Kind: 'wish', Query: { batchId: t.BatchId } }))
  })
})

describe('a major and a college', () => {
  it('gives a major’s length and degree as the catalogue has them', async () => {
    const a = await ask('临床医学要读几年，毕业是什么学位')
    const code = /专业代码 (\w+)/.exec(a.Content)?.[1]
    expect(code).toBeDefined()
    const [m] = await app.db.query<{ years: number; degree: string }>('SELECT years, degree FROM majors WHERE code = $1 AND name = $2', [code, '临床医学'])
    expect(a.Content).toContain(`学制 **${m!.years} 年`)
    expect(a.Content).toContain(`授予 **${m!.degree}**`)
  })

  it('lists every 第四轮学科评估 grade the college page shows, with the round’s year as the source', async () => {
    const [hust] = await app.db.query<{ id: string }>("SELECT id FROM institutions WHERE name = '华中科技大学'")
    const page = (await app.call('School/SchoolInfo', { SchoolId: hust!.id }, tokens.student)).data!
    expect(page.Evaluations.length).toBeGreaterThan(0)
    const a = await ask('华科的学科评估怎么样')
    expect(a.Intent).toBe('school_strengths')
    for (const e of page.Evaluations) expect(a.Content).toContain(`${e.Name} ${e.Grade}`)
    expect(a.Sources).toContainEqual(expect.objectContaining({ Label: '第四轮学科评估', Year: 2017 }))
  })

  it('counts a major’s plans in the province by their 选科 requirement, the year said', async () => {
    // the province with the most 临床医学 plans in the data, found rather than named here
    const major = "(major_name = '临床医学' OR major_name LIKE '临床医学(%' OR major_name LIKE '临床医学（%') AND (plan_type IS NULL OR plan_type = '普通类')"
    const [where] = await app.db.query<{ code: string; short_name: string }>(
      `SELECT p.code, p.short_name FROM enrollment_plans e JOIN provinces p ON p.code = e.province_code WHERE ${major}
        GROUP BY p.code, p.short_name ORDER BY COUNT(*) DESC, p.code LIMIT 1`,
    )
    expect(where).toBeDefined()
    const rows = await app.db.query<{ year: number; requirement: string; n: number }>(
      `WITH hit AS (SELECT year, COALESCE(NULLIF(requirement_text, ''), '不限') AS requirement FROM enrollment_plans WHERE province_code = $1 AND ${major})
       SELECT year, requirement, COUNT(*)::int AS n FROM hit WHERE year = (SELECT MAX(year) FROM hit) GROUP BY year, requirement ORDER BY n DESC`,
      [where!.code],
    )
    const total = rows.reduce((n, r) => n + r.n, 0)
    const a = await ask(`${where!.short_name}临床医学要选什么科`)
    expect(a.Intent).toBe('major_subjects')
    expect(a.Content).toContain(`在${rows[0]!.year}年${where!.short_name}的 ${total} 条招生计划中，最常见的是`)
    expect(a.Content).toContain(`（${rows[0]!.n} 条）`)
    expect(a.Sources).toContainEqual(expect.objectContaining({ Year: rows[0]!.year }))
  })
})

describe('专科 candidates', () => {
  it('says the score is under the 本科 line with the line and its year, and lists the 专科 colleges the 志愿推荐 engine gives', async () => {
    const [line] = await app.db.query<{ score: number; year: number }>(
      "SELECT score, year FROM control_lines WHERE province_code = '41' AND subject_type = '物理类' AND batch LIKE '%本科%' AND category = '普通类' ORDER BY year DESC, score LIMIT 1",
    )
    const score = line!.score - 40
    const a = await ask(`河南物理类${score}分能上哪些专科`)
    expect(a.Content).toMatch(new RegExp(`你的 ${score} 分低于河南${line!.year}年物理类本科线（[^）]*\\*\\*${line!.score}分\\*\\*）`))
    const list = (await app.call('Wish/WhatIfRecommend', { ProvinceId: 41, SubjectType: '物理类', Score: score, PerTier: 3 }, tokens.student)).data!
    expect(list.BatchName).toMatch(/专科|高职/)
    const named = list.Tiers.flatMap((t) => t.List.map((r) => r.SchoolName))
    expect(named.length).toBeGreaterThan(0)
    for (const school of named) expect(a.Content).toContain(school)
    expect(a.Sources).toContainEqual(expect.objectContaining({ Year: line!.year }))
  })
})
