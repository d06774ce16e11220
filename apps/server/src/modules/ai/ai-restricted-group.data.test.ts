import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../testing/build-test-app.ts'
import { aiDataApp, signUpStudent } from './ai-data.test-kit.ts'
import { askStream, doneOf } from './ai-stream-client.ts'

/**
 * ADR 114: a restricted group (湖北 备注 护理类) stays an ordinary unit but is not the college's lowest ordinary line.
 * 武汉科技大学 湖北 物理类 2026: 第10组 is 护理类, below the college's other ordinary groups. Expected lines are read with SQL.
 */
let app: TestApp
let token: string

beforeAll(async () => {
  app = await aiDataApp()
  token = await signUpStudent(app, '13600011493', { member: false })
}, 900_000)
afterAll(async () => {
  await app?.close()
})

describe('the college’s lowest ordinary line', () => {
  it('leaves the 护理类 group out and says so', async () => {
    const rows = await app.db.query<{ major_name: string; min_score: number }>(
      `SELECT major_name, min_score FROM admission_results WHERE province_code = '42' AND year = 2026 AND subject_type = '物理类'
        AND institution_name = '武汉科技大学' AND unit_level = 'major-group' AND plan_type = '普通类' ORDER BY min_score`,
    )
    const nursing = rows.filter((r) => r.major_name.includes('护理类'))
    const others = rows.filter((r) => !r.major_name.includes('护理类'))
    // the premise: the 护理 group is the lowest ordinary group of that year
    expect(nursing).toHaveLength(1)
    expect(nursing[0]!.min_score).toBeLessThan(others[0]!.min_score)
    const a = doneOf(await askStream(app.baseUrl, { Message: '武汉科技大学在湖北物理类2026年最低录取分多少' }, token))!.Message.Content
    expect(a).toContain(`${others[0]!.min_score}`)
    expect(a).toMatch(/护理类专业组/)
    expect(a).not.toMatch(new RegExp(`\\| 2026 \\| 物理类 \\| [^|]+ \\| ${nursing[0]!.min_score} \\|`))
  })

  // ADR 130: the locality is named from the domain's reading of the row (福建 2024 集美大学 「本科批(面向厦门)」 says it in
  // the group's label, not in the college's name), the same reading that kept it out of the college's line
  it('names a one-locality group as its source printed it', async () => {
    const rows = await app.db.query<{ major_group: string; min_score: number }>(
      `SELECT major_group, min_score FROM admission_results WHERE province_code = '35' AND year = 2024 AND subject_type = '物理类'
        AND institution_name = '集美大学' AND major_group LIKE '%面向厦门%' AND plan_type = '普通类'`,
    )
    expect(rows.length).toBeGreaterThan(0)
    const a = doneOf(await askStream(app.baseUrl, { Message: '集美大学2024年在福建招物理类，最低要考多少分' }, token))!.Message.Content
    expect(a).toContain('面向厦门专业组')
    expect(a).not.toContain('限地区专业组')
  })
})
