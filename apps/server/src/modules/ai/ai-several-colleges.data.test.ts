import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * ADR 137 over real HTTP, phrasings of our own: several colleges asked in one line each get their row (a table of
 * lines) or their column (a comparison), not only the first; a college's long name typed one edit off is that college.
 * Every number is read here with SQL.
 */
const { app, ask } = aiDataPerFile({ student: { mobile: '13600013701', member: true } })

/** The college's lowest ordinary line of the year in the province and track, as the table is asked to show it. */
async function lowest(name: string, province: string, year: number, track: string) {
  const rows = await app.db.query<{ min_score: number }>(
    `SELECT a.min_score FROM admission_results a JOIN institutions i ON i.id = a.institution_id
      WHERE i.name = $1 AND a.province_code = $2 AND a.year = $3 AND a.subject_type = $4 AND a.min_score IS NOT NULL`,
    [name, province, year, track],
  )
  return rows.map((r) => Number(r.min_score))
}

describe('several colleges’ lines asked in one line: a row for each', () => {
  const colleges = ['华中科技大学', '武汉大学', '中南财经政法大学']
  const voices = [
    '华科、武大、中南财经政法 2025年湖北物理类的线',
    '华科 武大 中南财经政法大学 三个学校2025年在湖北物理类录取分数',
    '给我一个表：华中科技大学、武汉大学、中南财经政法大学 2025 湖北 物理类',
    '想知道华科、武大和中南财经政发大学2025年湖北物理类最低分分别多少',
  ]
  it.each(voices)('%s', async (voice) => {
    const a = await ask(voice)
    expect(a.Intent).toBe('lines_table')
    for (const name of colleges) {
      const row = new RegExp(`\\| ${name} \\| 湖北 \\| (?:2025 \\| )?(?:物理类 \\| )?(\\d+) \\|`).exec(a.Content)
      expect(row, `${name}: ${a.Content}`).not.toBeNull()
      expect(await lowest(name, '42', 2025, '物理类'), name).toContain(Number(row![1]))
    }
  })
})

describe('a comparison of several colleges: a column for each', () => {
  it.each(['对比一下川大、重大、电子科大', '四川大学 重庆大学 电子科技大学 比较一下哪个好'])('%s', async (voice) => {
    const a = await ask(voice)
    expect(a.Intent).toBe('school_compare')
    const head = /\| 项目 \|([^\n]+)\|/.exec(a.Content)?.[1] ?? ''
    for (const name of ['四川大学', '重庆大学', '电子科技大学']) expect(head, a.Content).toContain(name)
  })
})

describe('a long name typed one edit off is that college', () => {
  it.each([
    ['湖北历史类中南财经政发大学2025年最低多少分', '中南财经政法大学', '42', '历史类'],
    ['中南大财经政法 2025 湖北 历史类 分数线', '中南财经政法大学', '42', '历史类'],
    ['山东考生，2025年中国海样大学多少分录取', '中国海洋大学', '37', '综合'],
  ])('%s', async (voice, name, province, track) => {
    const a = await ask(voice)
    expect(a.Content).toContain(name)
    const scores = await lowest(name, province, 2025, track)
    expect(
      scores.some((s) => a.Content.includes(String(s))),
      a.Content,
    ).toBe(true)
  })
})
