import { describe, expect, it } from 'vitest'
import { aiDataPerFile, lastOfConversation } from './ai-data.test-kit.ts'

/**
 * Premises and general knowledge the adviser holds (ADR 101), over real HTTP through the built-in engine with the real
 * dataset, in phrasings of our own: an 一本/二本 line asked where the batches were merged (the merge year and the
 * 本科批 line read from the data's own years), 同分 asked the other way round, a two-character short name and 双一流
 * typed by sound, 专升本 after the 专科 line, 5+3 一体化 beside 临床医学's 学制, 学医 with the 选科 said, and 「物理+政地」.
 * Expected lines are read with SQL.
 */
const {
  app,
  tokens,
  askText: ask,
} = aiDataPerFile({
  student: { mobile: '13600099801', member: false },
  // a saved 河南 物理类 profile well under the 本科 line
  henan: { mobile: '13600010102', member: false, profile: { ProvinceId: 41, Score: 330, Track: '物理类', Subjects: ['chemistry', 'biology'] } },
})
const ordinary = async (code: string, year: number, track: string, key: string) => {
  const rows = await app.db.query<{ score: number }>(
    `SELECT score FROM control_lines WHERE province_code = $1 AND year = $2 AND subject_type = $3 AND category = '普通类' AND batch_key = $4`,
    [code, year, track, key],
  )
  return rows.map((r) => r.score)
}

describe('an 一本/二本 line asked where one 本科批 is drawn', () => {
  it('says 山西 merged them in its first year without 一批/二批 and gives the 本科批 line', async () => {
    // the data's own years: 2024 still has 一批 and 二批, 2025 only 本科批
    expect((await ordinary('14', 2024, '理科', 'bk1')).length).toBeGreaterThan(0)
    expect(await ordinary('14', 2025, '物理类', 'bk1')).toEqual([])
    const [line] = await ordinary('14', 2026, '物理类', 'bk')
    const a = await ask('山西今年物理类的一本线是多少分')
    expect(a).toContain('自2025年起')
    expect(a).toMatch(/不再分一本、二本/)
    expect(a).toContain(`本科批线：物理类 **${line}分**`)
  })

  it('does so for 本二 in 黑龙江 (2024), with the 特殊类型 line named for what it is', async () => {
    const [line] = await ordinary('23', 2026, '历史类', 'bk')
    const a = await ask('黑龙江历史类本二线是多少')
    expect(a).toContain('自2024年起')
    expect(a).toContain(`历史类 **${line}分**`)
    expect(a).toMatch(/特殊类型招生控制线.*不是一个录取批次/)
  })

  it('leaves a province that still draws 一批 and 二批 alone', async () => {
    const a = await ask('西藏理科一本线多少')
    expect(a).not.toMatch(/不再分|合并/)
  })
})

describe('general knowledge asked in everyday words', () => {
  it('reads 两个考生考一样的分谁排前面 as the 同分 rule', async () => {
    const a = await ask('福建俩考生考了一样的分，谁排前面')
    expect(a).toMatch(/语文、数学两科成绩之和/)
  })

  it('reads a two-character short name typed by sound when a college’s standing is asked', async () => {
    const a = await ask('难大是985吗')
    expect(a).toContain('南京大学')
    expect(a).toMatch(/是985院校/)
  })

  it('reads 双一留 as 双一流', async () => {
    const a = await ask('苏州大学是双一留吗')
    expect(a).toContain('**苏州大学是双一流院校**')
  })

  it('answers 专升本 after the saved score’s place against the 本科 line', async () => {
    const [line] = await ordinary('41', 2026, '物理类', 'bk')
    expect(line).toBeGreaterThan(330)
    const a = await ask('读专科了以后还能不能考本科', tokens.henan)
    expect(a).toContain(`${line}分`)
    expect(a).toContain('专升本')
    expect(a).toMatch(/不是本应用数据里的数字/)
    expect(a.indexOf(`${line}分`)).toBeLessThan(a.indexOf('专升本'))
  })

  it('answers 专升本 without a profile, asking nothing first', async () => {
    const a = await ask('专插本难不难')
    expect(a).toContain('普通专升本')
    expect(a).not.toMatch(/超出了我能可靠回答的范围/)
  })

  it('puts 5+3 一体化 beside 临床医学’s five years, labelled as general knowledge', async () => {
    const a = await ask('学临床五年制还是读5+3好，差在哪')
    expect(a).toMatch(/5 年（五年制）/)
    expect(a).toMatch(/共8年/)
    expect(a).toContain('医学硕士')
    expect(a).toContain('不是本应用数据里的数字')
  })

  it('reads 学医 as 临床医学 and 有戏 as whether it is open to the 选科 said', async () => {
    const a = await ask('湖南的，选了历史政治地理，学医还有希望吗')
    expect(a).toContain('临床医学')
    expect(a).toContain('化学')
  })

  it('reads 物理+政地 as three subjects and says the 临床 plan is closed to them', async () => {
    const a = await ask('广西医科大学临床医学 物理+政地可以报吗')
    expect(a).toMatch(/不能报/)
    expect(a).toContain('化学')
  })
})

// ADR 153: a province's rules and premises in the model of the year asked, and of the saved profile's province
describe('a province’s rules in the model of the year asked', () => {
  it('corrects 理科 and 一本 said of 河南 and answers on 物理类’s 本科批 line and table', async () => {
    const [line] = await ordinary('41', 2026, '物理类', 'bk')
    const a = await ask('俺们河南理科考了575，一本能过不')
    expect(a).toMatch(/^更正一下：河南自2025年起是3\+1\+2新高考，已经不分文理科，理科对应现在的物理类/)
    expect(a).toContain('也不再分一本、二本')
    expect(a).toContain(`${line}分`)
    // never the old model's 理科 table beside it
    expect(a).not.toMatch(/\d{4}年河南理科：/)
  })

  it('answers a parent’s count of 专业组 from the saved province, and asks the province without one', async () => {
    const q = '孩子马上填本科批，总共能报几个专业组，一个组里几个专业'
    const saved = await ask(q, tokens.henan)
    expect(saved).toContain('**48 个**')
    expect(saved).toContain('每个专业组最多填6个专业')
    expect(await ask(q)).toMatch(/请告诉我你所在的省份/)
  })

  it('gives no 选科 verdict from a 文理 year’s rows for a 3+1+2 year', async () => {
    const years = await app.db.query<{ year: number; subject_type: string }>(
      `SELECT DISTINCT a.year, a.subject_type FROM admission_results a JOIN institutions i ON i.id = a.institution_id
       WHERE i.name = '天津师范大学' AND a.province_code = '63' AND a.requirement_text <> ''`,
    )
    expect(years.every((r) => r.year < 2025 && /理科|文科/.test(r.subject_type))).toBe(true)
    const a = await ask('青海物理类，选了物化生，天津师范大学能报不')
    expect(a).toMatch(/只有 \*\*20\d\d年\*\* 的.*不能用来判断/)
    expect(a).not.toMatch(/可报 \*\*\d/)
  })
})

// ADR 156, in phrasings of our own: a track the province lacks asked with a line, and a province's rules asked of it
describe('a track a 3+3 province does not have, asked with its line', () => {
  it('corrects 物理类/历史类 and still gives the 综合 line of the year asked, in each 3+3 province', async () => {
    for (const [q, code, year] of [
      ['天津2026年物理类的本科线是多少？', '12', 2026],
      ['请问上海2026年历史类本科分数线多少', '31', 2026],
      ['山东2026物理类本科线多少分？', '37', 2026],
    ] as const) {
      const lines = await app.db.query<{ score: number }>(
        `SELECT score FROM control_lines WHERE province_code = $1 AND year = $2 AND subject_type = '综合' AND category = '普通类'`,
        [code, year],
      )
      expect(lines.length, q).toBeGreaterThan(0)
      const a = await ask(q)
      // the correction first (the wording differs where a yes/no was asked), then the 综合 line
      expect(a, q).toMatch(/^(更正一下：)?\S{2,3}是3\+3(新高考|模式).*不分(物理类|历史类)/)
      expect(a, q).toMatch(/按“?综合/)
      expect(
        lines.some((l) => a.includes(String(l.score))),
        q,
      ).toBe(true)
    }
  })

  it('answers a yes-or-no on the model with the correction alone', async () => {
    expect(await ask('天津是不是分物理类历史类？')).toMatch(/^不是。天津是3\+3新高考/)
  })
})

describe('a province’s 投档 principle and 调剂 asked of it', () => {
  it('says 四川 files by 位次 (not 分数优先) beside its 45 groups, in every voice', async () => {
    for (const q of ['四川本科批能填几个专业组？投档是不是分数优先？', '四川 本科批 专业组数 投档原则', '四川志愿是看分数还是看位次哦，能填好多个专业组']) {
      const a = await ask(q)
      expect(a, q).toContain('**45 个**')
      expect(a, q).toContain('位次优先')
    }
    // a province whose own words the data lacks keeps the national principle
    expect(await ask('湖南的投档规则是什么')).toContain('分数优先、遵循志愿')
  })

  it('says there is no 专业调剂 where each 志愿 is one 专业+院校, asked as a follow-up', async () => {
    const a = await lastOfConversation(app.baseUrl, ['青海本科批一共能报多少个志愿', '没录上的专业会给调剂吗'], tokens.student)
    expect(a.Content).toContain('没有专业调剂')
    expect(a.Content).toContain('96 个')
    // a province of groups keeps what 服从调剂 means, within the group
    const b = await lastOfConversation(app.baseUrl, ['湖北本科批能填几个志愿', '能调剂吗'], tokens.student)
    expect(b.Content).toContain('服从专业调剂')
  })
})
