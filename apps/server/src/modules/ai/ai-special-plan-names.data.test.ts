import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * ADR 090, class 1: a special plan named by abbreviation (国专, 高专, 地专), with a slip of 专项 (专象, 高效专项) or by whom
 * it serves (贫困地区专项, 农村专项), of a college named by its short name, is answered with that plan's own line in the
 * saved profile's province — never the ordinary line, never a question for the province the profile gives. Over real
 * HTTP through the built-in engine on the seeded dataset, in phrasings of our own; expected lines read with SQL.
 */
const { app, tokens, ask } = aiDataPerFile({
  hubei: { mobile: '13600009011', member: false, profile: { ProvinceId: 42, Score: 600, Track: '物理类', Subjects: ['chemistry', 'biology'] } },
  guangdong: { mobile: '13600009012', member: false, profile: { ProvinceId: 44, Score: 610, Track: '物理类', Subjects: ['chemistry', 'biology'] } },
  hebei: { mobile: '13600009013', member: false, profile: { ProvinceId: 13, Score: 590, Track: '历史类', Subjects: ['politics', 'geography'] } },
  none: { mobile: '13600009015', member: false },
  henan: { mobile: '13600009014', member: false, profile: { ProvinceId: 41, Score: 590, Track: '物理类', Subjects: ['chemistry', 'biology'] } },
})

/** The lowest line of a college's plan in a province and track, newest year of that plan. */
async function planLow(college: string, province: string, track: string, planType: string, major?: string) {
  const rows = await app.db.query<{ year: number; low: number }>(
    `SELECT year, MIN(min_score)::int AS low FROM admission_results
      WHERE institution_id = (SELECT id FROM institutions WHERE name = $1) AND province_code = $2 AND subject_type = $3 AND plan_type = $4
        AND min_score IS NOT NULL ${major ? 'AND major_name = $5' : ''}
      GROUP BY year ORDER BY year DESC LIMIT 1`,
    major ? [college, province, track, planType, major] : [college, province, track, planType],
  )
  expect(rows.length).toBe(1)
  return rows[0]!
}
async function ordinaryLow(college: string, province: string, track: string, year: number) {
  const [r] = await app.db.query<{ low: number }>(
    `SELECT MIN(min_score)::int AS low FROM admission_results
      WHERE institution_id = (SELECT id FROM institutions WHERE name = $1) AND province_code = $2 AND subject_type = $3 AND year = $4 AND plan_type = '普通类'`,
    [college, province, track, year],
  )
  return r!.low
}
const ASKS_PROVINCE = /哪个省|哪个省份|你所在的省份/

describe('a special plan by its abbreviation, of a college by its short name, in the saved province', () => {
  it('国专 of 武汉理工 is its 国家专项 line in 湖北, not the ordinary one', async () => {
    const special = await planLow('武汉理工大学', '42', '物理类', '国家专项')
    const ordinary = await ordinaryLow('武汉理工大学', '42', '物理类', special.year)
    expect(special.low).not.toBe(ordinary)
    const a = await ask('武汉理工 国专 最低分是好多', tokens.hubei)
    expect(a.Content).not.toMatch(ASKS_PROVINCE)
    expect(a.Content).toContain('国家专项')
    expect(a.Content).toContain(`| ${special.low} |`)
    expect(a.Content).not.toContain('普通类最低录取线')
  })

  it('高专 of 中大 is 中山大学’s 高校专项 line in 广东', async () => {
    const special = await planLow('中山大学', '44', '物理类', '高校专项')
    const a = await ask('中大高专最低多少分能进', tokens.guangdong)
    expect(a.Content).not.toMatch(ASKS_PROVINCE)
    expect(a.Content).toContain('高校专项')
    expect(a.Content).toContain(`| ${special.low} |`)
  })

  it('a slip of 专项 (高效专项, 国家专象) still names the plan', async () => {
    const gaoxiao = await planLow('中山大学', '44', '物理类', '高校专项')
    const a = await ask('中山大学高效专项投档分多少', tokens.guangdong)
    expect(a.Content).toContain('高校专项')
    expect(a.Content).toContain(`| ${gaoxiao.low} |`)
    const guojia = await planLow('华中科技大学', '42', '物理类', '国家专项')
    const b = await ask('华中科技大学国家专象线是多少', tokens.hubei)
    expect(b.Content).toContain('国家专项')
    expect(b.Content).toContain(`| ${guojia.low} |`)
  })

  it('贫困地区专项 is the 国家专项', async () => {
    const special = await planLow('华中科技大学', '42', '物理类', '国家专项')
    const a = await ask('华科贫困地区专项计划要考多少分', tokens.hubei)
    expect(a.Content).toContain('国家专项')
    expect(a.Content).toContain(`| ${special.low} |`)
  })

  it('地专 with a major (terse, no line word) is that major’s 地方专项 line of the saved track', async () => {
    const special = await planLow('河北师范大学', '13', '历史类', '地方专项', '法学')
    const a = await ask('河北师大 地专 法学', tokens.hebei)
    expect(a.Content).not.toMatch(ASKS_PROVINCE)
    expect(a.Content).toContain('地方专项')
    expect(a.Content).toContain(`| ${special.low} |`)
  })

  it('农村专项 is the province’s 地方专项', async () => {
    const special = await planLow('郑州大学', '41', '物理类', '地方专项')
    const a = await ask('郑大农村专项最低录取分', tokens.henan)
    expect(a.Content).toContain('地方专项')
    expect(a.Content).toContain(`| ${special.low} |`)
  })

  it('with no province named or saved: the college’s own province, said so, not a question', async () => {
    const special = await planLow('武汉理工大学', '42', '物理类', '国家专项')
    const a = await ask('武汉理工国家专相物理类投档线', tokens.none)
    expect(a.Content).not.toMatch(ASKS_PROVINCE)
    expect(a.Content).toContain('你没说省份')
    expect(a.Content).toContain('湖北')
    expect(a.Content).toContain(`| ${special.low} |`)
  })
})
