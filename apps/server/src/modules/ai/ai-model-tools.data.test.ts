import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startModelHarness, type ToolResult } from './ai-model.test-helpers.ts'

/**
 * Issue 31 item 5: with AI_PROVIDER=openai the stub calls each tool the earlier model-path tests did not
 * (or only with arguments it refused), and the answer it writes from the tool results reaches the student
 * as the model wrote it: the tool's numbers, the sources with their years, no fallback. Where the number
 * is data, it is read again here with SQL (an independent path from the tool).
 */
let h: Awaited<ReturnType<typeof startModelHarness>>
let token: string
let wishId = 0

const ZZU = '4141010459'
const ZJU = '4133010335'
type Row = Record<string, unknown>
const list = (r: ToolResult, key: string) => r.data[key] as Row[]

beforeAll(async () => {
  h = await startModelHarness()
  token = await h.member('13600007001')
  // a 江苏 物理类 600 candidate with a saved table and a Holland test: the user tools have something to read
  const profile = await h.app.call(
    'User/EditUserScore',
    { ProvinceId: 32, Year: 2026, Score: 600, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] },
    token,
  )
  expect(profile.code).toBe(0)
  const forecast = await h.app.call('Wish/SchoolFirstListForecast', { BatchId: 'undergraduate', PageIndex: 1, PageSize: 5 }, token)
  const wishes = forecast.data!.List.map((r) => ({ UnitId: r.UnitId, MajorNames: [], IsAdjustmentAccepted: true }))
  const saved = await h.app.call('User/WishSpecialtyGroupSave', { BatchId: 'undergraduate', Name: '模型路径表', Wishes: wishes }, token)
  expect(saved.code).toBe(0)
  wishId = saved.data!.WishId
  // a Holland test answered through the app's own question list (each item's highest option)
  const sheet = (await h.app.call('Career/HollandQuestionList', {})).data!
  const answers = sheet.Questions.map((q) => ({ ID: q.ID, Value: q.Options.at(-1)!.Value }))
  expect((await h.app.call('Career/HollandTest', { Version: sheet.Version, Answers: answers }, token)).code).toBe(0)
}, 900_000)
afterAll(async () => {
  await h?.close()
})

/** What every answer here shares: the model's own text, its tools all answered, sources named with years where data has one. */
function expectModelAnswer(message: { Engine: string; ToolCalls: { Name: string; Ok: boolean }[] }, names: string[]) {
  expect(message.Engine).toBe('openai')
  expect(message.ToolCalls.map((c) => [c.Name, c.Ok])).toEqual(names.map((n) => [n, true]))
}

describe('model path: lookups of ranks, colleges and majors', () => {
  it('rank_to_score: the score of a rank, from the table year it names', async () => {
    const { message, results } = await h.viaModel(
      '河南物理类位次20000大概多少分',
      token,
      [{ name: 'rank_to_score', args: { ProvinceId: 41, Rank: 20000, SubjectType: '物理类' } }],
      ([r]) => {
        const d = r!.data as { Year: number; Score: number }
        return `按${d.Year}年河南物理类一分一段表，位次20000约 ${d.Score} 分。`
      },
    )
    expectModelAnswer(message, ['rank_to_score'])
    const d = results[0]!.data as { Year: number; Score: number }
    // the score whose cumulative count first reaches the rank, read from the table rows
    const [row] = await h.app.db.query<{ score: number }>(
      "SELECT score FROM score_rank_rows WHERE province_code = '41' AND year = $1 AND subject_type = '物理类' AND cumulative >= 20000 ORDER BY score DESC LIMIT 1",
      [d.Year],
    )
    expect(d.Score).toBe(row!.score)
    expect(message.Content).toContain(`约 ${row!.score} 分`)
    expect(message.Sources).toContainEqual(expect.objectContaining({ Label: `${d.Year}年物理类一分一段表`, Year: d.Year }))
  })

  it('school_facts: where a college is and its 985/211 tags', async () => {
    const { message, results } = await h.viaModel('郑州大学在哪个城市，什么层次', token, [{ name: 'school_facts', args: { SchoolId: ZZU } }], ([r]) => {
      const d = r!.data as { SchoolName: string; City: string; Tags: string[] }
      return `${d.SchoolName}位于${d.City}，是${d.Tags.join('、')}高校。`
    })
    expectModelAnswer(message, ['school_facts'])
    const [row] = await h.app.db.query<{ name: string }>('SELECT name FROM institutions WHERE id = $1', [ZZU])
    expect(message.Content).toContain(row!.name)
    expect(message.Content).toContain((results[0]!.data as { City: string }).City)
    expect(message.Content).toContain('211')
    expect(message.Cards).toContainEqual(expect.objectContaining({ Kind: 'school', Query: { id: ZZU } }))
  })

  it('admission_history: a year’s lowest line and rank, each a row of the admission data', async () => {
    const { message, results } = await h.viaModel(
      '郑州大学在河南物理类往年最低多少分',
      token,
      [{ name: 'admission_history', args: { SchoolId: ZZU, ProvinceId: 41, SubjectType: '物理类' } }],
      ([r]) => {
        const l = list(r!, 'List')[0] as { Year: number; MinScore: number; MinRank: number }
        return `${l.Year}年郑州大学在河南物理类最低 ${l.MinScore} 分，位次 ${l.MinRank}。`
      },
    )
    expectModelAnswer(message, ['admission_history'])
    const l = list(results[0]!, 'List')[0] as { Year: number; MinScore: number; MinRank: number }
    const rows = await h.app.db.query('SELECT 1 FROM admission_results WHERE institution_id = $1 AND province_code = $2 AND year = $3 AND min_score = $4', [
      ZZU,
      '41',
      l.Year,
      l.MinScore,
    ])
    expect(rows.length).toBeGreaterThan(0)
    expect(message.Content).toContain(`最低 ${l.MinScore} 分，位次 ${l.MinRank}`)
    expect(message.Sources).toContainEqual(expect.objectContaining({ Label: `${l.Year}年录取数据`, Year: l.Year }))
  })

  it('major_facts: a major’s length and degree from the catalogue', async () => {
    const { message, results } = await h.viaModel('临床医学读几年，授什么学位', token, [{ name: 'major_facts', args: { Name: '临床医学' } }], ([r]) => {
      const d = r!.data as { Name: string; Years: number; Degree: string }
      return `${d.Name}学制 ${d.Years} 年，授${d.Degree}学位。`
    })
    expectModelAnswer(message, ['major_facts'])
    const id = (results[0]!.data as { SpecialtyId: string }).SpecialtyId
    const [row] = await h.app.db.query<{ years: number; degree: string }>("SELECT years, degree FROM majors WHERE id = $1 AND name = '临床医学'", [id])
    expect(message.Content).toContain(`学制 ${row!.years} 年`)
    expect(message.Content).toContain(row!.degree)
    expect(message.Cards.some((c) => c.Kind === 'major' && c.Title === '临床医学')).toBe(true)
  })

  it('occupations_by_holland: the occupations of a code, counted', async () => {
    const { message, results } = await h.viaModel('霍兰德IA适合什么职业', token, [{ name: 'occupations_by_holland', args: { Code: 'ia' } }], ([r]) => {
      const d = r!.data as { Code: string; Total: number; List: { Name: string }[] }
      return `兴趣代码${d.Code}匹配 ${d.Total} 个职业，例如${d.List.slice(0, 3)
        .map((o) => o.Name)
        .join('、')}。`
    })
    expectModelAnswer(message, ['occupations_by_holland'])
    const d = results[0]!.data as { Code: string; Total: number; List: { Name: string }[] }
    expect(d.Code).toBe('IA')
    expect(d.Total).toBeGreaterThan(0)
    const [first] = await h.app.db.query<{ holland: string }>('SELECT holland FROM occupations WHERE name = $1', [d.List[0]!.Name])
    expect(first!.holland).toMatch(/^I|^A|I.*A|A.*I/)
    expect(message.Content).toContain(`匹配 ${d.Total} 个职业`)
  })

  it('province_rules: the exam model and the slots of each batch', async () => {
    const { message, results } = await h.viaModel(
      '河南是什么高考模式，本科批能填几个志愿',
      token,
      [{ name: 'province_rules', args: { ProvinceId: 41 } }],
      ([r]) => {
        const d = r!.data as { Year: number; ExamModel: string; Batches: { Name: string; MaxWishes: number }[] }
        const b = d.Batches.find((x) => x.Name.includes('本科'))!
        return `${d.Year}年河南是${d.ExamModel}模式，${b.Name}最多填 ${b.MaxWishes} 个志愿。`
      },
    )
    // before the model's own run, the rule text the engine gives the model reads the province's rules for each part asked
    // (the exam model and the slots, ADR 117)
    expect(message.Engine).toBe('openai')
    expect(message.ToolCalls.length).toBeGreaterThanOrEqual(2)
    for (const c of message.ToolCalls) expect([c.Name, c.Ok]).toEqual(['province_rules', true])
    const d = results[0]!.data as { Year: number; Batches: { Name: string; MaxWishes: number }[] }
    expect(message.Content).toMatch(new RegExp(`最多填 ${d.Batches.find((x) => x.Name.includes('本科'))!.MaxWishes} 个志愿`))
    expect(message.Sources).toContainEqual(expect.objectContaining({ Year: d.Year }))
  })
})

describe('model path: plans and lines of one college', () => {
  it('enrollment_plans: the ordinary seats, the same sum as the plan rows', async () => {
    const { message, results } = await h.viaModel(
      '浙大在浙江招多少人',
      token,
      [{ name: 'enrollment_plans', args: { SchoolId: ZJU, ProvinceId: 33 } }],
      ([r]) => {
        const d = r!.data as { Year: number; OrdinarySeats: number }
        return `${d.Year}年浙江大学在浙江普通类计划招生 ${d.OrdinarySeats} 人。`
      },
    )
    expectModelAnswer(message, ['enrollment_plans'])
    const year = (results[0]!.data as { Year: number }).Year
    const [sum] = await h.app.db.query<{ seats: number }>(
      "SELECT COALESCE(SUM(plan_count), 0)::int AS seats FROM enrollment_plans WHERE institution_id = $1 AND province_code = '33' AND year = $2 AND (plan_type IS NULL OR plan_type = '普通类')",
      [ZJU, year],
    )
    expect(sum!.seats).toBeGreaterThan(0)
    expect(message.Content).toContain(`招生 ${sum!.seats} 人`)
    expect(message.Sources).toContainEqual(expect.objectContaining({ Label: `${year}年招生计划`, Year: year }))
  })

  it('major_groups: how many groups and one group’s 选科', async () => {
    const { message, results } = await h.viaModel(
      '郑州大学在河南物理类有几个专业组',
      token,
      [{ name: 'major_groups', args: { SchoolId: ZZU, ProvinceId: 41, SubjectType: '物理类' } }],
      ([r]) => {
        const d = r!.data as { Year: number; Count: number; Groups: { GroupName: string; Requirement: string }[] }
        return `${d.Year}年郑州大学在河南物理类共 ${d.Count} 个专业组，其中${d.Groups[0]!.GroupName}的选科要求是${d.Groups[0]!.Requirement || '不限'}。`
      },
    )
    expectModelAnswer(message, ['major_groups'])
    const d = results[0]!.data as { Year: number; Count: number; From: string; Groups: { GroupName: string }[] }
    const table = d.From === '招生计划' ? 'enrollment_plans' : 'admission_results'
    const [n] = await h.app.db.query<{ groups: number }>(
      `SELECT COUNT(DISTINCT major_group)::int AS groups FROM ${table} WHERE institution_id = $1 AND province_code = '41' AND year = $2 AND subject_type = '物理类'
         AND major_group IS NOT NULL AND (plan_type IS NULL OR plan_type = '普通类')`,
      [ZZU, d.Year],
    )
    expect(d.Count).toBe(n!.groups)
    expect(message.Content).toContain(`共 ${n!.groups} 个专业组`)
    expect(message.Content).toContain(d.Groups[0]!.GroupName)
  })

  it('major_lines: one major’s lowest score and rank in a 专业+院校 province', async () => {
    const { message, results } = await h.viaModel(
      '浙大在浙江各专业录取分',
      token,
      [{ name: 'major_lines', args: { SchoolId: ZJU, ProvinceId: 33 } }],
      ([r]) => {
        const l = list(r!, 'List')[0] as { Major: string; MinScore: number; MinRank: number }
        return `${(r!.data as { Year: number }).Year}年浙江大学${l.Major}最低 ${l.MinScore} 分，位次 ${l.MinRank}。`
      },
    )
    expectModelAnswer(message, ['major_lines'])
    const d = results[0]!.data as { Year: number; List: { Major: string; MinScore: number }[] }
    const l = d.List[0]!
    const rows = await h.app.db.query(
      "SELECT 1 FROM admission_results WHERE institution_id = $1 AND province_code = '33' AND year = $2 AND major_name = $3 AND min_score = $4",
      [ZJU, d.Year, l.Major, l.MinScore],
    )
    expect(rows.length).toBeGreaterThan(0)
    expect(message.Content).toContain(`${l.Major}最低 ${l.MinScore} 分`)
    expect(message.Sources).toContainEqual(expect.objectContaining({ Label: `${d.Year}年专业录取数据`, Year: d.Year }))
  })

  it('school_lines: a special plan’s line named with its plan type and eligibility, and no probability', async () => {
    // a college with a 专项 line in 河南, found in the data rather than named here
    const [pick] = await h.app.db.query<{ institution_id: string }>(
      "SELECT institution_id FROM admission_results WHERE province_code = '41' AND plan_type LIKE '%专项%' AND institution_id IS NOT NULL AND min_score IS NOT NULL ORDER BY year DESC, institution_id LIMIT 1",
    )
    expect(pick).toBeDefined()
    const { message, results } = await h.viaModel(
      '这所学校专项的线是多少',
      token,
      [{ name: 'school_lines', args: { SchoolId: pick!.institution_id, ProvinceId: 41 } }],
      ([r]) => {
        const l = list(r!, 'Lines').find((x) => String(x.PlanType).includes('专项')) as {
          Year: number
          PlanType: string
          MinScore: number
          Eligibility: string
        }
        return `${l.Year}年${l.PlanType}最低 ${l.MinScore} 分，只有符合资格的考生能报（${l.Eligibility || '见招生章程'}），它不是普通类的线，不能用来估算录取概率。`
      },
    )
    expectModelAnswer(message, ['school_lines'])
    const l = list(results[0]!, 'Lines').find((x) => String(x.PlanType).includes('专项')) as { Year: number; PlanType: string; MinScore: number }
    const rows = await h.app.db.query(
      "SELECT 1 FROM admission_results WHERE institution_id = $1 AND province_code = '41' AND year = $2 AND plan_type = $3 AND min_score = $4",
      [pick!.institution_id, l.Year, l.PlanType, l.MinScore],
    )
    expect(rows.length).toBeGreaterThan(0)
    expect(message.Content).toContain(`${l.PlanType}最低 ${l.MinScore} 分`)
    expect(message.Content).not.toMatch(/\d+\s*%/)
  })
})

describe('model path: the candidate’s own data and the one-tap table', () => {
  it('auto_table: the table generated from the saved score, summarised, with the card to edit it', async () => {
    const { message, results } = await h.viaModel('帮我一键生成志愿表', token, [{ name: 'auto_table', args: {} }], ([r]) => {
      const d = r!.data as { BatchName: string; TargetYear: number; WishCount: number; Admitted: string }
      return `已按你保存的成绩生成${d.TargetYear}年${d.BatchName}志愿表：共 ${d.WishCount} 个志愿，整体录取概率 ${d.Admitted}（表还没保存，点卡片编辑）。`
    })
    expectModelAnswer(message, ['auto_table'])
    const d = results[0]!.data as { BatchName: string; TargetYear: number; WishCount: number; Admitted: string }
    // the same engine as the page: the app's own one-tap call returns the same number of wishes
    const batch = (await h.app.call('Wish/BatchList', {}, token)).data!.find((b) => b.IsAvailable)!
    const page = (await h.app.call('Wish/AutoTable', { BatchId: batch.BatchId }, token)).data!
    expect(d.WishCount).toBe(page.Wishes.length)
    expect(message.Content).toContain(`共 ${page.Wishes.length} 个志愿`)
    expect(message.Cards).toContainEqual(expect.objectContaining({ Kind: 'wish', Title: '打开一键生成，编辑并保存志愿表', Query: { batchId: page.BatchId } }))
    expect(message.Sources).toContainEqual(expect.objectContaining({ Year: page.TargetYear }))
  })

  it('my_wish_tables and wish_table_analysis: the user’s own table, its wishes and simulated chance', async () => {
    const { message, results } = await h.viaModel(
      '我保存的志愿表怎么样',
      token,
      [
        { name: 'my_wish_tables', args: {} },
        { name: 'wish_table_analysis', args: { WishId: wishId } },
      ],
      ([tables, analysis]) => {
        const t = list(tables!, 'List')[0] as { Name: string; WishCount: number }
        const a = analysis!.data as { Admitted: number }
        return `你保存了 ${(tables!.data as { Count: number }).Count} 张表；${t.Name}有 ${t.WishCount} 个志愿，模拟录取概率 ${Math.round(a.Admitted * 100)}%。`
      },
    )
    expectModelAnswer(message, ['my_wish_tables', 'wish_table_analysis'])
    const detail = (await h.app.call('User/WishDetail', { WishId: wishId }, token)).data!
    expect(message.Content).toContain(`模拟录取概率 ${Math.round(detail.Analysis.Admitted * 100)}%`)
    expect(message.Content).toContain(`模型路径表有 ${detail.Wishes.length} 个志愿`)
    expect((results[1]!.data as { WishId: number }).WishId).toBe(wishId)
    expect(message.Cards).toContainEqual(expect.objectContaining({ Kind: 'wish', Query: { id: String(wishId) } }))
  })

  it('my_assessments: the user’s own Holland result', async () => {
    const { message, results } = await h.viaModel('我的测评结果是什么', token, [{ name: 'my_assessments', args: {} }], ([r]) => {
      const t = list(r!, 'List')[0] as { Title: string; Summary: string }
      return `你做过${t.Title}，结果：${t.Summary}。`
    })
    expectModelAnswer(message, ['my_assessments'])
    const mine = (await h.app.call('User/TestList', {}, token)).data!
    expect(list(results[0]!, 'List')).toHaveLength(mine.length)
    expect(message.Content).toContain(mine[0]!.Summary)
    expect(mine[0]!.Kind).toBe('holland')
  })
})
