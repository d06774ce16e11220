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
  })
})
