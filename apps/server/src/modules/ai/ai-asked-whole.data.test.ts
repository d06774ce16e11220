import { describe, expect, it } from 'vitest'
import { aiDataPerFile, lastOfConversation } from './ai-data.test-kit.ts'

/**
 * Questions that hold everything they need, read as what they ask (phrasings of our own, over real HTTP): a major with
 * the candidate's score asks the list filtered by it, 「哪个组最稳」 the college's groups within reach, a short name
 * typed right is not a slip of another college, a bare 层次 is the college's tier.
 */
const { app, tokens } = aiDataPerFile({
  bare: { mobile: '13600015191' },
  hebei: { mobile: '13600015192', profile: { ProvinceId: 13, Score: 575, Track: '物理类', Subjects: ['chemistry', 'biology'] } },
})

async function ask(question: string) {
  const m = await lastOfConversation(app.baseUrl, [question], tokens.bare)
  return { content: m.Content, intent: m.Intent ?? null }
}

describe('a question with everything it needs', { timeout: 240_000 }, () => {
  it('takes a major beside the score as the list filtered by it, not the major’s colleges whatever the score', async () => {
    for (const q of ['河南物理类580分，想学计算机，推荐几个学校', '河南物理类580分 计算机科学与技术 能上哪些学校']) {
      const a = await ask(q)
      expect(a.intent, q).toBe('recommend_schools')
      expect(a.content, q).toContain('只看含“计算机科学与技术”的填报单位')
    }
  })

  it('takes 「哪个组最稳」 of a college as its groups within reach', async () => {
    const a = await ask('湖南历史类 530 湘潭大学 哪个组最稳')
    expect(a.intent).toBe('admission_chance')
    expect(a.content).toContain('**湘潭大学**')
  })

  it('reads 厦大医学院 as 厦门大学, never 厦门医学院, and a bare 层次 as the tier', async () => {
    const xmu = await ask('福建物理类，厦大医学院的线多少？')
    expect(xmu.content).toContain('厦门大学')
    expect(xmu.content).not.toContain('厦门医学院')
    const tier = await ask('延边大学 层次 所在城市 一流学科')
    expect(tier.content).toContain('211')
    expect(tier.content).not.toContain('。。')
  })

  it('reads an independent college by its old name as the college it became (四川大学锦城学院 → 成都锦城学院)', async () => {
    const a = await ask('四川大学锦城学院是公办还是民办')
    expect(a.content).toContain('成都锦城学院')
    expect(a.content).not.toMatch(/^\*\*四川大学\*\*/)
  })

  it('answers a major’s code and 门类 from the catalogue when a college is named only as where it was seen', async () => {
    const a = await ask('看到贵州大学有个行星科学专业，专业代码多少，属于哪个门类？')
    expect(a.intent).toBe('major_degree')
    expect(a.content).toContain('070804')
    expect(a.content).toContain('理学')
    expect(a.content).not.toContain('所在地')
  })

  it('says a 选科 requirement a source writes whole once (法学: 「首选历史，再选不限」, never 「再选首选历史」)', async () => {
    const a = await ask('法学要求选什么科目')
    expect(a.content).toContain('法学')
    expect(a.content).not.toContain('再选首选')
  })
})

describe('one major’s line asked as the college’s', { timeout: 240_000 }, () => {
  it('says no, and shows the college’s own lines, in several phrasings', async () => {
    for (const q of ['郑州大学的护理学专业线能代表郑大的线吗', '河南物理类，郑大护理学593分是不是就是郑大的录取线', '郑州大学 护理学 线 能当成全校的线吗']) {
      const a = await ask(q)
      expect(a.intent, q).toBe('line_stands_for')
      expect(a.content, q).toMatch(/^\*\*不(能|是)。\*\*一所大学在一个省按各个\*\*专业组\*\*/)
      expect(a.content, q).toContain('郑州大学在河南')
    }
    expect((await ask('郑州大学的录取线是多少')).intent).toBe('admission_history')
  })
})

/** From holdout v27's failures after its one opening (tuned on it since; phrasings of our own here). */
describe('what v27 found, in phrasings of our own', { timeout: 240_000 }, () => {
  it('turns a table asked after a batch-line answer into that answer again, and declines a ticket in Cantonese', async () => {
    const m = await lastOfConversation(app.baseUrl, ['北京2026年本科线和专科线各多少', '帮忙整理成表格发我'], tokens.bare)
    expect(m.Intent).toBe('batch_line')
    expect(m.Content).toMatch(/\| 综合 \| 普通本科录取控制分数线 \| \d{3} \|/)
    const ticket = await ask('帮我抢张听日深圳北去武汉嘅高铁飞，想去睇下武大')
    expect(ticket.content).toMatch(/^抱歉/)
  })

  it('reads a college’s facts asked with 中不中, an 一本 line with a score, and a stepped list of scores', async () => {
    const facts = await ask('河南大学是不是211啊，双一流是啥学科，中不中')
    expect(facts.intent).toBe('school_tier')
    const yiben = await ask('河南理科，估了550，能不能上一本')
    expect(yiben.intent).toBe('bachelor_line_check')
    expect(yiben.content).toMatch(/本科线（普通本科批控制线 \*\*\d{3}分\*\*）/)
    const stepped = await ask('江苏物理类600到630分每隔10分的位次列个表')
    for (const s of [600, 610, 620, 630]) expect(stepped.content).toContain(`| ${s} | 约第 **`)
  })

  it('names the subject a candidate lacks, the campus of a line, and a major’s own 中外合作 line', async () => {
    const subjects = await ask('宁夏物理类，我选的物理生物地理，宁夏大学哪些专业组能报')
    expect(subjects.content).toMatch(/要求化学的 \d+ 项（你没选化学）/)
    const campus = await lastOfConversation(app.baseUrl, ['宁夏大学宁夏物理类2025年最低多少分', '有人说才411，我估分432稳吗'], tokens.bare)
    expect(campus.Content).toContain('中卫')
    expect(campus.Content).not.toMatch(/约 ?\*?\*?\d+%/)
    for (const said of ['听人说最低411，娃估了433，宁大稳不稳', '看到有个411的 我娃姑分433 肯定能上吧'])
      expect((await lastOfConversation(app.baseUrl, ['宁夏大学宁夏物理类2025年最低多少分', said], tokens.bare)).Content, said).toContain('你的433分')
    const ysu = await ask('河北物理类580分，听说燕山大学软件工程才567？稳了吧')
    expect(ysu.content).toMatch(/567分是燕山大学\S*“软件工程\(中外合作办学\)”的\*\*中外合作\*\*线/)
    expect(ysu.content).toMatch(/“软件工程” \d{3}分/)
    const short = await ask('河北物理类580分，燕大软件工程有戏吗')
    expect(short.content).toContain('燕山大学')
    expect(short.content).not.toContain('大连软件职业学院')
  })

  it('takes a bare number that is the named major’s special-plan line as that line, beside a saved score that differs', async () => {
    // saved 河北物理类 575: 567 is 软件工程(中外合作办学)'s line, not a second score (the ordinary 软件工程 needed 603)
    const terse = await lastOfConversation(app.baseUrl, ['燕山大学 软件工程 567 我能上吗 概率'], tokens.hebei)
    expect(terse.Content).toMatch(/567分是燕山大学\S*“软件工程\(中外合作办学\)”的\*\*中外合作\*\*线/)
    expect(terse.Content).toContain('你的575分')
    expect(terse.Content).not.toMatch(/约 ?\*?\*?≤?\d+%/)
    // a bare number that is no special line of the major stays the score asked about
    const other = await lastOfConversation(app.baseUrl, ['燕山大学 软件工程 610 我能上吗'], tokens.hebei)
    expect(other.Content).not.toContain('中外合作**线')
    expect(other.Content).toContain('610')
  })

  it('takes the estimate as the score and a line seen as a line (「看到有一条是652分的，我估分655」)', async () => {
    const m = await lastOfConversation(app.baseUrl, ['北大在福建历史类最低多少分', '网上看到一条652分的，我历史类估分655，北大稳了吧'], tokens.bare)
    expect(m.Content).toContain('你的655分')
    expect(m.Content).toMatch(/652分是北京大学[^。]*的\*\*高校专项\*\*线/)
  })
})
