import { describe, expect, it } from 'vitest'
import { aiDataPerFile, signUpStudent } from './ai-data.test-kit.ts'

/**
 * Issue 31, the batch-line, multi-year, vocational and rank classes holdout v13 left (ADR 108), over real HTTP through
 * the built-in engine with the real dataset, in phrasings of our own: several provinces' lines in one question (by name
 * and by one-character names), a batch named tersely, a line of another category labelled, the saved score against
 * 本科 or 专科 asked as a choice, a score's 排名 in a province next to a subject word that sounds like a college, a
 * national college's lines over years with no province, 这几年 and bare two-digit years, and a shared short name
 * narrowed by a place. Expected numbers are read with SQL.
 */
const {
  app,
  tokens,
  askText: ask,
} = aiDataPerFile({
  student: { mobile: '13600010801', member: false },
  // a saved 甘肃 历史类 390: below the 2026 本科 line, above the 专科 line
  gansu: { mobile: '13600010802', member: false, profile: { ProvinceId: 62, Score: 390, Track: '历史类', Subjects: ['politics', 'geography'] } },
})
const line = async (code: string, year: number, track: string, batch: string, category = '普通类') => {
  const rows = await app.db.query<{ score: number }>(
    `SELECT score FROM control_lines WHERE province_code = $1 AND year = $2 AND subject_type = $3 AND category = $4 AND batch LIKE $5`,
    [code, year, track, category, `%${batch}%`],
  )
  return rows.map((r) => r.score)
}

describe('several provinces in one batch-line question', () => {
  it('answers each province named, by full name or by one-character names', async () => {
    const [tianjin] = await line('12', 2026, '综合', '本科')
    const [chongqing] = await line('50', 2026, '物理类', '本科')
    for (const q of ['天津跟重庆今年的本科线都是多少', '津渝 本科线 2026']) {
      const a = await ask(q)
      expect(a, q).toContain(`| 综合 | 普通本科录取控制分数线 | ${tianjin} |`)
      expect(a, q).toContain(`${chongqing}`)
      expect(a, q).not.toMatch(/请告诉我你所在的省份/)
    }
  })
})

describe('a batch named tersely, and a line of another category', () => {
  it('gives the line of a batch said without 线', async () => {
    const [first] = await line('54', 2026, '理科', '本科一批')
    const a = await ask('西藏 本科一批 理科 2026')
    expect(a).toContain(`${first}`)
    expect(a).not.toMatch(/记下了/)
  })
  it('labels 新疆 民族班 lines so they are not read as the ordinary ones', async () => {
    const [ethnic] = await line('65', 2026, '理科', '本科一批', '民族班')
    const a = await ask('新疆今年理科一本线多少')
    expect(a).toContain(`（民族班） | ${ethnic} |`)
  })
  // ADR 036, 164: 西藏's A and B lines of one batch, over years; and no "not yet published" for a province with no table
  it('says whose 西藏 line each is over years, keeps to the class named, and leaves out the 部队生源 line', async () => {
    const [b26, b25] = [await line('54', 2026, '文科', '本科一批'), await line('54', 2025, '文科', '本科一批')]
    const [a26] = await line('54', 2026, '文科', '本科一批', '民族班')
    const both = await ask('西藏文科本科一批线2025年和2026年分别是多少')
    expect(both).toContain(`| 2026 | 文科 | B类（汉族及其他） | 本科一批 | ${b26[0]} |`)
    expect(both).toContain(`| 2026 | 文科 | A类（区内少数民族） | 本科一批 | ${a26} |`)
    expect(both).not.toMatch(/还没有公布/)
    const onlyB = await ask('西藏B类考生文科一本线2025和2026年涨了还是降了')
    expect(onlyB).toContain(`| 2025 | 文科 | 本科一批 | ${b25[0]} |`)
    expect(onlyB).not.toContain(`| ${a26} |`)
    expect(onlyB).toMatch(/文科本科一批：2026年 \d+ 分，比2025年的 \d+ 分(高|低) \d+ 分|持平/)
    const all = await ask('西藏文科2026年和2025年的本科线')
    expect(all).not.toMatch(/\| 本科 \| 2\d\d \|/)
  })
})

describe('本科 or 专科 with the saved score', () => {
  it('gives the 本科 and 专科 lines and where the saved score stands, in any wording of the choice', async () => {
    const [bachelor] = await line('62', 2026, '历史类', '本科')
    const [vocational] = await line('62', 2026, '历史类', '专科')
    for (const q of ['读本科还是读专科', '俺能上得了本科不，专科线是多少']) {
      const a = await ask(q, tokens.gansu)
      expect(a, q).toContain(`${bachelor}分`)
      expect(a, q).toContain(`${vocational}分`)
      expect(a, q).toMatch(/低于2026年本科线/)
    }
  })
})

describe('a score’s 排名 in a province', () => {
  it('is the rank, not a college found by the sound of 物理', async () => {
    // 物理 opening a clause, where a college's short name typed by sound is looked for
    const a = await ask('娃在宁夏，物理考了480，全区排名能到多少')
    expect(a).toMatch(/位次约第/)
    expect(a).not.toMatch(/软科|武汉理工/)
  })
})

describe('a college’s lines over several years', () => {
  it('reads a national college in its home province when a record over years is asked with no province, and says so', async () => {
    const a = await ask('中南大学近两年物理类最低分是多少')
    expect(a).toMatch(/中南大学在湖南（你没说省份；先按学校所在的湖南给出/)
    expect(a).not.toMatch(/哪个省份/)
  })
  it('still asks the province for one year of a national college', async () => {
    expect(await ask('中南大学物理类要多少分才能上')).toMatch(/哪个省份/)
  })
  it('reads 这几年 as four years and bare rising two-digit years as years', async () => {
    const four = await ask('华南理工大学这几年在广东物理类最低分')
    for (const y of [2023, 2024, 2025, 2026]) expect(four).toMatch(new RegExp(`\\| ${y} \\| 物理类 \\|`))
    const bare = await ask('华南理工 广东物理 23 24 25 最低')
    for (const y of [2023, 2024, 2025]) expect(bare).toMatch(new RegExp(`\\| ${y} \\| 物理类 \\|`))
    expect(bare).not.toMatch(/\| 2026 \| 物理类 \|/)
  })
  it('takes 物理 beside a college’s lowest line as the track', async () => {
    const a = await ask('汕头大学近两年物理最低分')
    expect(a).not.toMatch(/历史类/)
    expect(a).toMatch(/\| 物理类 \|/)
  })
})

describe('a college typed by a sound two colleges share', () => {
  it('reads the one in the saved province, and asks which one without a province', async () => {
    const guangdong = await signUpStudent(app, '13600010803', {
      member: false,
      profile: { ProvinceId: 44, Score: 580, Track: '历史类', Subjects: ['politics', 'geography'] },
    })
    // 季 for 暨 (暨南大学, 广东) sounds like 济南大学 (山东) too
    const own = await ask('季南大学这两年历史类最低分', guangdong)
    expect(own).toMatch(/暨南大学在广东历史类/)
    expect(own).not.toMatch(/没有找到/)
    const none = await ask('季南大学这两年历史类最低分')
    expect(none).toMatch(/可能指.*暨南大学/)
    expect(none).toMatch(/济南大学/)
  })
})

describe('a shared short name and a place said', () => {
  it('reads the college that is in the place’s province', async () => {
    const a = await ask('南医大常州校区那几个组2026物理类最低多少')
    expect(a).toMatch(/南京医科大学/)
    expect(a).not.toMatch(/你问的是哪一所/)
  })
})
