import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * ADR 090, class 4: colleges by the short names people use (东林, 川农, 南林, 河北经贸, 西交利物浦), derived from the
 * dataset's names, and terse 选科 asks with a short college name and a short major name answered with that unit's
 * requirement from the data. Over real HTTP through the built-in engine on the seeded dataset, in phrasings of our own.
 */
const { app, tokens, ask } = aiDataPerFile({
  student: { mobile: '13600009041', member: false },
  hubei: { mobile: '13600009042', member: false, profile: { ProvinceId: 42, Score: 580, Track: '物理类', Subjects: ['chemistry', 'biology'] } },
})

describe('a college by the short name people use', () => {
  it.each([
    ['东林2026黑龙江物理类最低分', '东北林业大学'],
    ['川农在四川的录取分数线', '四川农业大学'],
    ['南林 风景园林 学费', '南京林业大学'],
    ['河北经贸 会计学 学费', '河北经贸大学'],
    ['东北林业 2026 黑龙江 物理 投档线', '东北林业大学'],
  ])('「%s」 is %s', async (q, name) => {
    const a = await ask(q)
    expect(a.Content).toContain(name)
  })

  it('华农 is 华南农业大学 to most, 华中农业大学 to a 湖北 candidate', async () => {
    expect((await ask('华农的录取分数线')).Content).toContain('华南农业大学')
    const a = await ask('华农的录取分数线', tokens.hubei)
    expect(a.Content).toContain('华中农业大学')
    expect(a.Content).not.toContain('华南农业大学')
  })

  it('西交利物浦 is not 西安交通大学', async () => {
    const a = await ask('西交利物浦读一年的费用')
    expect(a.Content).toContain('西交利物浦大学')
    expect(a.Content).not.toContain('西安交通大学')
  })
})

describe('terse 选科 asks with short names', () => {
  it('南师大 地理科学: the college’s own published requirement, not another province’s plan without the major', async () => {
    const rows = await app.db.query<{ requirement_text: string }>(
      `SELECT requirement_text FROM subject_requirements
        WHERE institution_id = (SELECT id FROM institutions WHERE name = '南京师范大学') AND majors LIKE '%地理科学%'`,
    )
    expect(rows.length).toBeGreaterThan(0)
    const a = await ask('南师大 地理科学 选科')
    expect(a.Content).toContain(rows[0]!.requirement_text)
    // the class asked, not the short name read into it
    const b = await ask('南师大地理科学类得选哪几门')
    expect(b.Content).toContain(rows[0]!.requirement_text)
    expect(b.Content).not.toContain('“南师大')
  })

  it('a short major name (思政) of a short college name (广西师大)', async () => {
    const rows = await app.db.query<{ requirement_text: string }>(
      `SELECT DISTINCT requirement_text FROM enrollment_plans
        WHERE institution_id = (SELECT id FROM institutions WHERE name = '广西师范大学') AND province_code = '45' AND major_name = '思想政治教育'`,
    )
    expect(rows.length).toBeGreaterThan(0)
    const a = await ask('广西师大 思政 要选啥科')
    expect(a.Content).toContain('思想政治教育')
    expect(rows.some((r) => a.Content.includes(r.requirement_text))).toBe(true)
  })

  it('a college whose group names contain a word of the major (哈尔滨工程大学 … 工程) is not matched by that word', async () => {
    const a = await ask('哈工程 船舶与海洋工程 选什么科')
    expect(a.Content).toContain('船舶与海洋工程')
    expect(a.Content).not.toMatch(/“船舶与海洋工程”的选科要求：\*\*首选历史/)
  })
})
