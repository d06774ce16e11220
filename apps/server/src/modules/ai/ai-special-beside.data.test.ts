import { describe, expect, it } from 'vitest'
import { probabilityFor } from '../../cli/ai-eval/eval-holdout.ts'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * ADR 106: a special plan beside what else is asked. A college's chance names every special plan it leaves out (湖南's
 * 高校专项 groups are coded 「V07」); a line quoted with no province is checked in the college's own province; 普通线
 * asked beside a plan is given; 高校专项's line is the 特殊类型招生控制线. Over real HTTP through the built-in engine on the
 * seeded dataset; every expected number read with SQL.
 */
const {
  app,
  tokens,
  askText: ask,
} = aiDataPerFile({
  hunan: { mobile: '13600010611', member: true, profile: { ProvinceId: 43, Score: 600, Track: '物理类', Subjects: ['chemistry', 'biology'] } },
  guangdong: { mobile: '13600010612', member: true, profile: { ProvinceId: 44, Score: 590, Track: '物理类', Subjects: ['chemistry', 'geography'] } },
  anyone: { mobile: '13600010613', member: true },
})

/** The lowest line of a college's plan type in a province and track in its newest year. */
async function lowest(college: string, province: string, track: string, planType: string) {
  const rows = await app.db.query<{ year: number; low: number }>(
    `SELECT year, MIN(min_score)::int AS low FROM admission_results
      WHERE institution_id = (SELECT id FROM institutions WHERE name = $1) AND province_code = $2 AND subject_type = $3
        AND plan_type = $4 AND min_score IS NOT NULL AND unit_level <> 'major'
      GROUP BY year ORDER BY year DESC LIMIT 1`,
    [college, province, track, planType],
  )
  expect(rows.length).toBe(1)
  return rows[0]!
}

describe('special plans beside the question', () => {
  it('names the 高校专项 groups a college chance leaves out, with no probability for them', async () => {
    const gaoxiao = await lowest('湖南大学', '43', '物理类', '高校专项')
    expect(gaoxiao.year).toBeGreaterThan(2025)
    const text = await ask('湖南大学我冲一冲能进不', tokens.hunan)
    expect(text).toMatch(/高校专项\d个/)
    expect(probabilityFor(text, '高校专项')).toBe(false)
  })
  it('checks a line quoted with no province in the college’s own province: a 高校专项 line and the ordinary one', async () => {
    const gaoxiao = await lowest('湖南大学', '43', '物理类', '高校专项')
    const ordinary = await lowest('湖南大学', '43', '物理类', '普通类')
    const text = await ask(`湖南大学物理类有个组才${gaoxiao.low}分，那算湖大的分数线吗`, tokens.anyone)
    expect(text).toContain('高校专项')
    expect(text).toContain(`${ordinary.low}分`)
    expect(text).not.toMatch(/哪个省份|你的省份/)
  })
  it('gives the ordinary line when it is asked beside a 地方专项', async () => {
    const ordinary = await lowest('深圳大学', '44', '物理类', '普通类')
    const text = await ask('深圳大学的地方专项要啥条件？普通组最低多少分', tokens.guangdong)
    expect(text).toContain('户籍')
    expect(text).toContain(`**${ordinary.low}分**`)
    expect(probabilityFor(text, '地方专项')).toBe(false)
  })
  it('says 高校专项 is held to the 特殊类型招生控制线, with the province’s line from the data', async () => {
    const rows = await app.db.query<{ score: number }>(
      `SELECT score FROM control_lines WHERE province_code = '43' AND subject_type = '物理类' AND batch LIKE '特殊类型%'
        ORDER BY year DESC LIMIT 1`,
    )
    expect(rows.length).toBe(1)
    const text = await ask('湖南大学的高校专项录取按哪条线算', tokens.hunan)
    expect(text).toContain('特殊类型招生控制线')
    expect(text).toContain(`**${rows[0]!.score}分**`)
  })
  it('says who a 少数民族预科班 is for, even where the plan book has no 预科 row', async () => {
    const text = await ask('湖大的预科班 啥人可以报', tokens.hunan)
    expect(text).toContain('只面向少数民族考生')
  })
})
