import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * ADR 090, class 2: the fee of a second programme (中外合作, 国际本科, 合办) is that programme's own fee from the plan,
 * said beside the ordinary one, whichever the question names; money said aloud (多少钞票, 多少米, 贵不贵, 费用) is the fee
 * asked. Over real HTTP through the built-in engine on the seeded dataset, in phrasings of our own; fees read with SQL.
 */
const { app, tokens, ask } = aiDataPerFile({
  student: { mobile: '13600009021', member: false },
  hubei: { mobile: '13600009022', member: false, profile: { ProvinceId: 42, Score: 600, Track: '物理类', Subjects: ['chemistry', 'biology'] } },
})

/** The fees of a college's major in a province's plan of a year, by plan type. */
async function fees(college: string, province: string, year: number, major: RegExp) {
  const rows = await app.db.query<{ major_name: string; plan_type: string; tuition: number }>(
    `SELECT major_name, plan_type, tuition FROM enrollment_plans
      WHERE institution_id = (SELECT id FROM institutions WHERE name = $1) AND province_code = $2 AND year = $3 AND tuition IS NOT NULL`,
    [college, province, year],
  )
  const of = rows.filter((r) => major.test(r.major_name))
  return {
    ordinary: [...new Set(of.filter((r) => r.plan_type === '普通类').map((r) => r.tuition))],
    second: [...new Set(of.filter((r) => r.plan_type === '中外合作').map((r) => r.tuition))],
  }
}

describe('a second programme’s fee beside the ordinary one', () => {
  it('国际本科 of a major: both fees, the programme named', async () => {
    const f = await fees('河北经贸大学', '13', 2026, /^会计学$/)
    expect(f.ordinary.length).toBe(1)
    expect(f.second.length).toBe(1)
    expect(f.second[0]).toBeGreaterThan(f.ordinary[0]!)
    const a = await ask('河北经贸大学会计学的国际本科一年收多少')
    expect(a.Content).toContain(`${f.second[0]}元/年`)
    expect(a.Content).toContain(`${f.ordinary[0]}元/年`)
    expect(a.Content).toContain('国际本科')
  })

  it('a fee asked with no programme named still shows the dearer programme beside the ordinary fee', async () => {
    const f = await fees('河北经贸大学', '13', 2026, /^会计学$/)
    const a = await ask('河北经贸 会计学 学费多少米')
    expect(a.Intent).toBe('tuition')
    expect(a.Content).toContain(`${f.ordinary[0]}元/年`)
    expect(a.Content).toContain(`${f.second[0]}元/年`)
  })

  it('合办 with a short name: the 中外合作 fee and the ordinary one', async () => {
    const f = await fees('杭州电子科技大学', '33', 2026, /^计算机科学与技术(\(中外合作办学\))?$/)
    expect(f.second.length).toBe(1)
    const a = await ask('杭电 计算机 合办 一年多少钱')
    expect(a.Content).toContain(`${f.second[0]}元/年`)
    expect(a.Content).toContain(`${f.ordinary[0]}元/年`)
  })

  it('the seats of two programmes are not added into one total no row holds', async () => {
    const a = await ask('杭电 计算机 合办 一年多少钱')
    const seats = await app.db.query<{ plan_type: string; plan_count: number }>(
      `SELECT plan_type, plan_count FROM enrollment_plans
        WHERE institution_id = (SELECT id FROM institutions WHERE name = '杭州电子科技大学') AND province_code = '33'
          AND year = 2026 AND major_name ~ '^计算机科学与技术(\\(中外合作办学\\))?$'`,
    )
    expect(new Set(seats.map((r) => r.plan_type)).size).toBe(2)
    const sum = seats.reduce((n, r) => n + (r.plan_count ?? 0), 0)
    expect(a.Content).not.toContain(`计划共 ${sum} 人`)
    for (const r of seats) expect(a.Content).toContain(`| ${r.plan_count} |`)
  })

  it('money said aloud is the fee: 多少钞票 of a 中外合作 university', async () => {
    const f = await fees('宁波诺丁汉大学', '13', 2026, /^财务管理/)
    expect(f.second.length).toBe(1)
    const a = await ask('宁诺的财务管理读一年要多少钞票')
    expect(a.Intent).toBe('tuition')
    expect(a.Content).toContain(String(f.second[0]))
  })

  it('贵不贵 and 费用 are the fee asked too', async () => {
    const f = await fees('杭州电子科技大学', '33', 2026, /^计算机科学与技术\(中外合作办学\)$/)
    const a = await ask('杭电计算机中外合作费用贵不贵')
    expect(a.Intent).toBe('tuition')
    expect(a.Content).toContain(`${f.second[0]}元/年`)
  })

  it('a 中外合作 fee asked in a saved province whose plan the data lacks: another province’s plan that has the programme, said so', async () => {
    const here = await app.db.query(
      `SELECT 1 FROM enrollment_plans WHERE institution_id = (SELECT id FROM institutions WHERE name = '湖北大学') AND province_code = '42'`,
    )
    expect(here.length).toBe(0)
    const coop = await app.db.query<{ tuition: number }>(
      `SELECT DISTINCT tuition FROM enrollment_plans
        WHERE institution_id = (SELECT id FROM institutions WHERE name = '湖北大学') AND plan_type = '中外合作' AND tuition >= 1000`,
    )
    expect(coop.length).toBeGreaterThan(0)
    const a = await ask('湖北大学合办的专业一年学费好多', tokens.hubei)
    expect(a.Content).toContain('数据里没有湖北大学在湖北的招生计划')
    expect(a.Content).toContain('（中外合作')
    expect(coop.some((r) => a.Content.includes(`${r.tuition}元/年`))).toBe(true)
  })
})
