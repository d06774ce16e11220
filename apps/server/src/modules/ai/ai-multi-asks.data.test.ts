import { describe, expect, it } from 'vitest'
import { aiDataPerFile } from './ai-data.test-kit.ts'

/**
 * ADR 147, over real HTTP with the built-in engine and the real dataset, in phrasings of our own: a question of one
 * college asked of several answers each; several years asked at once answer each with the newer years beside; a rule of
 * a later year is that year's model; 大专 is the 专科 line against the saved score; a year's record at a one-track home.
 */
const { app, tokens, askText } = aiDataPerFile({
  anonymous: { mobile: '13600014701', member: false },
  guangxi: { mobile: '13600014702', member: false, profile: { ProvinceId: 45, Score: 230, Track: '历史类', Subjects: ['politics', 'geography'] } },
  shandong: { mobile: '13600014703', member: false, profile: { ProvinceId: 37, Score: 600, Track: '综合', Subjects: ['physics', 'chemistry', 'biology'] } },
})

describe('a question of one college asked of several (ADR 147)', () => {
  it('gives every college its own line, not the first one only', async () => {
    const a = await askText('武汉大学与华中科技大学去年在湖北物理类最低多少分')
    expect(a).toContain('武汉大学在湖北')
    expect(a).toContain('华中科技大学在湖北')
  })
  it('says where each one is and what each one is', async () => {
    const where = await askText('清华和北大分别在哪个城市')
    expect(where).toContain('**清华大学**位于')
    expect(where).toContain('**北京大学**位于')
    expect(where).not.toContain('北京市北京市')
    const tier = await askText('武大、华科、中南是985吗')
    expect(tier.match(/是985院校/g)?.length).toBe(3)
  })
  it('answers whether each college has a major from its own plan rows', async () => {
    const offered = async (name: string) =>
      (
        await app.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM enrollment_plans p JOIN institutions i ON i.id = p.institution_id WHERE i.name = $1 AND p.major_name LIKE '%软件工程%'",
          [name],
        )
      )[0]!.n > 0
    const a = await askText('郑州大学和河南大学有没有软件工程专业')
    for (const name of ['郑州大学', '河南大学']) {
      expect(a).toContain(name)
      expect(a.includes(`${name}开设软件工程`) || a.includes(`${name}有软件工程`)).toBe(await offered(name))
    }
  })
})

describe('several years asked at once (ADR 147)', () => {
  const rowsOf = (text: string, year: number) => text.split('\n').find((l) => l.startsWith(`| ${year} |`))
  it('answers both relative years, each named, with the newest beside, as the years in digits do', async () => {
    const relative = await askText('湖北物理类520分，去年和前年各排好多名')
    const digits = await askText('湖北物理类520分，2024和2025年分别排多少名')
    expect(relative).toContain('去年（2025年）')
    expect(relative).toContain('前年（2024年）')
    expect(rowsOf(relative, 2025)).toBe(rowsOf(digits, 2025))
    expect(rowsOf(relative, 2024)).toBe(rowsOf(digits, 2024))
    expect(relative).toMatch(/较新的年份：2026年约第 \*\*\d+\*\* 名（最新）/)
  })
})

describe("a province's rules of a year (ADR 147)", () => {
  it('reads a later year from the domain, whatever the season', async () => {
    const xinjiang = await askText('新疆2029年高考能填几个志愿，还是文理分科吗')
    expect(xinjiang).toContain('新疆2029年')
    expect(xinjiang).not.toContain('暂时查不到')
    const xizang = await askText('西藏2028年是新高考吗')
    expect(xizang).toMatch(/西藏\*{0,2}2028年[^。]*(文理分科|老高考)/)
    expect(xizang).not.toContain('2027年')
  })
  it('says the first year of the new model as the first, asked by its tracks', async () => {
    const a = await askText('新疆孩子2027年高考，是分文科理科还是选物理历史')
    expect(a).toContain('3+1+2')
    expect(a).toContain('首届')
  })
  it('gives a past year its own model', async () => {
    expect(await askText('甘肃2023年高考分文科理科吗')).toContain('文理分科')
  })
})

describe('大专 asked with a saved score (ADR 147)', () => {
  it("checks the saved score against the newest 专科 line of the province's track", async () => {
    const line = await app.db.query<{ score: number; year: number }>(
      "SELECT score, year FROM control_lines WHERE province_code = '45' AND subject_type = '历史类' AND category = '普通类' AND (batch LIKE '%专科%' OR batch LIKE '%高职%') ORDER BY year DESC LIMIT 1",
    )
    const { score, year } = line[0]!
    const a = await askText('娃只考了230分，读个大专还有戏不', tokens.guangxi)
    expect(a).toContain(`${score}分`)
    expect(a).toContain(`${year}年专科`)
    expect(a).toContain(230 >= score ? '够填报专科' : '普通类专科批报不了')
  })
})

describe("a year's record at a one-track home (ADR 147)", () => {
  it('is read at a 3+3 home with no track said, and said so', async () => {
    const a = await askText('中国海洋大学2026年最低位次多少')
    expect(a).toContain('先按学校所在的山东给出')
    expect(a).not.toContain('哪个省份')
  })
  it('is still asked where the home has two tracks and none is said', async () => {
    expect(await askText('武汉大学2026年最低分多少')).toContain('哪个省份')
  })
  it('is the saved province when a typed college and a typed rank word are asked', async () => {
    const a = await askText('中国海洋大雪2026最低为次', tokens.shandong)
    expect(a).toContain('中国海洋大学在山东')
    expect(a).not.toContain('哪个省份')
  })
})
