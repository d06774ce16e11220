import { beforeAll } from 'vitest'
import { buildTestApp, testAppPerFile, type TestApp } from '../../testing/build-test-app.ts'
import { signUpStudent, type SavedProfile } from '../../testing/students.ts'
import { askStream, doneOf } from './ai-stream-client.ts'
import { startOpenAiStub, type StubReply } from './openai-stub-server.ts'

export { signUpStudent } from '../../testing/students.ts'

/** The answer to the last of several turns asked in one conversation (the follow-ups read the earlier turns). */
export async function lastOfConversation(baseUrl: string, turns: string[], token: string) {
  let id = 0
  let last: NonNullable<ReturnType<typeof doneOf>>['Message'] | null = null
  for (const t of turns) {
    const events = await askStream(baseUrl, { Message: t, ...(id ? { ConversationId: id } : {}) }, token)
    const start = events.find((e) => e.type === 'start')
    if (!id && start?.type === 'start') id = start.ConversationId
    last = doneOf(events)!.Message
  }
  return last!
}

/** A rate and a free daily quota one test file's questions never reach (the limits have tests of their own). */
export const AI_TEST_ENV = { AI_RATE_PER_MINUTE: '200', AI_DAILY_QUOTA_FREE: '500' }

/**
 * The day the AI tests ask on: after the 2026 round, in the 2027 season. 今年 and 去年 are read from the clock (ADR 115), so
 * the tests' relative years are 2026 and 2025 on every day the suite runs.
 */
export const AI_TEST_DAY = new Date('2026-11-30T04:00:00Z')

/**
 * The AI data tests' app: the built-in engine over the seeded dataset, real HTTP. Its students are signed up with
 * `signUpStudent` (testing/students.ts): a member unless `member: false`, with a saved score profile when given. A file
 * with this one app takes `aiDataPerFile`, which does all of that; this is for a file that builds other apps beside it.
 */
export function aiDataApp(env: Record<string, string> = AI_TEST_ENV) {
  return buildTestApp({ withDataset: true, env, startAt: AI_TEST_DAY })
}

/** A student of an AI data test file: signed up once with this mobile, as `signUpStudent` takes the options. */
export type AiStudent = { mobile: string; member?: boolean; profile?: SavedProfile }

/**
 * One AI data test file's set-up, written once: the app of `aiDataApp` (built before the file's first test, closed after
 * its last), its students signed up once (`tokens`, by the names given, filled in by the time the tests run), and
 * `ask`: the answer's message to one question in a conversation of its own, asked by `as` (a token; the first student
 * named unless given). `askText` is that message's text.
 */
export function aiDataPerFile<Name extends string>(students: Record<Name, AiStudent>, env: Record<string, string> = AI_TEST_ENV) {
  const app: TestApp = testAppPerFile({ withDataset: true, env, startAt: AI_TEST_DAY }, 900_000)
  const tokens = {} as Record<Name, string>
  beforeAll(async () => {
    for (const [name, s] of Object.entries<AiStudent>(students)) tokens[name as Name] = await signUpStudent(app, s.mobile, s)
  })
  const first = Object.keys(students)[0] as Name
  const ask = async (message: string, as?: string) => doneOf(await askStream(app.baseUrl, { Message: message }, as ?? tokens[first]))!.Message
  return { app, tokens, ask, askText: async (message: string, as?: string) => (await ask(message, as)).Content }
}

/**
 * The model path over the seeded dataset: the app with AI_PROVIDER=openai pointed at a local OpenAI-compatible stub
 * (openai-stub-server.ts), and a signed-up student (not a member) of that app. `ask` plays a model that gives `reply`
 * to each request of this question, counted from 0 (the stub's requests before it are not this question's).
 */
export async function stubbedModelApp(mobile: string, env: Record<string, string>) {
  let script: (index: number) => StubReply = () => ({ kind: 'text', pieces: ['好'] })
  let first = 0
  const stub = await startOpenAiStub((_request, index) => script(index - first))
  const app = await buildTestApp({
    withDataset: true,
    startAt: AI_TEST_DAY,
    env: { AI_PROVIDER: 'openai', AI_BASE_URL: stub.baseUrl, AI_MODEL: 'stub-model', AI_API_KEY: 'k', ...env },
  })
  const token = await signUpStudent(app, mobile, { member: false })
  return {
    app,
    stub,
    ask(message: string, reply: (index: number) => StubReply) {
      first = stub.requests.length
      script = reply
      return askStream(app.baseUrl, { Message: message }, token)
    },
    async close() {
      await app.close()
      await stub.close()
    },
  }
}

/** 河北大学's ordinary 物理类 2026 lines of 土木工程 and 计算机科学与技术: what a two-major chance question must name, each. */
export function hebeiTwoMajorLines(db: TestApp['db']) {
  return db.query<{ major_name: string; min_score: number }>(
    `SELECT major_name, min_score FROM admission_results
     WHERE institution_name LIKE '河北大学(%' AND province_code = '13' AND year = 2026 AND subject_type = '物理类'
       AND plan_type = '普通类' AND major_name IN ('土木工程', '计算机科学与技术')`,
  )
}
