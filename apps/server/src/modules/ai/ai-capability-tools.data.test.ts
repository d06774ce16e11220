import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../testing/build-test-app.ts'
import { aiDataApp, signUpStudent, stubbedModelApp } from './ai-data.test-kit.ts'
import { askStream, doneOf } from './ai-stream-client.ts'

/**
 * Issue 31 items 2 and 5: the capabilities added for plans, 选科, lines and rules, over real HTTP
 * through the built-in engine and through the model path (a local OpenAI-compatible stub that
 * calls each new tool). Every expected number is read here with SQL, not written in the test.
 */
let builtin: TestApp
let model: Awaited<ReturnType<typeof stubbedModelApp>>
let token: string
let historyToken: string

const ZJU = '4133010335'
const NOTTINGHAM = '4133016301'
const SYSU_NAME = '中山大学'

beforeAll(async () => {
  builtin = await aiDataApp()
  token = await signUpStudent(builtin, '13600004141', { member: false })
  const profile = { ProvinceId: 41, Score: 560, Track: '历史类', Subjects: ['politics', 'geography'] }
  historyToken = await signUpStudent(builtin, '13600004142', { member: false, profile })
  model = await stubbedModelApp('13600004143', { AI_TIMEOUT_MS: '8000', AI_RATE_PER_MINUTE: '100' })
}, 900_000)
afterAll(async () => {
  await builtin?.close()
  await model?.close()
})

const ask = async (message: string, as = token) => doneOf(await askStream(builtin.baseUrl, { Message: message }, as))!.Message

describe('a college unit’s plan: seats, tuition, 学制, 选科, notes', () => {
  it('finds 工科试验班(计算机) from “浙大计算机试验班” with its seats, fee and the majors it contains', async () => {
    const [row] = await builtin.db.query<{ plan_count: number; tuition: number; notes: string }>(
      "SELECT plan_count, tuition, notes FROM enrollment_plans WHERE institution_id = $1 AND province_code = '33' AND major_name = '工科试验班(计算机)' ORDER BY year DESC LIMIT 1",
      [ZJU],
    )
    const a = await ask('浙大计算机试验班在浙江招多少人，学费多少')
    expect(a.ToolCalls.map((c) => c.Name)).toContain('college_plan_facts')
    expect(a.Content).toContain('工科试验班(计算机)')
    expect(a.Content).toContain(`| ${row!.plan_count} |`)
    expect(a.Content).toContain(`${row!.tuition}元/年`)
    expect(a.Content).toContain(row!.notes.slice(0, 10))
  })

  it('reads a fee printed in 万元 as 万元, never “11元”, with the college’s own province when none is named', async () => {
    const [row] = await builtin.db.query<{ tuition: number }>(
      "SELECT tuition FROM enrollment_plans WHERE institution_id = $1 AND province_code = '33' ORDER BY year DESC LIMIT 1",
      [NOTTINGHAM],
    )
    expect(row!.tuition).toBeLessThan(1000)
    const a = await ask('宁波诺丁汉大学大数据管理与应用要选什么科，英语有要求吗')
    expect(a.Content).toContain('按学校所在省')
    expect(a.Content).toContain(`约${row!.tuition}万元/年`)
    expect(a.Content).not.toMatch(new RegExp(`\\b${row!.tuition}元/年`))
    expect(a.Content).toMatch(/外语成绩不低于\d+分/)
  })
})

describe('选科 of a major against the candidate', () => {
  it('tells a saved 历史类 candidate in the first sentence that 临床医学 is closed, and why', async () => {
    const a = await ask('我能报临床医学吗？', historyToken)
    expect(a.Intent).toBe('major_subjects')
    expect(a.Content.split('\n')[0]).toMatch(/\*\*不能报\*\*|\*\*部分能报\*\*/)
    expect(a.Content).toMatch(/只招物理类|首选科目须为物理/)
  })
})

describe('lines over several years and the rules of a province', () => {
  it('gives each year’s lowest ordinary line with its rank for 近三年', async () => {
    const rows = await builtin.db.query<{ year: number; min_score: number }>(
      `SELECT year, MIN(min_score)::int AS min_score FROM admission_results WHERE institution_name = $1 AND province_code = '44' AND subject_type = '物理类'
          AND (plan_type IS NULL OR plan_type = '普通类') AND (major_name IS NULL OR major_name = '') AND min_score IS NOT NULL
        GROUP BY year ORDER BY year DESC LIMIT 3`,
      [SYSU_NAME],
    )
    const a = await ask('中山大学近三年在广东物理类的最低投档分和位次')
    expect(a.ToolCalls.map((c) => c.Name)).toContain('lines_by_year')
    for (const r of rows) expect(a.Content).toMatch(new RegExp(`\\| ${r.year} \\| 物理类 \\| [^|]+ \\| ${r.min_score} \\|`))
    expect(a.Sources.length).toBeGreaterThanOrEqual(2)
  })

  it('says a score under the 本科 line is under it, with the line and the 专科 route', async () => {
    const [line] = await builtin.db.query<{ score: number; year: number }>(
      "SELECT score, year FROM control_lines WHERE province_code = '44' AND subject_type = '物理类' AND batch LIKE '%本科%' AND category = '普通类' ORDER BY year DESC, score LIMIT 1",
    )
    const a = await ask(`广东物理类${line!.score - 15}分还能上本科吗`)
    expect(a.Intent).toBe('bachelor_line_check')
    expect(a.Content).toContain(`**${line!.score}分**`)
    expect(a.Content).toMatch(/低于.*本科线/)
    expect(a.Content).toMatch(/专科|高职/)
  })

  it('states the slots of 河南 本科批 in words and both tracks’ lines when both are asked', async () => {
    const slots = await ask('河南 本科批 志愿数')
    expect(slots.Intent).toBe('province_filling')
    expect(slots.Content).toMatch(/最多可填 \*\*\d+ 个\*\*志愿.*每个(专业组|志愿)最多填\d+个专业/)
    const lines = await builtin.db.query<{ subject_type: string; score: number }>(
      "SELECT subject_type, score FROM control_lines WHERE province_code = '41' AND category = '普通类' AND batch = '普通本科批控制线' AND year = (SELECT MAX(year) FROM control_lines WHERE province_code = '41')",
    )
    const both = await ask('河南本科线物理类和历史类分别是多少')
    for (const l of lines) expect(both.Content).toContain(`| ${l.subject_type} | 普通本科批控制线 | ${l.score} |`)
  })
})

describe('model path: the stub calls each new tool through the one registry', () => {
  it('runs college_plan_facts, lines_by_year and major_requirements (with a track check) and grounds the answer on them', async () => {
    const done = doneOf(
      await model.ask('浙大计算机试验班的计划和历年分数，历史类能报临床医学吗', (i) =>
        i === 0
          ? {
              kind: 'tools',
              calls: [
                { name: 'college_plan_facts', arguments: JSON.stringify({ SchoolId: ZJU, ProvinceId: 33, Unit: '工科试验班(计算机)' }) },
                { name: 'lines_by_year', arguments: JSON.stringify({ SchoolId: ZJU, ProvinceId: 33, Years: 3 }) },
                { name: 'major_requirements', arguments: JSON.stringify({ Major: '临床医学', SubjectType: '历史类', Subjects: ['politics', 'geography'] }) },
              ],
            }
          : { kind: 'text', pieces: ['按工具结果回答。'] },
      ),
    )!
    expect(done.Message.Engine).toBe('openai')
    expect(done.Message.ToolCalls.map((c) => [c.Name, c.Ok])).toEqual([
      ['college_plan_facts', true],
      ['lines_by_year', true],
      ['major_requirements', true],
    ])
    const results = model.stub.lastToolResults()
    const facts = results[0]!.data as { Matched: boolean; List: { Major: string }[] }
    expect(facts.Matched).toBe(true)
    expect(facts.List.map((r) => r.Major)).toEqual(['工科试验班(计算机)'])
    const lines = results[1]!.data as { PerYear: { Year: number }[] }
    expect(lines.PerYear.length).toBeGreaterThan(0)
    const check = (results[2]!.data as { Check: { Open: number; ClosedPlans: number } }).Check
    expect(check.ClosedPlans).toBeGreaterThan(check.Open)
  })
})
