import { endpoints } from '@gk/contract'
import type { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts'
import { hostileBodies, schemaOf, seededRandom } from './fuzz-payloads.ts'

/**
 * Hostile input against every call of the contract, on the full dataset so handlers run for real:
 * payloads derived from each input schema (wrong types, huge strings, deep nesting, unicode, SQL
 * and script text). Required: no HTTP 500, every answer an envelope within HANG_MS, none showing a stack
 * frame or database text (LEAK), the server alive after.
 * Bounded: CASES_PER_ENDPOINT × ~215 calls, half of them signed in, 8 in flight.
 */
const CASES_PER_ENDPOINT = 18
const IN_FLIGHT = 8
/** a call that answers nothing in this long is a hang (the slowest handler on the full dataset is seconds) */
const HANG_MS = 60_000
/** an error message showing the server's insides: a stack frame, a source path, database error text */
const LEAK =
  /\n\s+at |node_modules|\.ts:\d+|\.js:\d+|SQLSTATE|syntax error at|invalid input syntax|invalid byte sequence|value too long for type|out of range for type|violates .* constraint|does not exist|relation "|column "/
// calls that end the fuzzing user's session are sent without a token (they would blind the rest)
const SESSION_ENDING = /Logout|Loginout|SessionRevoke|Cancel|Deregister|Password|Unbind|Delete(User|Account)/

let app: TestApp
let token: string

beforeAll(async () => {
  app = await buildTestApp({
    withDataset: true,
    env: { RATE_LIMIT_PER_MINUTE: '1000000', SANDBOX_ENDPOINTS: 'true' },
  })
  const signUp = await app.signUp({
    Mobile: '13900009999',
    Password: 'abc12345',
    ExamYear: 2026,
    ExamProvinceId: 32,
  })
  if (signUp.code !== 0 || !signUp.data) throw new Error(`sign up failed: ${signUp.message}`)
  token = signUp.data.token
  await app.call(
    'User/EditUserScore',
    {
      ProvinceId: 32,
      Year: 2026,
      Score: 600,
      SubjectType: 2,
      SelectSubjectList: ['chemistry', 'biology'],
    },
    token,
  )
}, 600_000)
afterAll(async () => {
  await app.close()
})

type Finding = { call: string; label: string; status: number; body: string }

async function send(name: string, raw: string, withToken: boolean): Promise<Finding | null> {
  let response: Response
  let text: string
  try {
    response = await fetch(`${app.baseUrl}/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(withToken ? { token } : {}) },
      body: raw,
      signal: AbortSignal.timeout(HANG_MS),
    })
    text = await response.text()
  } catch (error) {
    // no answer within HANG_MS: a hang (one call's, not the whole sweep's timeout)
    return { call: name, label: '', status: 0, body: `no answer: ${String((error as Error).name)}` }
  }
  let envelope: unknown
  try {
    envelope = JSON.parse(text)
  } catch {
    envelope = null
  }
  const e = envelope as { code?: unknown; message?: unknown } | null
  const isEnvelope = !!e && typeof e.code === 'number' && typeof e.message === 'string' && 'data' in e
  if (response.status >= 500 && response.status !== 503) return { call: name, label: '', status: response.status, body: text.slice(0, 300) }
  // an error never shows the server's insides (the data of an answer may echo the payload's own SQL text)
  const shown = isEnvelope ? String(e.message) : text
  if (LEAK.test(shown)) return { call: name, label: '', status: response.status, body: `leaks: ${shown.slice(0, 300)}` }
  if (!isEnvelope)
    return {
      call: name,
      label: '',
      status: response.status,
      body: `not an envelope: ${text.slice(0, 300)}`,
    }
  return null
}

describe('hostile input on every call', () => {
  it('answers every payload with an envelope and never with HTTP 500', async () => {
    const random = seededRandom(20260625)
    const jobs: Array<() => Promise<Finding | null>> = []
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const cases = hostileBodies(schemaOf((endpoint as { input: z.ZodType }).input), CASES_PER_ENDPOINT, random)
      cases.forEach(([label, raw], i) => {
        const withToken = i % 2 === 0 && !SESSION_ENDING.test(name)
        jobs.push(async () => {
          const finding = await send(name, raw, withToken)
          return finding && { ...finding, label: `${label}${withToken ? ' (signed in)' : ''}` }
        })
      })
    }
    const findings: Finding[] = []
    let next = 0
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < jobs.length) {
          const job = jobs[next++]!
          const finding = await job()
          if (finding) findings.push(finding)
        }
      }),
    )
    expect(jobs.length).toBeGreaterThan(1000)
    expect(findings).toEqual([])
    const health = await fetch(`${app.baseUrl}/health`)
    expect(health.status).toBe(200)
  }, 120_000)
})
