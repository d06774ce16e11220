import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../testing/build-test-app.ts'
import { aiDataApp, signUpStudent } from './ai-data.test-kit.ts'
import { askStream, doneOf } from './ai-stream-client.ts'

/**
 * ADR 118 over real HTTP on the seeded dataset, every expected number read with SQL: a 上海 college's lowest line is its
 * main table's, its Q组 (补充投档表) said beside; a 民族班 line from the admissions; a major said by the leading part of its
 * name answered with that major's 选科 verdict first.
 */
let app: TestApp
let anyone: string
let jilin: string

beforeAll(async () => {
  app = await aiDataApp()
  anyone = await signUpStudent(app, '13600011801', { member: true })
  jilin = await signUpStudent(app, '13600011802', {
    member: true,
    profile: { ProvinceId: 22, Score: 545, Track: '物理类', Subjects: ['biology', 'geography'] },
  })
}, 900_000)
afterAll(async () => {
  await app?.close()
})

const ask = async (message: string, as: string) => doneOf(await askStream(app.baseUrl, { Message: message }, as))!.Message.Content

/** A college's group lines in a province and year, plan type given. */
async function groups(college: string, province: string, year: number, planType: string, track?: string) {
  return app.db.query<{ major_group: string; min_score: number }>(
    `SELECT major_group, min_score FROM admission_results
      WHERE institution_id = (SELECT id FROM institutions WHERE name = $1) AND province_code = $2 AND year = $3
        AND plan_type = $4 AND unit_level = 'major-group' AND min_score IS NOT NULL AND ($5::text IS NULL OR subject_type = $5)`,
    [college, province, year, planType, track ?? null],
  )
}

describe('ADR 118', () => {
  it('gives a 上海 college its main table’s lowest line, with the Q组 lines beside it', async () => {
    const rows = await groups('上海大学', '31', 2025, '普通类')
    const q = rows.filter((r) => /Q\d/.test(r.major_group))
    const main = rows.filter((r) => !/Q\d/.test(r.major_group))
    // the premise: a Q组 lower than every main group
    expect(q.length).toBeGreaterThan(0)
    const mainLow = Math.min(...main.map((r) => r.min_score))
    const qLow = Math.min(...q.map((r) => r.min_score))
    expect(qLow).toBeLessThan(mainLow)
    const a = await ask('上大在上海2025年的录取最低分是多少', anyone)
    const row = a.split('\n').find((l) => l.startsWith('| 2025 '))!
    expect(row).toContain(`| ${mainLow} |`)
    expect(a).toMatch(new RegExp(`补充投档表.*Q组.*2025年[^；]*${qLow}分`))
  })

  it('answers a 民族班 line from the admissions when the plan book has none', async () => {
    const rows = await groups('内蒙古大学', '15', 2025, '民族班', '历史类')
    expect(rows.length).toBeGreaterThan(0)
    const low = Math.min(...rows.map((r) => r.min_score))
    const a = await ask('内蒙古历史类考生，内大的民族班2025年录取最低多少分', anyone)
    expect(a).toContain('民族班')
    expect(a).toContain(String(low))
    expect(a).not.toContain('大连民族大学')
    expect(a).toMatch(/少数民族/)
  })

  it('answers a major said by the leading part of its name with its 选科 verdict first', async () => {
    const plans = await app.db.query<{ requirement_text: string }>(
      `SELECT DISTINCT requirement_text FROM enrollment_plans
        WHERE institution_id = (SELECT id FROM institutions WHERE name = '长春理工大学') AND province_code = '22'
          AND major_name LIKE '光电信息%' AND year = (SELECT MAX(year) FROM enrollment_plans WHERE province_code = '22')`,
    )
    // the premise: every such plan asks for 化学, which 物生地 lacks
    expect(plans.length).toBeGreaterThan(0)
    expect(plans.every((p) => p.requirement_text.includes('化学'))).toBe(true)
    const a = await ask('我物理生物地理，长理的光电信息可以报不', jilin)
    expect(a.split('\n')[0]).toMatch(/^\*\*不能报\*\*.*光电信息.*化学/)
  })
})
