import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * A programme the plan prints as free (学费 免费) is said free, not left unknown (ADR 170): the dataset keeps 免费 as a
 * tuition of 0 and every answer prints 0 as 免费. A 0 the 河北 plan writes for a fee not yet fixed stays unknown.
 */
const { app, tokens, askText } = aiDataPerFile({
  xizang: { mobile: '13600015360', profile: { ProvinceId: 54, Score: 420, Track: '理科' } },
  bare: { mobile: '13600015361' },
})

const NAU = `(SELECT id FROM institutions WHERE name = '西藏农牧大学')`

describe('a free programme’s fee (ADR 170)', { timeout: 300_000 }, () => {
  it('keeps 西藏农牧大学 林学’s 免费 in 西藏’s 2026 plan as tuition 0', async () => {
    const rows = await app.db.query<{ tuition: number | null }>(
      `SELECT tuition FROM enrollment_plans WHERE institution_id = ${NAU} AND province_code = '54' AND year = 2026 AND major_name = '林学'`,
    )
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r.tuition === 0)).toBe(true)
  })

  it('answers 「西藏农牧大学林学学费多少」 with 免费 for a 西藏 candidate, never 0元 or unknown', async () => {
    const a = await askText('西藏农牧大学林学学费多少', tokens.xizang)
    expect(a).toContain('西藏农牧大学2026年在西藏')
    expect(a).toContain('学费 **免费**')
    expect(a).toMatch(/\| 林学 \| \d+ \| 免费 \|/)
    expect(a).not.toMatch(/\b0元/)
  })

  it('answers the same with 西藏 said in the question', async () => {
    const a = await askText('西藏农牧大学林学在西藏学费多少', tokens.bare)
    expect(a).toContain('学费 **免费**')
    expect(a).not.toMatch(/\b0元/)
  })

  it('names 林学 among the college’s free majors when asked which are free', async () => {
    const a = await askText('西藏农牧大学林学在西藏学费多少？哪些专业免学费', tokens.bare)
    expect(a).toContain('免学费的专业')
    expect(a).toMatch(/免学费的有：[^。]*林学/)
  })

  it('keeps the 0 the 河北 plan writes for a fee not yet fixed unknown, so it is never said free', async () => {
    const [n] = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM enrollment_plans WHERE province_code = '13' AND source_id = 'gaokao-assistant' AND tuition = 0
        AND coalesce(notes, '') NOT LIKE '%免收学费%'`,
    )
    expect(n!.n).toBe(0)
    const a = await askText('深圳大学机器人工程在河北学费多少', tokens.bare)
    expect(a).toContain('深圳大学')
    expect(a).not.toContain('免费')
  })
})
