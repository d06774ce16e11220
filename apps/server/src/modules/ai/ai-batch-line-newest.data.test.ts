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
})
