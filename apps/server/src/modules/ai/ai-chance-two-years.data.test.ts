import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * ADR 123: a chance answer's basis is the unit's newest line and the year before (近年录取), briefly: one year's line
 * alone hides how much a unit moves. Phrasing of our own; the earlier line is checked against the rows with SQL.
 */
const {
  app,
  tokens,
  askText: ask,
} = aiDataPerFile({
  hubei: { mobile: '13600009123', member: true, profile: { ProvinceId: 42, Score: 575, Track: '历史类', Subjects: ['politics', 'geography'] } },
  gansu: { mobile: '13600013001', member: true, profile: { ProvinceId: 62, Score: 590, Track: '物理类', Subjects: ['chemistry', 'biology'] } },
})

describe('a chance answer’s basis', () => {
  it('shows two years of a unit’s line, the earlier one from the rows', async () => {
    const text = await ask('江南大学我这个分有戏吗', tokens.hubei)
    const two = [...text.matchAll(/(\d{4})年 (\d+)分\/(\d+)名；(\d{4})年 (\d+)分\/(\d+)名/g)]
    expect(two.length).toBeGreaterThan(0)
    const [, newer, , , older, score] = two[0]!
    expect(Number(older)).toBeLessThan(Number(newer))
    const rows = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM admission_results WHERE institution_id = (SELECT id FROM institutions WHERE name = '江南大学')
        AND province_code = '42' AND subject_type = '历史类' AND year = $1 AND min_score = $2`,
      [Number(older), Number(score)],
    )
    expect(rows[0]!.n).toBeGreaterThan(0)
    // the first chance of the file builds the province's units: slow on a busy machine
  }, 300_000)

  // ADR 130: 华东理工大学 甘肃 物理类 moved its one-major groups by two numbers in 2025: 11 is 机械类 (587) and was 计算机类 in
  // 2024 (608); 机械类 was 09 (600). The year before is the group's by its majors, never its number's other group
  it('gives a renumbered group the year before of its own majors, not of its old number', async () => {
    const line = async (year: number, where: string) =>
      (
        await app.db.query<{ s: number }>(
          `SELECT min(min_score)::int AS s FROM admission_results WHERE province_code = '62' AND institution_name = '华东理工大学'
            AND subject_type = '物理类' AND plan_type = '普通类' AND year = $1 AND ${where}`,
          [year],
        )
      )[0]!.s
    const own = await line(2024, `major_name LIKE '机械类%'`)
    const newest = await line(2025, `major_name LIKE '机械类%'`)
    const sameNumber = await line(
      2024,
      `major_code = (SELECT major_code FROM admission_results WHERE province_code = '62'
      AND institution_name = '华东理工大学' AND subject_type = '物理类' AND year = 2025 AND major_name LIKE '机械类%' LIMIT 1)`,
    )
    // the premise: the number's 2024 line is another group's
    expect(sameNumber).not.toBe(own)
    const text = await ask('华东理工大学11组，我这个分冲得上不', tokens.gansu)
    const said = text.split('\n').find((l) => l.includes('机械类') && /\d{4}年 \d+分\/\d+名；/.test(l))
    expect(said, text).toBeDefined()
    expect(said).toContain(`2025年 ${newest}分`)
    expect(said).toContain(`2024年 ${own}分`)
    expect(said).not.toContain(`2024年 ${sameNumber}分`)
  }, 300_000)
})
