import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../testing/build-test-app.ts'
import { aiDataApp, signUpStudent, stubbedModelApp } from './ai-data.test-kit.ts'
import { askStream, doneOf } from './ai-stream-client.ts'

/**
 * Issue 31, holdout v7 classes of ADR 068, over real HTTP: a special plan's line kept under 其他 in the data, a
 * candidate's 选科 judged against one college's unit, a major the province's plan lacks, 一流专业 asked yes or no, one
 * 专业组's lines over the years (first question and follow-up), and the model path's lines_by_year for a group; two
 * catalogue majors asked side by side (ADR 160).
 * Five phrasings of our own a class; every number is read here with SQL.
 */
let app: TestApp
let model: Awaited<ReturnType<typeof stubbedModelApp>>
let token: string

const NCU = '4136010403'
const ZJU = '4133010335'
const ZJUT = '4133010337'
const TONGJI = '4131010247'

beforeAll(async () => {
  app = await aiDataApp()
  model = await stubbedModelApp('13600006802', { AI_TIMEOUT_MS: '8000', AI_RATE_PER_MINUTE: '100' })
  token = await signUpStudent(app, '13600006801', { member: false })
}, 900_000)
afterAll(async () => {
  await app?.close()
  await model?.close()
})

const ask = async (message: string, conversationId?: number) => {
  const events = await askStream(app.baseUrl, { Message: message, ...(conversationId ? { ConversationId: conversationId } : {}) }, token)
  const start = events.find((e) => e.type === 'start') as { ConversationId: number } | undefined
  return { ...doneOf(events)!, ConversationId: start!.ConversationId }
}

describe('a special plan’s line the data types 其他 (「第571组(地方专项)」)', () => {
  const voices = [
    '南昌大学在江西的地方专项去年物理类录取最低分',
    '2025年南昌大学物理类地方专项线多少分',
    '南昌大学 江西 地方专项 物理类 投档分',
    '我是江西农村户口，南昌大学地方专项物理类往年要多少分',
    '南昌大学物理类的地方专项分数线能发一下吗，江西的',
  ]
  it.each(voices)('%s', async (voice) => {
    const rows = await app.db.query<{ min_score: number }>(
      `SELECT min_score FROM admission_results WHERE institution_id = $1 AND province_code = '36' AND subject_type = '物理类'
          AND major_name LIKE '%(地方专项)%' AND min_score IS NOT NULL`,
      [NCU],
    )
    expect(rows.length).toBeGreaterThan(0)
    const a = (await ask(voice)).Message
    expect(a.ToolCalls.map((c) => c.Name)).toContain('lines_by_year')
    for (const r of rows) expect(a.Content).toContain(`| ${r.min_score} |`)
    expect(a.Content).toContain('只含地方专项')
    expect(a.Content).not.toMatch(/概率\s*\d|\d+\s*%/)
  })
})

describe('the candidate’s 选科 against one college’s unit, said first', () => {
  const closed = [
    '浙江工业大学计算机类选考要求，我选科是物理、生物、技术',
    '孩子选的物理、生物、技术，浙江工业大学计算机类满足选考要求吗',
    '浙江工业大学的计算机类，我选考物理、生物、技术，选科符合吗',
    '浙江工业大学计算机类我选物理、地理、技术行吗',
  ]
  it.each(closed)('%s', async (voice) => {
    const [row] = await app.db.query<{ requirement_text: string }>(
      "SELECT requirement_text FROM enrollment_plans WHERE institution_id = $1 AND province_code = '33' AND major_name LIKE '计算机%' ORDER BY year DESC LIMIT 1",
      [ZJUT],
    )
    expect(row!.requirement_text).toContain('化学')
    const a = (await ask(voice)).Message
    expect(a.Content.split('\n')[0]).toMatch(/^\*\*不能报\*\*/)
    expect(a.Content.split('\n')[0]).toContain('须选考化学')
    expect(a.Content).toContain(row!.requirement_text)
  })
  it('says 能报 to a 物化生 candidate of the same unit', async () => {
    const a = (await ask('孩子选考物化生，浙江工业大学计算机类可以报吗')).Message
    expect(a.Content.split('\n')[0]).toMatch(/^\*\*能报\*\*/)
  })
})

describe('a major of a college’s 医学院 is the college’s own (ADR 139): the province’s plan lists it', () => {
  const voices = [
    '浙江大学临床医学在浙江的学费和学制',
    '浙大临床医学5+3一体化学费多少，要读几年',
    '浙江大学临床医学学费多少钱',
    '浙江大学的临床医学在浙江招多少人，学费多少',
    '浙大临床医学一年学费多少，学制呢',
  ]
  it.each(voices)('%s', async (voice) => {
    // 浙江大学医学院's rows were missing from 浙江大学 until the build matched the name with its tag (ADR 139)
    const here = await app.db.query("SELECT 1 FROM enrollment_plans WHERE institution_id = $1 AND province_code = '33' AND major_name LIKE '%临床医学%'", [ZJU])
    expect(here.length).toBeGreaterThan(0)
    const a = (await ask(voice)).Message
    expect(a.Content).not.toMatch(/招生计划里没有“临床医学”/)
    expect(a.Content).not.toContain('生物医学工程')
    expect(a.Content).toMatch(/\| 临床医学[^|]*\|/)
  })
})

describe('一流专业 asked yes or no', () => {
  const voices: [string, string][] = [
    ['西南石油大学石油工程是不是国家一流专业', '石油工程'],
    ['西南石油大学的石油工程算不算一流本科专业', '石油工程'],
    ['西南石油大学英语是国家级一流专业吗', '英语'],
    ['西南石油大学石油工程专业是一流专业建设点吗', '石油工程'],
    ['西南石油大学会计学是国家级一流本科专业吗', '会计学'],
  ]
  it.each(voices)('%s', async (voice, major) => {
    const a = (await ask(voice)).Message
    expect(a.Intent).toBe('school_strengths')
    expect(a.Content.split('\n')[0]).toMatch(/^\*\*是\*\*/)
    expect(a.Content.split('\n')[0]).toContain(`${major}是西南石油大学的国家级一流本科专业建设点`)
  })
})

describe('one 专业组’s lines over the years (同济 02组 has none in the newest two years)', () => {
  const voices = [
    '同济大学02组近三年在上海的录取分数',
    '同济02组这几年在上海的最低分和位次',
    '同济大学第02组历年投档线，上海',
    '请问同济大学第02专业组2022到2024年在上海的投档分和最低排名',
    '同济大学02组在上海的分数线',
  ]
  // a year's row is the group's own line, named by the group (同济大学(02)) or, for a nameless group-level row, by its code (02组)
  const groupRow = (l: { year: number; min_score: number }) => new RegExp(`\\| ${l.year} \\| 综合 \\| (同济大学\\(02\\)|02组) \\| ${l.min_score} \\|`)
  const groupLines = () =>
    app.db.query<{ year: number; min_score: number }>(
      `SELECT DISTINCT year, min_score FROM admission_results WHERE institution_id = $1 AND province_code = '31'
          AND (major_name = '同济大学(02)' OR major_group = '同济大学(02)') AND min_score IS NOT NULL ORDER BY year DESC LIMIT 3`,
      [TONGJI],
    )
  it.each(voices)('%s', async (voice) => {
    const lines = await groupLines()
    expect(lines).toHaveLength(3)
    const a = (await ask(voice)).Message
    for (const l of lines) expect(a.Content).toMatch(groupRow(l))
  })
  it('keeps the group in a follow-up that only asks for the years', async () => {
    const lines = await groupLines()
    const one = await ask('同济02组在上海的投档线')
    const a = (await ask('那近三年呢', one.ConversationId)).Message
    for (const l of lines) expect(a.Content).toMatch(groupRow(l))
  })
})

describe('a 职业学院’s 专科 line of a year and track, asked as a bare list', () => {
  const voices: [string, string, string][] = [
    ['武汉船舶职业技术学院 物理 专科 2025', '武汉船舶职业技术学院', '物理类'],
    ['武汉铁路职业技术学院 2025 历史类', '武汉铁路职业技术学院', '历史类'],
    ['武汉船舶职业技术学院2025年在湖北物理类专科最低分', '武汉船舶职业技术学院', '物理类'],
    ['武汉船舶职业技术学院湖北物理类2025年专科投档线', '武汉船舶职业技术学院', '物理类'],
    ['2025 武汉铁路职业技术学院 物理', '武汉铁路职业技术学院', '物理类'],
  ]
  it.each(voices)('%s', async (voice, college, track) => {
    const [row] = await app.db.query<{ min: number }>(
      `SELECT MIN(min_score)::int AS min FROM admission_results WHERE institution_name = $1 AND province_code = '42' AND year = 2025
          AND subject_type = $2 AND (plan_type IS NULL OR plan_type = '普通类') AND (major_name IS NULL OR major_group IS NOT NULL)`,
      [college, track],
    )
    expect(row!.min).toBeGreaterThan(0)
    const a = (await ask(voice)).Message
    expect(a.ToolCalls.map((c) => c.Name)).toContain('lines_by_year')
    expect(a.Content).toMatch(new RegExp(`\\| 2025 \\| ${track} \\| [^|]+ \\| ${row!.min} \\|`))
  })
})

describe('model path: lines_by_year for a group and a 其他-typed special plan', () => {
  it('returns the group’s own three years and the 地方专项 rows', async () => {
    const done = doneOf(
      await model.ask('同济02组近三年，南昌大学地方专项', (i) =>
        i === 0
          ? {
              kind: 'tools',
              calls: [
                { name: 'lines_by_year', arguments: JSON.stringify({ SchoolId: TONGJI, ProvinceId: 31, Unit: '同济02组', Years: 3 }) },
                { name: 'lines_by_year', arguments: JSON.stringify({ SchoolId: NCU, ProvinceId: 36, SubjectType: '物理类', PlanType: '地方专项' }) },
              ],
            }
          : { kind: 'text', pieces: ['按工具结果回答。'] },
      ),
    )!
    expect(done.Message.ToolCalls.map((c) => [c.Name, c.Ok])).toEqual([
      ['lines_by_year', true],
      ['lines_by_year', true],
    ])
    const [group, special] = model.stub.lastToolResults() as unknown as { data: { UnitLines: { Year: number }[]; PerYear: unknown[] } }[]
    expect(new Set(group!.data.UnitLines.map((l) => l.Year)).size).toBe(3)
    expect(special!.data.PerYear.length).toBeGreaterThan(0)
  })
})

describe('two catalogue majors asked side by side (ADR 160): each one’s code and 专业类, said apart', () => {
  it.each([
    '数据科学和数据科学与大数据技术是一个专业不，代码各是多少',
    '数据科学与大数据技术跟数据科学有啥不同？分别属于哪个专业类',
    '数据科学 数据科学与大数据技术 专业代码',
  ])('%s', async (q) => {
    const [ours, other] = await Promise.all(
      ['数据科学', '数据科学与大数据技术'].map((name) =>
        app.db
          .query<{ code: string; sub_category: string }>(`SELECT code, sub_category FROM majors WHERE name = $1 AND level = '本科' LIMIT 1`, [name])
          .then((r) => r[0]),
      ),
    )
    const a = (await ask(q)).Message.Content
    // 数据科学 is a catalogue major of its own, not short for 数据科学与大数据技术
    for (const m of [ours!, other!]) {
      expect(a).toContain(m.code)
      expect(a).toContain(m.sub_category)
    }
    expect(a).toContain('不是同一个专业')
  })
})
