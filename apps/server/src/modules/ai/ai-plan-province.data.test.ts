import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../testing/build-test-app.ts'
import { aiDataApp, signUpStudent } from './ai-data.test-kit.ts'
import { askStream, doneOf } from './ai-stream-client.ts'

/**
 * ADR 114: a plan question of a candidate whose province is known (saved or named) is answered from that province's plan
 * or said missing there — never from another province's rows. 广西医科大学 临床医学 is planned in 广西 under 物理类 only; a
 * saved 广西 历史类 candidate was shown 浙江's 综合 rows. ADR 160: a batch's count asked of a college a province runs, no
 * province named or saved, is read at home and counts every plan type the batch prints. Expected rows are read with SQL.
 */
let app: TestApp
let guangxiHistory: string
let henanPhysics: string
let noProfile: string
const GXMU = '广西医科大学'

beforeAll(async () => {
  app = await aiDataApp()
  guangxiHistory = await signUpStudent(app, '13600011401', {
    member: false,
    profile: { ProvinceId: 45, Score: 560, Track: '历史类', Subjects: ['politics', 'geography'] },
  })
  henanPhysics = await signUpStudent(app, '13600011402', {
    member: false,
    profile: { ProvinceId: 41, Score: 600, Track: '物理类', Subjects: ['chemistry', 'biology'] },
  })
  noProfile = await signUpStudent(app, '13600011403', { member: false })
}, 900_000)
afterAll(async () => {
  await app?.close()
})

const ask = async (message: string, as: string) => doneOf(await askStream(app.baseUrl, { Message: message }, as))!.Message.Content
const planProvinces = async () =>
  (
    await app.db.query<{ province_code: string; subject_type: string }>(
      `SELECT DISTINCT province_code, subject_type FROM enrollment_plans WHERE institution_name LIKE $1 AND major_name LIKE '临床医学%'`,
      [`${GXMU}%`],
    )
  ).map((r) => `${r.province_code}|${r.subject_type}`)

describe('plan rows of the candidate’s own province only', () => {
  it('shows 广西’s own 物理类 rows to a 广西 历史类 candidate, never 浙江’s', async () => {
    const where = await planProvinces()
    // the premise, read from the data: 广西 plans it under 物理类 only, and another province (浙江) plans it too
    expect(where.filter((w) => w.startsWith('45|'))).toEqual(['45|物理类'])
    expect(where.some((w) => !w.startsWith('45|'))).toBe(true)
    const a = await ask('广西医科大学临床医学学费多少', guangxiHistory)
    expect(a).toContain('在广西')
    expect(a).toContain('物理类')
    expect(a).not.toMatch(/浙江|综合/)
  })

  it('says the plan is missing in a saved province that has none; a fee from another province is said as that province’s, without its seats', async () => {
    const henan = await app.db.query(`SELECT 1 FROM enrollment_plans WHERE province_code = '41' AND institution_name LIKE $1 LIMIT 1`, [`${GXMU}%`])
    expect(henan).toHaveLength(0)
    const a = await ask('广西医科大学临床医学一年学费多少', henanPhysics)
    expect(a).toMatch(/数据里没有广西医科大学在河南的招生计划/)
    expect(a).toMatch(/下面是它在广西的计划/)
    expect(a).not.toMatch(/计划 \*\*\d+\*\* 人/)
  })

  it('reads 选科 of a major the province’s plan lacks from the college’s published 选科要求 there, not from another province', async () => {
    const zheda = await app.db.query(
      `SELECT 1 FROM enrollment_plans WHERE province_code = '33' AND institution_name = '浙江大学' AND major_name LIKE '%临床医学%' LIMIT 1`,
    )
    expect(zheda).toHaveLength(0)
    const a = await ask('浙江考生，浙大的临床医学选考要几门，哪几门？', henanPhysics)
    expect(a).not.toMatch(/不能当作浙江的/)
    expect(a).toMatch(/物理/)
    expect(a).toMatch(/化学/)
  })
})

describe('a batch’s count of a provincial college, no province named or saved (ADR 160)', () => {
  it.each(['广西大学2026年本科普通批各科类招了多少人', '广西大学 2026 本科普通批 计划数', '西大(广西大学)26年普通批招好多人'])('%s', async (q) => {
    const rows = await app.db.query<{ subject_type: string; seats: string }>(
      `SELECT subject_type, SUM(plan_count)::text AS seats FROM enrollment_plans
        WHERE institution_name = '广西大学' AND province_code = '45' AND year = 2026 AND batch = '本科普通批' GROUP BY subject_type`,
    )
    expect(rows.length).toBeGreaterThan(0)
    const a = await ask(q, noProfile)
    expect(a).toContain('按学校所在省')
    for (const r of rows) expect(a).toContain(`${r.subject_type} ${r.seats} 人`)
  })
})
