import { ORDINARY, planTypeOfRow, tieBreakOf } from '@gk/domain'
import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * ADR 094 over real HTTP, phrasings of our own: a table of several provinces' batch lines, of several colleges' lowest
 * line, of several majors of one college; a chance asked against 今年/去年的投档线 states that line; 同分排序 of a
 * province from the domain's rules (or said missing). Every number is read here with SQL.
 */
const { app, tokens, ask } = aiDataPerFile({
  student: { mobile: '13600009401', member: true },
  hubei600: { mobile: '13600009402', profile: { ProvinceId: 42, Score: 600, Track: '物理类', Subjects: ['chemistry', 'biology'] } },
})
type Row = {
  year: number
  min_score: number
  min_rank: number | null
  plan_type: string | null
  batch: string | null
  major_group: string | null
  major_name: string | null
  institution_name: string
}
/** the ordinary plan's rows of the main batch (the domain's reading of a row's plan type), which a table or a chance is read against */
const ordinaryOf = (rows: Row[]) => rows.filter((r) => planTypeOfRow(r) === ORDINARY && !/提前|专科/.test(r.batch ?? ''))
const ROWS = `SELECT a.year, a.min_score, a.min_rank, a.plan_type, a.batch, a.major_group, a.major_name, i.name AS institution_name
  FROM admission_results a JOIN institutions i ON i.id = a.institution_id`

describe('a table of several provinces’ batch lines', () => {
  const voices = [
    '湖北、湖南、江西2025年物理类本科线做个表格',
    '想比一比鄂湘赣三省2025年物理类本科线，能列成表吗',
    '表 2025 物理 本科线 湖北 湖南 江西',
    '把鄂湘赣2025物理本科线给我排个表嘛',
    '湖北湖南江西2025物理本科先表格',
  ]
  it.each(voices)('%s', async (voice) => {
    const a = await ask(voice)
    expect(a.Intent).toBe('lines_table')
    expect(a.Content).not.toMatch(/请告诉我你所在的省份|哪个省/)
    // the year and the track the title names are not repeated in every row (they wrapped at 390 px)
    expect(a.Content).not.toMatch(/\| 年份 \|/)
    for (const code of ['42', '43', '36']) {
      const rows = await app.db.query<{ score: number }>(
        `SELECT score FROM control_lines WHERE province_code = $1 AND year = 2025 AND subject_type = '物理类' AND batch LIKE '%本科%' AND category = '普通类'`,
        [code],
      )
      expect(rows.length, code).toBeGreaterThan(0)
      expect(
        rows.some((r) => a.Content.includes(`| ${r.score} |`)),
        `${code}: ${a.Content}`,
      ).toBe(true)
    }
  })
})

describe('a table of several colleges’ lowest line in one province and year', () => {
  const voices = [
    '郑州大学、河南大学、河南师范大学2025年在河南物理类最低分和位次列个表',
    '孩子想看郑大、河南大学、河南师范大学2025年河南物理类的最低投档线，能做成表格吗',
    '表格 郑州大学 河南大学 河南师范大学 2025 河南 物理 最低分 位次',
    '郑大、河南大学、河南师范大学2025河南物理类最低线帮我排个表呗',
    '郑州大学河南大学河南师范大学2025河南物理最低投档线位次做个表格',
  ]
  it.each(voices)('%s', async (voice) => {
    const a = await ask(voice)
    expect(a.Intent).toBe('lines_table')
    for (const name of ['郑州大学', '河南大学', '河南师范大学']) {
      const row = new RegExp(`\\| ${name} \\| 河南 \\| (?:2025 \\| )?(?:物理类 \\| )?(\\d+) \\| (\\d+) \\|`).exec(a.Content)
      expect(row, `${name}: ${a.Content}`).not.toBeNull()
      const lines = await app.db.query<Row>(
        `${ROWS} WHERE i.name = $1 AND a.province_code = '41' AND a.year = 2025 AND a.subject_type = '物理类' AND a.min_score IS NOT NULL`,
        [name],
      )
      // the college's own 专业组 lines (a bare code): not a major's row of a group, nor a unit filed apart (单列专业组, a campus)
      const ordinary = ordinaryOf(lines).filter((l) => /^[A-Za-z]?\d{1,6}[A-Za-z]?$/.test(l.major_group ?? ''))
      // the row shown is one of the college's own lines that year, and no ordinary line of it is lower
      expect(
        lines.some((l) => l.min_score === Number(row![1]) && l.min_rank === Number(row![2])),
        name,
      ).toBe(true)
      expect(Math.min(...ordinary.map((l) => l.min_score)), name).toBe(Number(row![1]))
    }
  })
})

describe('a table of several majors of one college', () => {
  const voices = [
    '浙江工业大学法学、化学工程与工艺、计算机科学与技术2025年在浙江的分数和位次做成表',
    '浙工大的法学、化学工程与工艺和计算机科学与技术，2025年浙江录取分位次能列个表吗',
    '表格 浙江工业大学 法学 化学工程与工艺 计算机科学与技术 2025 浙江',
  ]
  it.each(voices)('%s', async (voice) => {
    const a = await ask(voice)
    expect(a.Intent).toBe('lines_table')
    for (const asked of ['法学', '化学工程与工艺', '计算机科学与技术']) {
      const row = new RegExp(`\\| ${asked} \\| ([^|]+) \\| (?:2025 \\| )?(?:[^|\\d]+ \\| )?(\\d+) \\| (\\d+) \\|`).exec(a.Content)
      expect(row, `${asked}: ${a.Content}`).not.toBeNull()
      const [hit] = await app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM admission_results a JOIN institutions i ON i.id = a.institution_id
          WHERE i.name = '浙江工业大学' AND a.province_code = '33' AND a.year = 2025 AND a.major_name = $1 AND a.min_score = $2 AND a.min_rank = $3`,
        [row![1]!.trim(), Number(row![2]), Number(row![3])],
      )
      expect(hit!.n, asked).toBeGreaterThan(0)
    }
  })
})

describe('a chance asked against this year’s line states that line', () => {
  const voices = [
    '照今年的投档线看，我这分够得着华中农业大学吗',
    '孩子的分数按最新的录取线，华中农业大学有戏不',
    '华中农业大学 对照今年投档线 我的分',
    '看今年的分数线，华中农业大学我能冲一下不',
    '按今年投档线我能上华中农业大学么',
  ]
  it.each(voices)('%s', async (voice) => {
    const a = await ask(voice, tokens.hubei600)
    expect(a.Intent).toBe('admission_chance')
    const said = /华中农业大学(\d{4})年在湖北物理类的最低投档线：(\d+)分，位次 (\d+)/.exec(a.Content)
    expect(said, a.Content).not.toBeNull()
    const lines = await app.db.query<Row>(
      `${ROWS} WHERE i.name = '华中农业大学' AND a.province_code = '42' AND a.subject_type = '物理类' AND a.min_score IS NOT NULL`,
    )
    const newest = Math.max(...ordinaryOf(lines).map((l) => l.year))
    const ordinary = ordinaryOf(lines).filter((l) => l.year === newest)
    expect(Number(said![1])).toBe(newest)
    expect(Number(said![2])).toBe(Math.min(...ordinary.map((l) => l.min_score)))
    expect(ordinary.some((l) => l.min_score === Number(said![2]) && l.min_rank === Number(said![3]))).toBe(true)
    expect(a.Content).toMatch(/\d+%/)
  })
})

describe('同分排序 of a province', () => {
  it.each(['山东投档时同分考生怎么排先后', '山东 同分 排序规则', '俺们山东分数一样的话谁排前头嘞'])(
    '%s: the domain’s order, subjects in turn',
    async (voice) => {
      const a = await ask(voice)
      expect(a.Intent).toBe('tie_break')
      const order = tieBreakOf('山东')[0]!.order
      const at = order.map((step) => a.Content.indexOf(step))
      expect(
        at.every((i) => i >= 0),
        a.Content,
      ).toBe(true)
      expect([...at].sort((x, y) => x - y)).toEqual(at)
    },
  )
  it.each(['湖北投档同分怎么排', '湖北这边总分相同看哪科'])('%s: a province without a rule in the data is said so', async (voice) => {
    const a = await ask(voice)
    expect(a.Intent).toBe('tie_break')
    expect(a.Content).toContain('数据里还没有**湖北**的同分排序规则')
    expect(a.Content).not.toMatch(/^\*\*湖北\d{4}年/m)
  })
})
