import { findProvincePolicy } from '@gk/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../testing/build-test-app.ts'
import { aiDataApp, signUpStudent } from './ai-data.test-kit.ts'
import { askStream, doneOf } from './ai-stream-client.ts'

/**
 * Issue 31, the classes left by holdout v9 that ADR 083 fixes, over real HTTP through the built-in engine with the
 * real dataset, in phrasings of our own: a batch line over several years (one row per year, the missing years said),
 * the saved score against the 专科 or 本科 line, the rules of 「我们省」 from the saved province, and when a province's new
 * exam starts. Expected numbers are read with SQL or from the domain's policy records.
 */
let app: TestApp
let token: string
let liaoning: string

beforeAll(async () => {
  app = await aiDataApp()
  token = await signUpStudent(app, '13600008301', { member: false })
  // a saved 辽宁 历史类 profile: 辽宁 fills 专业+院校 (one major per 志愿), and its 2026 专科 line is in the data
  liaoning = await signUpStudent(app, '13600008302', {
    member: false,
    profile: { ProvinceId: 21, Score: 300, Track: '历史类', Subjects: ['politics', 'geography'] },
  })
}, 900_000)
afterAll(async () => {
  await app?.close()
})

const ask = async (message: string, as = token) => doneOf(await askStream(app.baseUrl, { Message: message }, as))!.Message
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
      const a = await ask(q, liaoning)
      expect(a.Content, q).toContain(`${vocational}分`)
      expect(a.Content, q).toContain(`**${300 - vocational!} 分**`)
      expect(a.Content, q).not.toMatch(/请告诉我学校名称/)
    }
  })
  it('compares with the 本科 line when 本科 is asked', async () => {
    const [bachelor] = await line('21', 2026, '历史类', '本科')
    // below the line the answer also lists the 专科 candidates of the engine, which takes a while under load
    const a = await ask('我的分数能不能上本科', liaoning)
    expect(a.Content).toContain(`${bachelor}分`)
    expect(a.Content).toMatch(new RegExp(`低于2026年本科线.*${bachelor! - 300} 分`))
  }, 240_000)
})

describe('the rules of the own province, not named', () => {
  it('answers from the saved province: its slots and that one 志愿 is one major', async () => {
    const policy = findProvincePolicy('liaoning', 2026)!
    const slots = policy.batches[0]!.maxWishes
    for (const q of ['我们这边本科批最多填几个志愿', '本科批志愿数量']) {
      const a = await ask(q, liaoning)
      expect(a.Content, q).toContain('辽宁')
      expect(a.Content, q).toContain(`**${slots} 个**`)
      expect(a.Content, q).not.toMatch(/超出了我能可靠回答的范围/)
    }
    const mode = await ask('咱省是按专业组填还是专业加院校', liaoning)
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
