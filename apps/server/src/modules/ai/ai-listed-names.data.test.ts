import { ORDINARY, apartGroupClass, planTypeOfRow } from '@gk/domain'
import { describe, expect, it } from 'vitest'
import { aiDataPerFile, lastOfConversation } from './ai-data.test-kit.ts'

/**
 * ADR 098 over real HTTP, phrasings of our own: colleges said as items of a list (长大, 广大, 三峡, a slip of sound)
 * read as the colleges of the province the list is about, a table asked as 对比表 or a bare trailing 表, 「这几所学校」
 * pointing at an earlier turn's list, and a rank asked again 「同样分数」 in another province keeping the year. Every
 * number is read here with SQL.
 */
const { app, tokens, ask } = aiDataPerFile({
  student: { mobile: '13600009801', member: true },
  jilin: { mobile: '13600009802', profile: { ProvinceId: 22, Score: 520, Track: '物理类', Subjects: ['chemistry', 'biology'] } },
})

/** The last answer of a conversation of these turns. */
async function conversation(turns: string[]) {
  return lastOfConversation(app.baseUrl, turns, tokens.student)
}

type Row = {
  min_score: number
  min_rank: number | null
  plan_type: string | null
  batch: string | null
  major_group: string | null
  major_name: string | null
  provincial_code: string | null
  unit_level: string
}
/**
 * The row shown is one of the college's own lines of that province, year and track, and no ordinary 专业组 line of the
 * same institution code (not another campus's code, 华南师范大学's 汕尾) is lower; a 护理 or one-sex group is no bar (ADR 114).
 */
async function isLowest(content: string, name: string, province: string, year: number, track: string, byGroup = true) {
  const shown = new RegExp(`\\| ${name} \\| [^|\\n]+ \\|(?: \\d{4} \\|)?(?: [^|\\d\\n]+ \\|)? (\\d+) \\| (\\d+) \\|`).exec(content)
  expect(shown, `${name}: ${content}`).not.toBeNull()
  const rows = await app.db.query<Row>(
    `SELECT a.min_score, a.min_rank, a.plan_type, a.batch, a.major_group, a.major_name, a.provincial_code, a.unit_level FROM admission_results a
      JOIN institutions i ON i.id = a.institution_id
      WHERE i.name = $1 AND a.province_code = $2 AND a.year = $3 AND a.subject_type = $4 AND a.min_score IS NOT NULL`,
    [name, province, year, track],
  )
  const row = rows.find((r) => r.min_score === Number(shown![1]) && r.min_rank === Number(shown![2]))
  expect(row, name).toBeDefined()
  if (!byGroup) return
  const ordinary = rows.filter(
    (r) =>
      r.provincial_code === row!.provincial_code &&
      planTypeOfRow(r) === ORDINARY &&
      !/提前|专科/.test(r.batch ?? '') &&
      /^[A-Za-z]?\d{1,6}[A-Za-z]?$/.test(r.major_group ?? '') &&
      !apartGroupClass({ ...r, institution_name: name }),
  )
  expect(Math.min(...ordinary.map((r) => r.min_score)), name).toBe(row!.min_score)
}

describe('a list of short names in a province’s question', () => {
  it.each([
    ['湖北物理类 华科 武大 长大 湖大 2026最低分 对比表', ['华中科技大学', '武汉大学', '长江大学', '湖北大学'], ['长安大学', '湖南大学', '长春大学']],
    ['2026湖北物理类：武大、三峡、长大，最低分列个表', ['武汉大学', '三峡大学', '长江大学'], ['长安大学']],
    ['广东历史类2026 暨大、华师、广大、深大 最低分 表', ['暨南大学', '华南师范大学', '广州大学', '深圳大学'], ['华中师范大学', '广西大学']],
  ])('%s', async (voice, names, never) => {
    const a = await ask(voice)
    expect(a.Intent).toBe('lines_table')
    const [province, track] = voice.includes('湖北') ? ['42', '物理类'] : ['44', '历史类']
    for (const name of names) await isLowest(a.Content, name, province, 2026, track)
    for (const name of never) expect(a.Content).not.toContain(name)
  })

  it('a list without a province is read in the province its other colleges share, and no province is asked', async () => {
    const a = await ask('暨大 华师 广大 深大 2026历史类最低分 做个表')
    expect(a.Intent).toBe('lines_table')
    expect(a.Content).not.toMatch(/哪个省|哪一所/)
    for (const name of ['暨南大学', '华南师范大学', '广州大学', '深圳大学']) await isLowest(a.Content, name, '44', 2026, '历史类')
  })

  it('the saved province decides a form several colleges share (长大 is 长春大学 to a 吉林 candidate)', async () => {
    const a = await ask('吉大 长大 东师 2025 最低分 列个表', tokens.jilin)
    expect(a.Intent).toBe('lines_table')
    // 吉林's lines are per major in the data: the row shown is 长春大学's own (no group to take the lowest of)
    await isLowest(a.Content, '长春大学', '22', 2025, '物理类', false)
    expect(a.Content).not.toMatch(/长江大学|长安大学/)
  })

  it('a slip of sound on a listed short name (广才 for 广财) is that college', async () => {
    const a = await ask('广东物理2026 广工 广才 佛大 最低分 对比表')
    expect(a.Intent).toBe('lines_table')
    for (const name of ['广东工业大学', '广东财经大学', '佛山大学']) await isLowest(a.Content, name, '44', 2026, '物理类')
  })

  it('out of a list the same characters stay everyday words', async () => {
    const a = await ask('广大考生都想知道，长大以后学什么专业好就业')
    expect(a.Intent).not.toBe('lines_table')
    expect(a.Content).not.toMatch(/广州大学|长江大学|广西大学/)
  })
})

describe('「这几所学校」 in a table ask', () => {
  it('points at the colleges an earlier turn listed', async () => {
    const a = await conversation(['湖北的，我在纠结武大、三峡、长大', '那这几所学校2026年物理类最低分列个表'])
    expect(a.Intent).toBe('lines_table')
    for (const name of ['武汉大学', '三峡大学', '长江大学']) await isLowest(a.Content, name, '42', 2026, '物理类')
  })
  it('with no college named before, asks which ones instead of declining', async () => {
    const a = await ask('这三所大学去年最低分能不能列个表')
    expect(a.Intent).toBe('lines_table')
    expect(a.Content).toContain('哪几所学校')
  })
})

describe('a rank asked again 「同样分数」 in another province', () => {
  it('keeps the earlier turn’s year', async () => {
    const a = await conversation(['2024年湖南物理类560分在全省排多少名', '同样的分数放在江西大概多少名'])
    expect(a.Intent).toBe('score_to_rank')
    const said = /(\d{4})年江西物理类：\*\*560分\*\*对应位次约第 \*\*(\d+)\*\* 名/.exec(a.Content)
    expect(said, a.Content).not.toBeNull()
    expect(said![1]).toBe('2024')
  })
})

describe('a Cantonese asker’s shared short name', () => {
  it('华师 is 华南师范大学, read in 广东 without asking the province', async () => {
    const a = await ask('华师2026年历史类最低分係几多？睇下')
    expect(a.Content).toContain('华南师范大学')
    expect(a.Content).not.toMatch(/华中师范大学|哪个省/)
  })
})
