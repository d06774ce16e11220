import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../testing/build-test-app.ts'
import { AI_TEST_ENV, aiDataApp, signUpStudent, stubbedModelApp } from './ai-data.test-kit.ts'
import { askStream, doneOf } from './ai-stream-client.ts'

/**
 * Issue 31, the classes of failure found when holdout v4 was opened: a batch line of an older year
 * (理科/文科 then), a rank never read on a guessed track, a special plan's own lines, 选科 from the
 * college's published table, and the gap to the 本科 line returned by a tool. Over real HTTP through
 * the built-in engine, and through the model path (the OpenAI-compatible stub calls each changed
 * tool). Expected numbers are read here with SQL.
 */
let builtin: TestApp
let model: Awaited<ReturnType<typeof stubbedModelApp>>
let token: string

const NJU = '4132010284'

beforeAll(async () => {
  builtin = await aiDataApp()
  model = await stubbedModelApp('13600005143', { ...AI_TEST_ENV, AI_TIMEOUT_MS: '60000' })
  token = await signUpStudent(builtin, '13600005141', { member: false })
}, 900_000)
afterAll(async () => {
  await builtin?.close()
  await model?.close()
})

const ask = async (message: string) => doneOf(await askStream(builtin.baseUrl, { Message: message }, token))!.Message

describe('lines and ranks of the year and track asked', () => {
  it('gives 河南 2024 理科 and 文科 一本线 from the 2024 lines, without calling 理科 a wrong premise', async () => {
    const rows = await builtin.db.query<{ subject_type: string; score: number }>(
      "SELECT subject_type, score FROM control_lines WHERE province_code = '41' AND year = 2024 AND category = '普通类' AND batch_key = 'bk1'",
    )
    expect(rows.length).toBe(2)
    const a = await ask('河南2024年理科一本线是多少？文科呢？')
    expect(a.Content).not.toContain('不再分文理')
    for (const r of rows) expect(a.Content).toContain(`| ${r.subject_type} |`)
    for (const r of rows) expect(a.Content).toContain(`| ${r.score} |`)
  })

  it('asks the track before a rank in a province with two, instead of reading one', async () => {
    const a = await ask('河南2026年580分排名多少？')
    expect(a.Content).toMatch(/科类（物理类(还是|\/)历史类）/)
    expect(a.ToolCalls.map((c) => c.Name)).not.toContain('score_to_rank')
  })

  it('says the gap to the 本科 line as the tool returns it', async () => {
    const [line] = await builtin.db.query<{ score: number }>(
      "SELECT score FROM control_lines WHERE province_code = '41' AND subject_type = '物理类' AND category = '普通类' AND batch = '普通本科批控制线' ORDER BY year DESC LIMIT 1",
    )
    const a = await ask('河南物理类300分还能上本科吗')
    expect(a.Content).toContain(`低于`)
    expect(a.Content).toContain(`${line!.score - 300} 分`)
  })
})

describe('a special plan’s own lines and a college’s 选科 table', () => {
  it('answers 中外合作 lines over the years asked, labelled as not the ordinary route', async () => {
    const [row] = await builtin.db.query<{ name: string; short_name: string; year: number }>(
      `SELECT i.name, p.short_name, MAX(a.year) AS year FROM admission_results a JOIN institutions i ON i.id = a.institution_id
         JOIN provinces p ON p.code = a.province_code
        WHERE a.plan_type = '中外合作' AND a.min_score IS NOT NULL AND i.name = '深圳大学' GROUP BY i.name, p.short_name LIMIT 1`,
    )
    expect(row).toBeDefined()
    const a = await ask(`${row!.name}中外合作办学在${row!.short_name}近三年投档线多少`)
    expect(a.ToolCalls.map((c) => c.Name)).toContain('lines_by_year')
    expect(a.Content).toContain('中外合作最低录取线')
    expect(a.Content).toContain('不代表同校普通类')
    expect(a.Content).toContain(`| ${row!.year} |`)
  })

  it('reads 南京大学 政治学类 选科 from the published table and says 物化生 cannot apply', async () => {
    const a = await ask('我江苏的，选的物化生，能报南京大学政治学类吗？')
    expect(a.ToolCalls.map((c) => c.Name)).toContain('subject_requirement_check')
    expect(a.Content).toMatch(/不能报|都不可报/)
    expect(a.Content).toContain('思想政治')
  })

  // holdout v26: 海南 codes a group with its college's code in front (600122 for the plan's 海南大学(22))
  it('answers 海南大学 第22组 asked by its short number, for the 选科 and for the chance', async () => {
    const subjects = await ask('我海南的，选的史政地，海南大学第22专业组能不能填？')
    expect(subjects.ToolCalls.map((c) => c.Name)).toContain('subject_requirement_check')
    expect(subjects.Content).toMatch(/你问的\*\*海南大学\(22\)\*\*：要求 \S*物理\S*，你的 \S+ \*\*不能报\*\*/)
    const chance = await ask('海南综合640分，选的历史政治地理，海南大学22组能上吗')
    expect(chance.Content).toMatch(/你问的\*\*22组\*\*（专业组（\d*22）\S*）：你的选科不符，\*\*不能报\*\*（\S*物理/)
    expect(chance.Content).not.toContain('没有22组')
  })
})

describe('the college and unit a student means', () => {
  it('reads 河大 as 河北大学 for a 河北 candidate and gives the chance of the 法学 unit first', async () => {
    const a = await ask('我河北历史类590分，河大法学有希望吗')
    expect(a.Content).toContain('河北大学')
    expect(a.Content).not.toContain('河南大学')
    const call = a.ToolCalls.find((c) => c.Name === 'admission_probability')
    expect(call?.Ok).toBe(true)
    expect(a.Content).toMatch(/你问的\*\*法学\*\*在|没有含“法学”的普通类单位/)
  })
})

describe('model path: the stub calls each changed tool', () => {
  it('runs batch_lines by year with a gap, lines_by_year of a plan type and range, and the 选科 table without a combination', async () => {
    const done = doneOf(
      await model.ask('河南2024理科一本线，南大近两年分数，经济学类选科', (i) =>
        i === 0
          ? {
              kind: 'tools',
              calls: [
                { name: 'batch_lines', arguments: JSON.stringify({ ProvinceId: 41, SubjectType: '理科', Year: 2024, Score: 500 }) },
                { name: 'lines_by_year', arguments: JSON.stringify({ SchoolId: NJU, ProvinceId: 32, PlanType: '普通类', FromYear: 2024, ToYear: 2025 }) },
                { name: 'subject_requirement_check', arguments: JSON.stringify({ SchoolId: NJU, ProvinceId: 32, Major: '经济学类' }) },
                {
                  name: 'admission_probability',
                  arguments: JSON.stringify({ SchoolId: NJU, ProvinceId: 32, SubjectType: '物理类', Score: 640, Major: '计算机类' }),
                },
              ],
            }
          : { kind: 'text', pieces: ['按工具结果回答。'] },
      ),
    )!
    expect(done.Message.Engine).toBe('openai')
    expect(done.Message.ToolCalls.map((c) => [c.Name, c.Ok])).toEqual([
      ['batch_lines', true],
      ['lines_by_year', true],
      ['subject_requirement_check', true],
      ['admission_probability', true],
    ])
    const results = model.stub.lastToolResults()
    const batch = results[0]!.data as { Year: number; List: { Score: number; Gap: number }[] }
    expect(batch.Year).toBe(2024)
    for (const l of batch.List) expect(l.Gap).toBe(500 - l.Score)
    const lines = results[1]!.data as { PerYear: { Year: number }[] }
    for (const l of lines.PerYear) expect([2024, 2025]).toContain(l.Year)
    const table = results[2]!.data as { EligibleCount: number | null; List: { Majors: string; Eligible: boolean | null }[] }
    expect(table.EligibleCount).toBeNull()
    expect(table.List.length).toBeGreaterThan(0)
    for (const r of table.List) expect(r.Majors).toContain('经济学')
    // units of the major asked come first and are marked; the others follow unmarked
    const units = (results[3]!.data as { Units: { AskedMajor: boolean }[] }).Units
    const marked = units.map((u) => u.AskedMajor)
    expect(marked).toEqual([...marked].sort((x, y) => Number(y) - Number(x)))
  })
})
