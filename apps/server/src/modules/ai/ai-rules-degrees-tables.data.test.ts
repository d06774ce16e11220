import { findProvincePolicy, tieBreakOf } from '@gk/domain'
import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * Issue 31, the facts and tables classes of ADR 109 over real HTTP, in phrasings of our own: several parts of one
 * province's rules asked at once (slots, total, 赋分, 平行/顺序), the degrees the MOE catalogue gives a major (more than
 * one for 80-odd majors), and several colleges' lines compared (with or without the word 表, a year not yet published).
 * Every number is read from the domain's rules or the database.
 */
const { app, ask } = aiDataPerFile({
  student: { mobile: '13600008401', member: false },
})
const yearOf = (content: string) => Number(/(\d{4})年/.exec(content)?.[1])

describe('several parts of one province’s rules asked at once', () => {
  it.each([
    '上海的高考满分是多少？本科批志愿能填几个',
    '家长问一下，上海本科普通批次可以报多少个志愿，总分多少分制',
    '上海 总分 志愿数',
    '上海那边志愿能填几个嘛，满分多少',
    '上海本科批志原数 总分夺少',
  ])('%s: the slots and the total, both the province’s own', async (voice) => {
    const a = await ask(voice)
    const policy = findProvincePolicy('shanghai', yearOf(a.Content))!
    expect(a.Content).toContain(`${policy.totalScore} 分`)
    expect(a.Content).toContain(`**${policy.batches[0]!.maxWishes} 个**`)
  })

  it.each(['辽宁的赋分是怎么算的', '辽宁再选科目赋分规则'])('%s: the province’s own bands, not the all-province text', async (voice) => {
    const a = await ask(voice)
    const bands = findProvincePolicy('liaoning', yearOf(a.Content))!.gradeConversion!.bands
    expect(a.Content).toContain('**辽宁')
    for (const b of bands) expect(a.Content).toContain(`| ${b.label} | ${Math.round(b.share * 100)}% | ${b.high}–${b.low} |`)
    expect(a.Content).not.toContain('3+3 省份')
  })

  it('海南总分是不是900: the number is the total asked about, the slots are answered too', async () => {
    const a = await ask('海南能填几个专业组，总分是不是900')
    const policy = findProvincePolicy('hainan', yearOf(a.Content))!
    expect(a.Content).toContain(`高考总分 ${policy.totalScore} 分`)
    expect(a.Content).toContain('标准分')
    expect(a.Content).toContain(`**${policy.batches[0]!.maxWishes} 个**`)
  })

  it('slots and 同分排序 together: both, the slots first as asked', async () => {
    const a = await ask('福建本科批能填多少专业组 同分怎么排')
    const policy = findProvincePolicy('fujian', yearOf(a.Content))!
    const slots = a.Content.indexOf(`**${policy.batches[0]!.maxWishes} 个**`)
    expect(slots).toBeGreaterThanOrEqual(0)
    expect(a.Content.indexOf(tieBreakOf('福建')[0]!.order[1]!)).toBeGreaterThan(slots)
  })

  it('平行还是顺序: the main batch is said to be 平行志愿', async () => {
    const a = await ask('黑龙江本科批是平行志愿还是顺序志愿')
    expect(a.Content).toMatch(/本科批是\*\*平行志愿\*\*/)
    expect(a.Content).toContain(`${findProvincePolicy('heilongjiang', yearOf(a.Content))!.batches[0]!.maxWishes} 个`)
  })
})

describe('every degree the catalogue gives a major', () => {
  it.each([
    ['电子信息工程', '电子信息工程属于工科还是理科'],
    ['心理学', '心理学是理学还是教育学'],
    ['信息安全', '信息安全毕业拿啥学位'],
    ['生物技术', '生物技术算理科吗'],
    ['应用化学', '应用化学是工学还是理学呀'],
  ])('%s (%s)', async (name, voice) => {
    const [row] = await app.db.query<{ degree: string }>(`SELECT degree FROM majors WHERE name = $1 AND level = '本科'`, [name])
    // the catalogue's note gives several degrees for each of these
    expect(row!.degree).toContain('或')
    const a = await ask(voice)
    for (const kind of row!.degree.split(/、|或/)) expect(a.Content).toContain(kind)
    expect(a.Content).toContain('由各校')
  })

  it('two majors compared stay a comparison (法学还是经济学好)', async () => {
    const a = await ask('法学还是经济学好')
    expect(a.Content).toContain('法学 vs 经济学')
  })
})

describe('several colleges’ lines compared', () => {
  it.each(['浙江 浙大 浙工大 杭电 宁波大学 2026 最低分对比一下', '浙大、浙工大、杭电、宁波大学这几个学校26年在浙江的录取分比较'])(
    '%s: without the word 表, one table of every college',
    async (voice) => {
      const a = await ask(voice)
      expect(a.ToolCalls.filter((c) => c.Name === 'lines_by_year').length).toBeGreaterThanOrEqual(4)
      for (const name of ['浙江大学', '浙江工业大学', '杭州电子科技大学', '宁波大学']) expect(a.Content).toContain(`| ${name} |`)
    },
  )

  it('a year the province has not published: the newest year’s table, said so', async () => {
    const [row] = await app.db.query<{ y: number }>(
      `SELECT max(year)::int AS y FROM admission_results WHERE province_code = '41' AND institution_name IN ('郑州大学', '河南大学')`,
    )
    const newest = row!.y
    const a = await ask(`河南物理类 郑大 河大 ${newest + 1}年最低分列个表`)
    expect(a.Content).toContain(`下面是最新的${newest}年`)
    for (const name of ['郑州大学', '河南大学']) expect(a.Content).toContain(`| ${name} | 河南 |`)
  })

  it('a count after a list (「…广大呢四间」) is not a college', async () => {
    const a = await ask('深大华师广外广大呢四间，广东历史类2026最低分列个表')
    expect(a.Content).not.toContain('四川建筑')
    for (const name of ['深圳大学', '华南师范大学', '广东外语外贸大学', '广州大学']) expect(a.Content).toContain(`| ${name} |`)
  })
})
