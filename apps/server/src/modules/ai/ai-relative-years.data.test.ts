import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../testing/build-test-app.ts'
import { AI_TEST_DAY, aiDataApp, signUpStudent } from './ai-data.test-kit.ts'
import { askStream, doneOf } from './ai-stream-client.ts'

/**
 * ADR 115 over real HTTP with the built-in engine and the real dataset, in phrasings of our own: an answer to a relative
 * year names the year it answers and, beside it, the later years the asker may mean, each number the same as the answer
 * to that year asked in digits; the clock decides what 去年 is; a shared short name with nowhere said gives the other
 * college's line too; a chance states the college's lowest ordinary line of its two newest years.
 */
let app: TestApp
let token: string
let heilongjiang: string

beforeAll(async () => {
  app = await aiDataApp()
  token = await signUpStudent(app, '13600011501', { member: false })
  heilongjiang = await signUpStudent(app, '13600011502', { profile: { ProvinceId: 23, Score: 550, Track: '物理类', Subjects: ['chemistry', 'biology'] } })
}, 900_000)
afterAll(async () => {
  await app?.close()
})

const ask = async (message: string, who = token) => doneOf(await askStream(app.baseUrl, { Message: message }, who))!.Message.Content
const conversation = async (turns: string[]) => {
  let id = 0
  let last = ''
  for (const t of turns) {
    const events = await askStream(app.baseUrl, { Message: t, ...(id ? { ConversationId: id } : {}) }, token)
    const start = events.find((e) => e.type === 'start')
    if (!id && start?.type === 'start') id = start.ConversationId
    last = doneOf(events)!.Message.Content
  }
  return last
}
/** the lowest line of a year in a college's lines table (| 2026 | 物理类 | 本科批 | 558 | 45511 | …) */
const tableLine = (content: string, year: number) => new RegExp(`\\| ${year} \\| [^|]+ \\| [^|]+ \\| (\\d+) \\| (\\d+) \\|`).exec(content)?.slice(1, 3)

describe('a relative year named, with the later years beside it', () => {
  it('a college’s line asked for 去年 in November 2026: 2025 named, the newest 2026 beside it', async () => {
    for (const q of ['湘潭大学去年在湖南物理类最低多少分', '湘大去年湖南物理最低投档分是好多']) {
      const a = await ask(q)
      const lead = /去年（2025年）湘潭大学最低 \*\*(\d+)\*\* 分（位次 (\d+)）；2026年（最新）最低 \*\*(\d+)\*\* 分（位次 (\d+)）/.exec(a)
      expect(lead, a).not.toBeNull()
      expect(lead!.slice(1, 3), q).toEqual(tableLine(a, 2025))
      expect(lead!.slice(3, 5), q).toEqual(tableLine(await ask('湘潭大学2026年湖南物理类最低多少分'), 2026))
    }
  })

  it('a rank asked for 前年 after another province: 2024 named, 2025 and 2026 beside it, as each year asked in digits', async () => {
    const a = await conversation(['四川物理类550分前年排第几', '重庆呢'])
    expect(a).toContain('前年（2024年）重庆物理类')
    for (const year of [2025, 2026]) {
      const rank = /约第 \*\*(\d+)\*\* 名/.exec(await ask(`重庆物理类${year}年550分排多少名`))![1]
      expect(a, String(year)).toMatch(new RegExp(`${year}年约第 \\*\\*${rank}\\*\\* 名`))
    }
  })

  it('in March 2027 去年 is 2026, and 今年 has no line yet: said, with the newest', async () => {
    app.clock.set(new Date('2027-03-01T04:00:00Z'))
    try {
      // a student signed up that day (a session of November has run out by March)
      const march = await signUpStudent(app, '13600011503', { member: false })
      const ask = async (message: string) => doneOf(await askStream(app.baseUrl, { Message: message }, march))!.Message.Content
      const last = await ask('湘潭大学去年在湖南物理类最低多少分')
      expect(last).toMatch(/去年（2026年）湘潭大学最低 \*\*\d+\*\* 分/)
      expect(last).not.toContain('2027')
      const now = await ask('湘潭大学今年在湖南物理类最低多少分')
      // said by the premise of a year past the data (ai-premise.ts), the year named with the word the asker used
      expect(now).toMatch(/^今年（2027年）的[^。]*还没有公布，下面按最新的2026年/)
      expect(tableLine(now, 2026)).toEqual(tableLine(last, 2026))
    } finally {
      app.clock.set(AI_TEST_DAY)
    }
  })

  it('a table of colleges for 去年 says the newest year’s lowest lines beside it', async () => {
    const a = await ask('广工 广大 佛大 去年广东物理类最低分做个表')
    expect(a).toContain('去年（2025年）')
    const newest = await ask('广工 广大 佛大 2026年广东物理类最低分做个表')
    for (const name of ['广东工业大学', '广州大学', '佛山大学']) {
      const score = new RegExp(`\\| ${name} \\|(?: [^|]+ \\|){2} (\\d+) \\|`).exec(newest)![1]
      expect(a, name).toMatch(new RegExp(`2026年（最新）\\*\\*：.*${name} ${score}（`))
    }
  })
})

describe('a shared short name with nowhere said', () => {
  it('gives the other college’s line in its own home province beside the answer', async () => {
    const a = await ask('河大2026年历史类最低多少分，不要中外合作')
    const other = /也常指\*\*河北大学\*\*：2026年河北大学在河北历史类的普通类最低 \*\*(\d+)\*\* 分/.exec(a)
    expect(other, a).not.toBeNull()
    expect(tableLine(await ask('河北大学2026年河北历史类最低多少分，不要中外合作'), 2026)?.[0]).toBe(other![1])
  })
})

describe('a chance beside the college’s lowest line of two years', () => {
  it('states both years’ lowest ordinary line, as the college’s lines answer gives them', async () => {
    const a = await ask('东北林业大学我能上不', heilongjiang)
    const lines = await ask('东北林业大学在黑龙江物理类近两年最低分')
    for (const year of [2025, 2026]) {
      const [score, rank] = tableLine(lines, year)!
      expect(a, String(year)).toMatch(new RegExp(`全校普通类最低录取线.*${year}年 ${score}分/${rank}名`))
    }
  })
})
