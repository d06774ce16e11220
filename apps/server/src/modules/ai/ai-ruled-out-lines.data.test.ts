import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * ADR 095: a line asked with the plans it rules out (「中外合作和高校专项的除外」, 「非中外合作」) is the ordinary line; a
 * campus named by a province (天津校区) is not the candidate's province; colleges by colloquial short names (昌大, 武铁,
 * 哈工城); 线 typed as 先 after a batch; a chance with only the track missing asks for it in one short question; a
 * batch-merge premise answered with the lines. Over real HTTP through the built-in engine on the seeded dataset, in
 * phrasings of our own; expected lines read with SQL.
 */
const { app, ask } = aiDataPerFile({
  student: { mobile: '13600009511', member: false },
})

/** The lowest line of a college's rows of one plan type, track and year. */
async function lowest(college: string, province: string, year: number, track: string, planType = '普通类') {
  const rows = await app.db.query<{ min: number | null }>(
    `SELECT MIN(min_score) AS min FROM admission_results
      WHERE institution_id = (SELECT id FROM institutions WHERE name = $1) AND province_code = $2 AND year = $3
        AND subject_type = $4 AND COALESCE(plan_type, '普通类') = $5`,
    [college, province, year, track, planType],
  )
  return rows[0]?.min ?? null
}

describe('plans ruled out: the ordinary line', () => {
  it.each([
    ['湘潭大学2026湖南物理类最低投档分，中外合作和高校专项的除外', '湘潭大学', '43'],
    ['哈尔滨工程大学黑龙江物理类2026最低分（不包括中外合作、国家专项）', '哈尔滨工程大学', '23'],
  ])('%s', async (q, college, province) => {
    const ordinary = await lowest(college, province, 2026, '物理类')
    const coop = await lowest(college, province, 2026, '物理类', '中外合作')
    expect(ordinary).not.toBeNull()
    expect(coop).not.toBe(ordinary)
    const a = await ask(q)
    expect(a.Content).toContain(`| ${ordinary} |`)
    expect(a.Content).toContain('只含普通类')
    expect(a.Content).not.toMatch(/只含(中外合作|高校专项|国家专项)/)
  })

  it('a campus named by a province is not the province asked', async () => {
    const a = await ask('河北工业大学（天津校区的）在河北物理类2026投档线多少，非中外合作')
    expect(a.Content).toContain('河北工业大学在河北')
    expect(a.Content).not.toContain('在天津')
  })
})

describe('colleges by colloquial short names', () => {
  it.each([
    ['昌大在江西历史类去年投档线多少', '南昌大学'],
    ['武铁湖北历史类专科去年分数线', '武汉铁路职业技术学院'],
    ['哈工城在黑龙江物理类投档线', '哈尔滨工程大学'],
  ])('%s', async (q, name) => {
    const a = await ask(q)
    expect(a.Content).toContain(`**${name}在`)
  })
})

describe('线 typed as 先 after a batch', () => {
  it('answers the batch line', async () => {
    const typed = await ask('山西2025理科二本先多少')
    expect(typed.Content).toContain('批次控制线')
    expect(typed.Content).toBe((await ask('山西2025理科二本线多少')).Content)
  })
})

describe('what is missing, asked in one short question', () => {
  it('only the track: 科类', async () => {
    const a = await ask('江苏530分，南京工业大学有希望吗')
    expect(a.Content).toBe('你是哪个科类（物理类/历史类）？')
  })
  it('a chance said 有得上 with no score asks the score', async () => {
    const a = await ask('我湖北历史类的，武汉大学有得上不')
    expect(a.Content).toMatch(/分数/)
    expect(a.Content.length).toBeLessThan(120)
  })
})

describe('a batch-merge premise answered with the lines', () => {
  it('新疆 still draws 一批 and 二批', async () => {
    const a = await ask('新疆今年一批二批合并没有？理科线分别多少')
    expect(a.Content).toMatch(/^没有合并/)
    const plain = await ask('新疆2026理科本科线多少')
    for (const line of plain.Content.split('\n').filter((l) => /^\| 理科 \| 本科/.test(l))) expect(a.Content).toContain(line)
  })
})
