import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../testing/build-test-app.ts'
import { aiDataApp, signUpStudent } from './ai-data.test-kit.ts'
import { askStream, doneOf } from './ai-stream-client.ts'

/**
 * ADR 124 over real HTTP with the built-in engine and the real dataset, in phrasings of our own: a batch line asked for
 * 去年 (2025 by the test day's clock, November 2026) keeps 2025 and adds the newest year's line beside it, the same number
 * the answer to that year asked in digits gives.
 */
let app: TestApp
let token: string

beforeAll(async () => {
  app = await aiDataApp()
  token = await signUpStudent(app, '13600012401', { member: false })
}, 900_000)
afterAll(async () => {
  await app?.close()
})

const ask = async (message: string) => doneOf(await askStream(app.baseUrl, { Message: message }, token))!.Message.Content
/** a track's 本科 line in a batch-line table (| 物理类 | 本科批 | 448 |) */
const tableLine = (content: string, track: string) => new RegExp(`\\| ${track} \\| [^|]*本科[^|]* \\| (\\d+) \\|`).exec(content)?.[1]

describe('a batch line for a relative year, with the newest year beside it', () => {
  it('去年 answers 2025 and says the newest year’s line in one short line', async () => {
    for (const [q, digits, track] of [
      ['河北物理类去年的本科批线是多少', '河北2026年物理类本科线', '物理类'],
      ['广西去年历史类本科线划的多少分', '广西2026年历史类本科线', '历史类'],
    ] as const) {
      const a = await ask(q)
      expect(a, q).toContain('去年（2025年）')
      const newest = tableLine(await ask(digits), track)
      expect(newest, digits).toBeDefined()
      expect(a, q).toMatch(new RegExp(`2026年（最新）\\*\\*：[^\\n]*${track}[^\\n]*本科[^\\n]* ${newest}分`))
    }
  }, 120_000)

  // ADR 130: one rule with ADR 115's college lines: from September 前年 may also be counted from the season's exam year,
  // so the year between (2025) stands beside 2024 as well as the newest, each as the answer in digits gives it
  it('前年 answers 2024 with the year between and the newest beside it', async () => {
    const a = await ask('河北前年物理类本科批线划的多少')
    expect(a).toContain('前年（2024年）')
    for (const year of [2025, 2026]) {
      const line = tableLine(await ask(`河北${year}年物理类本科线`), '物理类')
      expect(line, String(year)).toBeDefined()
      expect(a).toMatch(new RegExp(`${year}年${year === 2026 ? '（最新）' : ''}\\*\\*：[^；\\n]*物理类[^；\\n]*本科[^；\\n]* ${line}分`))
    }
  }, 120_000)

  it('a stated line of 去年 is checked against 2025, with the newest beside it', async () => {
    const digits = tableLine(await ask('河北2025年物理类本科线'), '物理类')
    const newest = tableLine(await ask('河北2026年物理类本科线'), '物理类')
    const a = await ask(`河北物理类去年本科线是${digits}分对吧`)
    expect(a).toMatch(/^对/)
    expect(a).toMatch(new RegExp(`2026年（最新）\\*\\*：[^\\n]*物理类[^\\n]*本科[^\\n]* ${newest}分`))
    expect(a).not.toMatch(/\*\*2025年\*\*：/)
  }, 120_000)
})
