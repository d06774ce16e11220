import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * Issue 31, the line classes left by holdout v9 (ADR 081), over real HTTP with the built-in engine and the real dataset,
 * in phrasings of our own: a named major's own unit (not an honours class), one group code a college fills under several
 * 院校代码, the province asked for a national college's line and assumed for a provincial one, groups by code in 天津,
 * and every chance with its risk in words. Expected numbers are read here with SQL.
 */
const {
  app,
  tokens,
  askText: ask,
} = aiDataPerFile({
  member: { mobile: '13600008101' },
  // a saved 湖北 物理类 profile: the province is known, so a line is answered there without asking
  saved: { mobile: '13600008102', member: false, profile: { ProvinceId: 42, Score: 600, Track: '物理类', Subjects: ['chemistry', 'biology'] } },
})

/** The newest ordinary line of a unit of a college in its home province, by the unit's exact name. */
async function unitLine(college: string, unit: string) {
  const [row] = await app.db.query<{ min_score: number; min_rank: number | null; year: number }>(
    `SELECT a.min_score, a.min_rank, a.year FROM admission_results a JOIN institutions i ON i.id = a.institution_id
      WHERE i.name = $1 AND a.province_code = i.province_code AND a.major_name = $2 AND a.plan_type = '普通类'
      ORDER BY a.year DESC LIMIT 1`,
    [college, unit],
  )
  expect(row, `${college} ${unit}`).toBeDefined()
  return row!
}

describe('a named major is answered with its own unit, not a class apart (ADR 081)', () => {
  it('gives the 类 unit asked, with its year, line and rank, and not the honours class sharing its name', async () => {
    const line = await unitLine('浙江工业大学', '计算机类')
    const a = await ask('想了解一下浙工大计算机类专业在浙江省的录取最低分和位次')
    expect(a).toContain(String(line.min_score))
    expect(a).toContain(String(line.min_rank))
    expect(a).not.toMatch(/“[^”]*基地班[^”]*”的录取线/)
  })
  it('reads a college, a major and the province with no line word as that major’s line', async () => {
    const line = await unitLine('东北大学', '计算机科学与技术')
    const a = await ask('东大 计算机科学与技术 辽宁 物理类')
    expect(a).toContain('东北大学')
    expect(a).toContain(String(line.min_score))
  })
})

describe('one group code under several 院校代码 (ADR 081)', () => {
  it('tells each unit of the college apart instead of naming one code several times', async () => {
    const a = await ask('福建历史类考了610分，厦门大学报得上吗')
    const rows = a.split('\n').filter((l) => l.startsWith('| 专业组'))
    expect(rows.length).toBeGreaterThan(1)
    const labels = rows.map((l) => l.split('|')[1]!.trim())
    expect(new Set(labels).size).toBe(labels.length)
    expect(a).toMatch(/面向厦门|面向漳州|院校代码\d+/)
  })
})

describe('a college’s line with no province (ADR 081, narrowing ADR 067)', () => {
  it('asks the province in one short question for a college that recruits nationwide', async () => {
    for (const q of ['南开大学一般多少分能进', '中山大学录取线大概是多少']) {
      const a = await ask(q)
      expect(a, q).toMatch(/你在哪个省份参加高考？/)
      expect(a.length, q).toBeLessThan(80)
    }
  })
  it('answers a province’s own college on its home province, saying so', async () => {
    const a = await ask('河北工业大学的分数线是多少')
    expect(a).toMatch(/河北/)
    expect(a).toMatch(/你没说省份/)
  })
  it('uses the saved province without asking', async () => {
    const a = await ask('南开大学一般多少分能进', tokens.saved)
    expect(a).toContain('湖北')
    expect(a).not.toMatch(/哪个省份/)
  })
})

describe('groups by code in 天津 and 北京, terse (ADR 081)', () => {
  it('answers the groups’ lines of a 天津 college asked as 专业组线', async () => {
    const a = await ask('南开大学2025年天津的专业组线')
    expect(a).toMatch(/录取线/)
    expect(a).toMatch(/各专业组/)
  })
  it('finds the province from a bare 天津 group code when none is named', async () => {
    const [row] = await app.db.query<{ major_group: string; min_score: number }>(
      `SELECT a.major_group, a.min_score FROM admission_results a JOIN institutions i ON i.id = a.institution_id
        WHERE i.name = '南开大学' AND a.province_code = '12' AND a.year = 2025 AND a.unit_level = 'major-group' AND a.plan_type = '普通类'
        ORDER BY a.min_score DESC LIMIT 1`,
    )
    const code = /\d{6}/.exec(row!.major_group)![0]
    const a = await ask(`南开 ${code} 2025`)
    expect(a).toMatch(/按天津/)
    expect(a).toContain(String(row!.min_score))
  })
  it('answers a terse 北京 line question with the line', async () => {
    const a = await ask('北京 北大 2025 投档')
    expect(a).toMatch(/北京大学在北京/)
    expect(a).toMatch(/最低录取线/)
  })
})

describe('a chance says its risk in words in the same sentence (ADR 081)', () => {
  it('puts a tier in words beside every percentage', async () => {
    for (const q of ['河南物理类600分，郑州大学有戏吗', '山东 位次8000 山大软件工程']) {
      const a = await ask(q)
      const withNumber = a.split('\n').filter((l) => /\d+%/.test(l) && !l.startsWith('>'))
      expect(withNumber.length, q).toBeGreaterThan(0)
      for (const l of withNumber) expect(l, q).toMatch(/难度|稳妥|把握|保底|几乎必录/)
    }
  })
})

describe('a year in the question names no unit, and a bare group code reads as a group', () => {
  it('answers 「武汉大学2025年…最低分」 with the college, not the row 口腔医学(5年) its 「5年」 shares', async () => {
    const a = await ask('武汉大学2025年在湖北物理类最低分多少')
    expect(a).not.toMatch(/口腔医学/)
    expect(a).toMatch(/武汉大学在湖北物理类近\d年的普通类最低录取线/)
    // a year whose group rows carry only their code (「12」) names them 「第12组」, never a bare number
    expect(a).not.toMatch(/\| \d{1,3}（共/)
  })
})
