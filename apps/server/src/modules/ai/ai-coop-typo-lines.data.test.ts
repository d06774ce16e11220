import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * ADR 090, class 3: 中外合作 typed by sound (中外和作, 中外合坐, 中外合做) or called 合办 / 国际班 asks the 中外合作 unit's
 * lines over the years asked, never the ordinary unit's. Over real HTTP through the built-in engine on the seeded
 * dataset, in phrasings of our own; expected lines read with SQL.
 */
const { app, ask } = aiDataPerFile({
  student: { mobile: '13600009031', member: false },
})

/** The lines of a college's rows whose major or group name matches, by plan type, per year. */
async function lines(college: string, province: string, from: number, to: number, planType: string, unit: RegExp) {
  const rows = await app.db.query<{ year: number; name: string; min_score: number }>(
    `SELECT year, COALESCE(major_name, '') || ' ' || COALESCE(major_group, '') AS name, min_score FROM admission_results
      WHERE institution_id = (SELECT id FROM institutions WHERE name = $1) AND province_code = $2 AND year BETWEEN $3 AND $4
        AND plan_type = $5 AND min_score IS NOT NULL`,
    [college, province, from, to, planType],
  )
  return rows.filter((r) => unit.test(r.name))
}

describe('中外合作 typed by sound: the 中外合作 unit’s lines', () => {
  it('中外合坐 of a major over three years named', async () => {
    const coop = await lines('杭州电子科技大学', '33', 2024, 2026, '中外合作', /计算机/)
    const ordinary = await lines('杭州电子科技大学', '33', 2024, 2026, '普通类', /^计算机(科学与技术|类) /)
    expect(new Set(coop.map((r) => r.year)).size).toBe(3)
    const a = await ask('杭电计算机中外合坐24到26年的投档线')
    for (const r of coop) expect(a.Content).toContain(`| ${r.min_score} |`)
    for (const r of ordinary) expect(a.Content).not.toContain(`| ${r.min_score} |`)
  })

  it('中外和作 of a college’s groups over a span', async () => {
    const coop = await lines('南京邮电大学', '32', 2024, 2026, '中外合作', /中外合作/)
    expect(coop.length).toBeGreaterThan(0)
    const a = await ask('南京邮电大学中外和作的专业组2024到2026年分数线')
    expect(a.Content).toContain('中外合作')
    expect(a.Content).toContain(`| ${Math.min(...coop.filter((r) => r.year === 2026).map((r) => r.min_score))} |`)
    expect(a.Content).not.toContain('只含普通类')
  })

  it('中外合做 and 国际班 read the same', async () => {
    const coop = await lines('杭州电子科技大学', '33', 2025, 2026, '中外合作', /计算机/)
    for (const q of ['杭电计算机中外合做这两年分数线', '杭电 计算机 国际班 近两年 投档线']) {
      const a = await ask(q)
      for (const r of coop) expect(a.Content).toContain(`| ${r.min_score} |`)
    }
  })
})
