import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startModelHarness, type ToolCallSpec, type ToolResult } from './ai-model.test-helpers.ts'

/**
 * Issue 31 item 5, the newer tools on the model path (ai-model-tools.data.test.ts has the older ones): the stub calls
 * each tool, writes its answer from what the tool returned, and the student gets the model's answer with the tool's
 * numbers (read again here with SQL where they are data). The same answer with one number the tool did not return is
 * refused by the grounding guard: the built-in engine answers instead, and the invented number is never shown.
 */
let h: Awaited<ReturnType<typeof startModelHarness>>
let token: string

const ZZU = '4141010459'
const ZJU = '4133010335'
type Row = Record<string, unknown>

beforeAll(async () => {
  h = await startModelHarness()
  token = await h.member('13600099701')
  const saved = await h.app.call(
    'User/EditUserScore',
    { ProvinceId: 41, Year: 2026, Score: 580, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] },
    token,
  )
  expect(saved.code).toBe(0)
}, 900_000)
afterAll(async () => {
  await h?.close()
})

/** A three-digit number near `n` that no tool result and not the question contains: what a model would invent. */
function inventedNear(n: number, results: ToolResult[], question: string): number {
  const known = new Set(JSON.stringify(results).concat(question).match(/\d+/g) ?? [])
  let m = Math.max(n, 100) + 7
  while (known.has(String(m)) || /^20[1-3]\d$/.test(String(m))) m++
  return m
}

/**
 * Asks twice with the same tool calls: once the stub writes `write(results)` (shown as the model wrote it), once it adds
 * a sentence with a number near `near(results)` that no tool returned (refused; the built-in engine answers).
 */
async function groundedAndInvented(question: string, calls: ToolCallSpec[], write: (r: ToolResult[]) => string, near: (r: ToolResult[]) => number) {
  const grounded = await h.viaModel(question, token, calls, write)
  expect(grounded.message.Engine, question).toBe('openai')
  expect(
    grounded.message.ToolCalls.map((c) => [c.Name, c.Ok]),
    question,
  ).toEqual(calls.map((c) => [c.name, true]))
  expect(grounded.message.Content).toBe(write(grounded.results))
  let invented = 0
  const refused = await h.viaModel(question, token, calls, (r) => {
    invented = inventedNear(near(r), r, question)
    return `${write(r)}另外还有 ${invented} 这个数。`
  })
  expect(invented).toBeGreaterThan(0)
  expect(refused.message.Engine, question).toBe('builtin-fallback')
  // the model's text is not shown (the built-in answer may hold the same figure from its own data)
  expect(refused.message.Content).not.toContain(`还有 ${invented} 这个数`)
  expect(refused.message.Content).not.toContain(write(refused.results))
  return grounded
}

describe('model path: the newer tools, their numbers grounded and an invented one refused (ADR 117)', () => {
  it('batch_lines: a province’s 本科 line of the newest year, as the control lines table has it', async () => {
    const pick = (r: ToolResult) =>
      (r.data.List as { Year: number; SubjectType: string; Category: string; Batch: string; Score: number }[]).find(
        (l) => l.Category === '普通类' && l.Batch.includes('本科'),
      )!
    const { message, results } = await groundedAndInvented(
      '河南物理类本科线是多少',
      [{ name: 'batch_lines', args: { ProvinceId: 41, SubjectType: '物理类' } }],
      ([r]) => `${pick(r!).Year}年河南${pick(r!).SubjectType}${pick(r!).Batch} ${pick(r!).Score} 分。`,
      ([r]) => pick(r!).Score,
    )
    const l = pick(results[0]!)
    const rows = await h.app.db.query(
      "SELECT 1 FROM control_lines WHERE province_code = '41' AND year = $1 AND subject_type = $2 AND batch = $3 AND score = $4",
      [l.Year, l.SubjectType, l.Batch, l.Score],
    )
    expect(rows.length).toBeGreaterThan(0)
    expect(message.Sources).toContainEqual(expect.objectContaining({ Label: `${l.Year}年批次线`, Year: l.Year }))
  })

  it('lines_by_year: each year’s lowest ordinary line of a college, a row of the admission data', async () => {
    type Line = { Year: number; SubjectType: string; MinScore: number; MinRank: number | null }
    const lines = (r: ToolResult) => (r.data.PerYear as Line[]).filter((l) => l.MinScore !== null)
    const { message, results } = await groundedAndInvented(
      '郑州大学近三年在河南物理类最低多少分',
      [{ name: 'lines_by_year', args: { SchoolId: ZZU, ProvinceId: 41, SubjectType: '物理类' } }],
      ([r]) =>
        lines(r!)
          .map((l) => `${l.Year}年${l.SubjectType}最低 ${l.MinScore} 分${l.MinRank ? `（位次 ${l.MinRank}）` : ''}。`)
          .join(''),
      ([r]) => lines(r!)[0]!.MinScore,
    )
    const all = lines(results[0]!)
    expect(all.length).toBeGreaterThanOrEqual(2)
    for (const l of all) {
      const rows = await h.app.db.query(
        "SELECT 1 FROM admission_results WHERE institution_id = $1 AND province_code = '41' AND year = $2 AND subject_type = $3 AND min_score = $4",
        [ZZU, l.Year, l.SubjectType, l.MinScore],
      )
      expect(rows.length, String(l.Year)).toBeGreaterThan(0)
    }
    expect(message.Sources).toContainEqual(expect.objectContaining({ Year: all[0]!.Year }))
  })

  it('college_plan_facts: one programme’s seats and fee, as the enrollment plan prints them', async () => {
    const unit = (r: ToolResult) => (r.data.List as { Major: string; Seats: number; Tuition: string }[])[0]!
    const { results } = await groundedAndInvented(
      '浙大工科试验班(自动化与光电)在浙江招多少人，学费多少',
      [{ name: 'college_plan_facts', args: { SchoolId: ZJU, ProvinceId: 33, Unit: '工科试验班(自动化与光电)' } }],
      ([r]) => `${(r!.data as { Year: number }).Year}年浙江大学${unit(r!).Major}计划 ${unit(r!).Seats} 人，学费 ${unit(r!).Tuition}。`,
      ([r]) => unit(r!).Seats,
    )
    const d = results[0]!.data as { Year: number; Matched: boolean }
    expect(d.Matched).toBe(true)
    const u = unit(results[0]!)
    const [row] = await h.app.db.query<{ plan_count: number; tuition: number }>(
      "SELECT plan_count, tuition FROM enrollment_plans WHERE institution_id = $1 AND province_code = '33' AND year = $2 AND major_name = $3",
      [ZJU, d.Year, u.Major],
    )
    expect(u.Seats).toBe(row!.plan_count)
    expect(u.Tuition).toContain(String(row!.tuition))
  })

  it('plan_details: the dearest majors’ fee and 学制 of a college’s newest plan', async () => {
    const first = (r: ToolResult) => (r.data.List as { Major: string; Tuition: number; Years: number; PlanType: string }[])[0]!
    const { results } = await groundedAndInvented(
      '浙江大学在浙江哪些专业学费最贵',
      [{ name: 'plan_details', args: { SchoolId: ZJU, ProvinceId: 33 } }],
      ([r]) => `${first(r!).Major}（${first(r!).PlanType}）学费 ${first(r!).Tuition} 元/年，学制 ${first(r!).Years} 年。`,
      ([r]) => first(r!).Tuition,
    )
    const d = results[0]!.data as { Year: number }
    const [top] = await h.app.db.query<{ tuition: number }>(
      "SELECT MAX(tuition) AS tuition FROM enrollment_plans WHERE institution_id = $1 AND province_code = '33' AND year = $2",
      [ZJU, d.Year],
    )
    expect(first(results[0]!).Tuition).toBe(top!.tuition)
  })

  it('special_plans: a college’s 国家专项 seats in a province, with who may apply', async () => {
    // a college with 国家专项 plan rows in 河南, found in the data rather than named here
    const [pick] = await h.app.db.query<{ institution_id: string; year: number; seats: number }>(
      `SELECT institution_id, year, SUM(plan_count)::int AS seats FROM enrollment_plans
        WHERE province_code = '41' AND plan_type = '国家专项' AND institution_id IS NOT NULL GROUP BY 1, 2 ORDER BY year DESC, seats DESC LIMIT 1`,
    )
    expect(pick).toBeDefined()
    const plan = (r: ToolResult) => (r.data.Plans as { PlanType: string; Seats: number }[]).find((p) => p.PlanType === '国家专项')!
    const who = (r: ToolResult) => (r.data.Rules as { PlanType: string; Eligibility: string }[]).find((x) => x.PlanType === '国家专项')!.Eligibility
    const { message, results } = await groundedAndInvented(
      '这所学校在河南的国家专项招多少人，谁能报',
      [{ name: 'special_plans', args: { SchoolId: pick!.institution_id, ProvinceId: 41, PlanType: '国家专项' } }],
      ([r]) => `${(r!.data as { Year: number }).Year}年国家专项计划 ${plan(r!).Seats} 人；${who(r!)}。`,
      ([r]) => plan(r!).Seats,
    )
    expect((results[0]!.data as { Year: number }).Year).toBe(pick!.year)
    expect(plan(results[0]!).Seats).toBe(pick!.seats)
    expect(message.Content).toContain('脱贫县')
  })

  it('major_requirements: the plans of a major by 选科, and how many a candidate’s subjects may fill', async () => {
    type Check = { Open: number; ClosedPlans: number }
    const { results } = await groundedAndInvented(
      '选物化生能报多少临床医学',
      [{ name: 'major_requirements', args: { Major: '临床医学', SubjectType: '物理类', Subjects: ['physics', 'chemistry', 'biology'] } }],
      ([r]) => {
        const d = r!.data as { Year: number; Plans: number; Check: Check }
        return `${d.Year}年临床医学共 ${d.Plans} 条招生计划，你的选科能报 ${d.Check.Open} 条，${d.Check.ClosedPlans} 条不能报。`
      },
      ([r]) => (r!.data as { Check: Check }).Check.Open,
    )
    const d = results[0]!.data as { Year: number; Plans: number; Check: Check }
    expect(d.Check.Open + d.Check.ClosedPlans).toBe(d.Plans)
    const [n] = await h.app.db.query<{ plans: number }>(
      "SELECT COUNT(*)::int AS plans FROM enrollment_plans WHERE year = $1 AND major_name LIKE '临床医学%' AND (plan_type IS NULL OR plan_type = '普通类')",
      [d.Year],
    )
    expect(n!.plans).toBeGreaterThanOrEqual(d.Check.Open)
  })

  it('school_strengths: the 一流专业 and a discipline’s grade, as the reference lists them', async () => {
    type Strengths = { FirstClassMajors: string[]; Evaluations: { Name: string; Grade: string }[] }
    const { message } = await groundedAndInvented(
      '郑州大学哪些专业强，学科评估怎么样',
      [{ name: 'school_strengths', args: { SchoolId: ZZU } }],
      ([r]) => {
        const d = r!.data as Strengths
        return `郑州大学有 ${d.FirstClassMajors.length} 个国家级一流本科专业建设点，如${d.FirstClassMajors.slice(0, 3).join('、')}；${d.Evaluations[0]!.Name}评估为 ${d.Evaluations[0]!.Grade}。`
      },
      () => 100,
    )
    expect(message.Content).toContain('临床医学')
  })

  it('subject_requirement_check: a college’s groups a candidate’s 选科 may fill', async () => {
    const { results } = await groundedAndInvented(
      '选物化生能报郑州大学在河南的哪些组',
      [{ name: 'subject_requirement_check', args: { SchoolId: ZZU, ProvinceId: 41, Subjects: ['physics', 'chemistry', 'biology'] } }],
      ([r]) => {
        const d = r!.data as { Year: number; Total: number; EligibleCount: number; List: Row[] }
        return `${d.Year}年郑州大学在河南列出 ${d.Total} 个专业组/专业的选科要求，你的选科能报其中 ${d.EligibleCount} 个。`
      },
      () => 100,
    )
    const d = results[0]!.data as { Total: number; EligibleCount: number; List: { Eligible: boolean }[] }
    expect(d.Total).toBeGreaterThan(0)
    expect(d.EligibleCount).toBe(d.List.filter((l) => l.Eligible).length)
  })

  it('auto_table: the one-tap table of the saved score, its wish count the page’s own', async () => {
    type Table = { BatchName: string; TargetYear: number; WishCount: number; Admitted: string }
    const { message, results } = await groundedAndInvented(
      '按我的分数一键生成一张志愿表',
      [{ name: 'auto_table', args: {} }],
      ([r]) => {
        const d = r!.data as Table
        return `已生成${d.TargetYear}年${d.BatchName}志愿表：共 ${d.WishCount} 个志愿，整体录取概率 ${d.Admitted}（表还没保存，点卡片编辑）。`
      },
      ([r]) => (r!.data as Table).WishCount,
    )
    const batch = (await h.app.call('Wish/BatchList', {}, token)).data!.find((b) => b.IsAvailable)!
    const page = (await h.app.call('Wish/AutoTable', { BatchId: batch.BatchId }, token)).data!
    expect((results[0]!.data as Table).WishCount).toBe(page.Wishes.length)
    expect(message.Cards).toContainEqual(expect.objectContaining({ Kind: 'wish', Query: { batchId: page.BatchId } }))
  })

  it('my_score_profile: the candidate’s own saved score and its rank', async () => {
    const { results } = await groundedAndInvented(
      '我保存的成绩排多少名',
      [{ name: 'my_score_profile', args: {} }],
      ([r]) => {
        const d = r!.data as { Year: number; ProvinceName: string; SubjectTypeName: string; Score: number; Rank: number }
        return `你保存的是${d.Year}年${d.ProvinceName}${d.SubjectTypeName} ${d.Score} 分，位次 ${d.Rank}。`
      },
      ([r]) => (r!.data as { Rank: number }).Rank,
    )
    const d = results[0]!.data as { Year: number; Score: number; Rank: number }
    const [row] = await h.app.db.query<{ cumulative: number }>(
      "SELECT cumulative FROM score_rank_rows WHERE province_code = '41' AND year = $1 AND subject_type = '物理类' AND score = $2",
      [d.Year, d.Score],
    )
    expect(d.Score).toBe(580)
    expect(d.Rank).toBe(row!.cumulative)
  })
})
