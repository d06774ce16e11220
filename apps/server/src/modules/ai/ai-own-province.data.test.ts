import { findProvincePolicy, provinceCodes } from '@gk/domain'
import { describe, expect, it } from 'vitest'
import { aiDataPerFile, lastOfConversation } from './ai-data.test-kit.ts'

/**
 * Issue 31, the classes left by holdout v9 that ADR 083 fixes, over real HTTP through the built-in engine with the
 * real dataset, in phrasings of our own: a batch line over several years (one row per year, the missing years said),
 * the saved score against the 专科 or 本科 line, the rules of 「我们省」 from the saved province, and when a province's new
 * exam starts. Expected numbers are read with SQL or from the domain's policy records.
 * After holdout v10 (ADR 086): two years asked together (each year, the track and the batches named kept, and the batch
 * of an earlier turn), a batch line stated and asked to be checked, and the first new-exam year asked tersely.
 */
const { app, tokens, ask } = aiDataPerFile({
  student: { mobile: '13600008301', member: false },
  // a saved 辽宁 历史类 profile: 辽宁 fills 专业+院校 (one major per 志愿), and its 2026 专科 line is in the data
  liaoning: { mobile: '13600008302', member: false, profile: { ProvinceId: 21, Score: 300, Track: '历史类', Subjects: ['politics', 'geography'] } },
})
const line = async (code: string, year: number, track: string, batch: string) => {
  const rows = await app.db.query<{ score: number }>(
    `SELECT score FROM control_lines WHERE province_code = $1 AND year = $2 AND subject_type = $3 AND category = '普通类' AND batch LIKE $4`,
    [code, year, track, `%${batch}%`],
  )
  return rows.map((r) => r.score)
}

describe('a batch line over several years', () => {
  it('gives one row per year of the line asked, and no other line in a year that lacks it', async () => {
    const a = await ask('浙江普通类一段线最近三年都是多少')
    const [newest] = await line('33', 2026, '综合', '一段')
    expect(a.Content).toContain(`| 2026 | 综合 | 普通类一段线 | ${newest} |`)
    // 2024 has only the special-type line in the data, 2025 nothing: both said missing, neither filled
    expect(a.Content).toMatch(/数据里没有浙江2025、2024年的一段线/)
    expect(a.Content).not.toMatch(/特殊类型/)
  })
  it('reads the count after the line and 近 typed 进', async () => {
    for (const [q, track, batch] of [
      ['河北 历史 专科线 两年', '历史类', '专科'],
      ['河北物理本科线进两年', '物理类', '本科'],
    ] as const) {
      const a = await ask(q)
      for (const year of [2026, 2025]) {
        const [score] = await line('13', year, track, batch)
        expect(score, q).toBeDefined()
        expect(a.Content, q).toMatch(new RegExp(`\\| ${year} \\| ${track} \\| [^|]+ \\| ${score} \\|`))
      }
    }
  })
})

describe('the saved score against a batch line', () => {
  it('compares with the 专科 line of the saved province and track and says the gap, not asking for a college', async () => {
    const [vocational] = await line('21', 2026, '历史类', '专科')
    for (const q of ['凭我存的分数读个专科够吗', '我这分数高职能上不']) {
      const a = await ask(q, tokens.liaoning)
      expect(a.Content, q).toContain(`${vocational}分`)
      expect(a.Content, q).toContain(`**${300 - vocational!} 分**`)
      expect(a.Content, q).not.toMatch(/请告诉我学校名称/)
    }
  })
  it('compares with the 本科 line when 本科 is asked', async () => {
    const [bachelor] = await line('21', 2026, '历史类', '本科')
    // below the line the answer also lists the 专科 candidates of the engine, which takes a while under load
    const a = await ask('我的分数能不能上本科', tokens.liaoning)
    expect(a.Content).toContain(`${bachelor}分`)
    expect(a.Content).toMatch(new RegExp(`低于2026年本科线.*${bachelor! - 300} 分`))
  }, 240_000)
})

describe('the rules of the own province, not named', () => {
  it('answers from the saved province: its slots and that one 志愿 is one major', async () => {
    const policy = findProvincePolicy('liaoning', 2026)!
    const slots = policy.batches[0]!.maxWishes
    for (const q of ['我们这边本科批最多填几个志愿', '本科批志愿数量']) {
      const a = await ask(q, tokens.liaoning)
      expect(a.Content, q).toContain('辽宁')
      expect(a.Content, q).toContain(`**${slots} 个**`)
      expect(a.Content, q).not.toMatch(/超出了我能可靠回答的范围/)
    }
    const mode = await ask('咱省是按专业组填还是专业加院校', tokens.liaoning)
    expect(mode.Content).toMatch(/专业（类）\+院校/)
  })
  it('asks for the province when nothing is saved', async () => {
    const a = await ask('我们省能填多少个志愿')
    expect(a.Content).toMatch(/请告诉我你所在的省份/)
  })
})

describe('when a province’s new exam starts', () => {
  it('says the first new-exam year, the cohort and that the years before are 文理', async () => {
    const first = findProvincePolicy('xinjiang', 2026)!.firstNewExamYear!
    for (const q of ['新疆哪一届开始不分文理了', '新疆的3+1+2从什么时候开始考']) {
      const a = await ask(q)
      expect(a.Content, q).toContain(`${first}年`)
      expect(a.Content, q).toContain(`${first - 3}年秋季入学的高一`)
      expect(a.Content, q).toMatch(/文理分科/)
    }
    const henan = findProvincePolicy('henan', 2026)!.firstNewExamYear!
    const b = await ask('河南新高考是从哪年开始的')
    expect(b.Content).toContain(`从 **${henan}年** 高考起`)
  })
  it('dates a 3+3 province’s new exam and never calls it 文理分科 (holdout v10: 北京/浙江 were said to be still 文理)', async () => {
    for (const [code, q] of [
      ['beijing', '北京是哪一年开始搞3+3新高考的？'],
      ['zhejiang', '浙江7选3新高考哪年开始的'],
    ] as const) {
      const first = findProvincePolicy(code, 2026)!.firstNewExamYear!
      const a = await ask(q)
      expect(a.Content, q).toContain(`从 **${first}年** 高考起实行新高考（3+3）`)
      expect(a.Content, q).not.toMatch(/20(2\d)年仍是文理分科|还没有改为/)
    }
    const c = await ask('上海也分物理类历史类了吧')
    expect(c.Content).toMatch(/^不是。上海是3\+3新高考/)
  })
})

async function conversation(turns: string[]) {
  const m = await lastOfConversation(app.baseUrl, turns, tokens.student)
  return m.Content
}
const row = (year: number, track: string, score: number) => new RegExp(`\\| ${year} \\| ${track} \\| [^|]+ \\| ${score} \\|`)

describe('two years asked together (holdout v10)', () => {
  it('answers each year asked with the track named, 分别 being the years', async () => {
    for (const q of ['河北物理类本科线去年和今年分别是多少', '河北 物理 本科线 2025 2026 各多少', '俺们河北物理类近两年本科线分别是好多嘞']) {
      const a = await ask(q)
      for (const year of [2026, 2025]) expect(a.Content, q).toMatch(row(year, '物理类', (await line('13', year, '物理类', '本科'))[0]!))
      expect(a.Content, q).not.toMatch(/\| 历史类 \|/)
    }
  })
  it('gives both batches named, each year', async () => {
    const a = await ask('孩子是河北历史类的，想问下本科和专科线去年今年分别多少')
    for (const year of [2026, 2025])
      for (const batch of ['本科', '专科']) expect(a.Content, `${year}${batch}`).toMatch(row(year, '历史类', (await line('13', year, '历史类', batch))[0]!))
  })
  it('keeps the earlier turn’s batch and track when a follow-up names only the years', async () => {
    const a = await conversation(['河北2025年物理类专科线多少', '那去年跟今年分别是多少'])
    for (const year of [2026, 2025]) expect(a).toMatch(row(year, '物理类', (await line('13', year, '物理类', '专科'))[0]!))
    expect(a).not.toMatch(/本科批|历史类/)
  })
})

describe('a batch line stated and asked to be checked (holdout v10)', () => {
  it('corrects a wrong line with the real one of that year, track and batch, not a rank', async () => {
    const [second] = await line('65', 2026, '理科', '二批')
    const [first] = await line('65', 2026, '理科', '一批')
    for (const q of [
      `听说新疆2026年理科本科二批线是${first}分，是真的吗`,
      `新疆26年理科二本线${first} 对不对`,
      `我同学说新疆今年理科本科二批线才${first}，靠谱吗`,
    ]) {
      const a = await ask(q)
      // 今年 is named with its year (ADR 115)
      expect(a.Content, q).toMatch(new RegExp(`^不对：新疆(?:今年（2026年）|2026年)理科本科二批次 \\*\\*${second}分\\*\\*`))
      // the stated number is another line of that year: which one is said
      expect(a.Content, q).toContain(`${first}分是新疆2026年理科本科一批次的线`)
      expect(a.Content, q).not.toMatch(/位次约第/)
    }
  })
  it('confirms a right line and says a line the data does not have is not it', async () => {
    const [bachelor] = await line('13', 2026, '物理类', '本科')
    const right = await ask(`河北今年物理类本科线是${bachelor}分吗`)
    expect(right.Content).toMatch(new RegExp(`^对，河北今年（2026年）物理类[^*]+\\*\\*${bachelor}分\\*\\*`))
    const wrong = await ask(`据说河北物理本科线划在${bachelor! + 37}了？`)
    expect(wrong.Content).toMatch(new RegExp(`^不对：.*${bachelor}分.*不是${bachelor! + 37}分`))
  })
})

describe('the first new-exam year asked tersely or in other words (holdout v10)', () => {
  it('answers every new-exam province’s first year from the domain’s policy records', async () => {
    let dated = 0
    for (const code of provinceCodes) {
      const policy = findProvincePolicy(code, 2026)!
      if (!policy.firstNewExamYear) continue
      dated++
      // the short name as people say it (内蒙古, 广西, 新疆), not the official 自治区 name
      const name = policy.provinceName.replace(/省|市|壮族自治区|回族自治区|维吾尔自治区|自治区/g, '')
      const a = await ask(`${name} 新高考 起始年份`)
      expect(a.Content, name).toContain(`从 **${policy.firstNewExamYear}年** 高考`)
    }
    expect(dated).toBeGreaterThan(20)
  })
  it('reads when the split into 物理类/历史类 began as when the new exam began', async () => {
    for (const [slug, q] of [
      ['gansu', '甘肃啥时候开始物理历史分类考的'],
      ['hebei', '河北从哪年起分物理类历史类招生'],
      ['guangxi', '请问广西物理历史分科是哪一届开始的'],
      ['jiangxi', '江西首届新高考'],
    ] as const) {
      const first = findProvincePolicy(slug, 2026)!.firstNewExamYear!
      const a = await ask(q)
      expect(a.Content, q).toContain(`从 **${first}年** 高考起`)
    }
  })
})
