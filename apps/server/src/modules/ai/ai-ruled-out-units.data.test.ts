import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * ADR 097: a college's line asked with the parts it rules out (an independent college by its own part, a campus, a
 * medical school, art majors under a code of their own) is the college's own ordinary line; a college named only to say
 * it is not the one meant is not answered; an independent college asked beside its university is a second college
 * asked. Over real HTTP through the built-in engine on the seeded dataset, in phrasings of our own; expected lines read
 * with SQL.
 */
const { app, ask } = aiDataPerFile({
  student: { mobile: '13600009712', member: false },
})

/** The lowest ordinary line of a college in a province and year, over the rows whose source name passes `like`. */
async function lowest(college: string, province: string, year: number, like = '%') {
  const rows = await app.db.query<{ min: number | null }>(
    `SELECT MIN(min_score) AS min FROM admission_results
      WHERE institution_id = (SELECT id FROM institutions WHERE name = $1) AND province_code = $2 AND year = $3
        AND COALESCE(plan_type, '普通类') = '普通类' AND COALESCE(institution_name, '') LIKE $4`,
    [college, province, year, like],
  )
  return rows[0]?.min ?? null
}

describe('an independent college ruled out', () => {
  it.each([
    '宁波大学2026年浙江最低的专业几分？科学技术学院别算',
    '宁大（不含科技学院）26年浙江最低专业分',
    '宁波大学去年在浙江最低要几分，科学技术那个独立学院不要',
  ])('%s', async (q) => {
    const own = await lowest('宁波大学', '33', 2026)
    const child = await lowest('宁波大学科学技术学院', '33', 2026)
    expect(child).toBeLessThan(own!)
    const a = await ask(q)
    expect(a.Content).toContain('**宁波大学在浙江')
    expect(a.Content).toContain(`| 2026 | 综合 | 普通类平行录取第一段 | ${own} |`)
    expect(a.Content).not.toContain('没有找到')
  })
})

describe('art majors under a code of their own are not the ordinary line', () => {
  it('河北 2026: 重庆大学 历史类', async () => {
    const art = await lowest('重庆大学', '13', 2026, '%艺术类%')
    const a = await ask('重庆大学2026年河北历史类最低分，艺术类的不算')
    expect(art).not.toBeNull()
    expect(a.Content).toMatch(/艺术类专业另设代码/)
    expect(a.Content).not.toContain(`| 2026 | 历史类 | 本科批 | ${art} |`)
  })
})

describe('a college named only to say it is not the one meant', () => {
  it('南大（南开大学，不是南京大学）', async () => {
    const a = await ask('南大（南开大学，不是南京大学）2026年天津物理类最低分')
    expect(a.Content).toContain('**南开大学在天津')
    expect(a.Content).not.toContain('南京大学在')
  })
})

describe('an independent college asked beside its university', () => {
  it('each is answered with its own chance', async () => {
    const a = await ask('浙江560分，宁波大学我有希望吗？那科学技术学院呢')
    expect(a.Content).toContain('**宁波大学**')
    expect(a.Content).toContain('**宁波大学科学技术学院**')
    expect(a.Content).not.toContain('没有找到')
  })
})

describe('a campus ruled out where every unit names its campus', () => {
  it('南京医科大学 江苏 2026: the lowest of the other campus', async () => {
    const rows = await app.db.query<{ campus: string; min: number }>(
      `SELECT substring(major_name from '[（(]([^（）()]*校区)[）)]') AS campus, MIN(min_score) AS min FROM admission_results
        WHERE institution_id = (SELECT id FROM institutions WHERE name = '南京医科大学') AND province_code = '32'
          AND year = 2026 AND subject_type = '物理类' AND COALESCE(plan_type, '普通类') = '普通类' GROUP BY 1`,
    )
    const changzhou = rows.find((r) => r.campus === '常州校区')!.min
    const other = Math.min(...rows.filter((r) => r.campus && r.campus !== '常州校区').map((r) => r.min))
    expect(changzhou).toBeLessThan(other)
    const a = await ask('南京医科大学2026年江苏物理类投档最低分，常州校区的组都不算')
    expect(a.Content).toContain(`| 2026 | 物理类 | 本科批 | ${other} |`)
  })
})
