import type { AiStreamEvent } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AI_TEST_DAY } from './ai-data.test-kit.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { askStream, doneOf } from './ai-stream-client.ts'
import { startOpenAiStub, type StubReply } from './openai-stub-server.ts'

type Stub = Awaited<ReturnType<typeof startOpenAiStub>>
let stub: Stub
let script: (request: Parameters<Parameters<typeof startOpenAiStub>[0]>[0], index: number) => StubReply
let modelApp: TestApp
let builtinApp: TestApp
let token: string
let builtinToken: string
let first = 0

/** A member: the assistant's chances are what membership adds (the free tier, ADR 045). */
async function signUp(app: TestApp, mobile: string) {
  const res = await app.signUp({ Mobile: mobile, Password: 'abc12345' })
  await app.db.query('UPDATE users SET member_type = 1 WHERE id = $1', [res.data!.UserId])
  return res.data!.token
}

// the model's deadline: one a loaded CI machine meets (4 s was passed beside the browser journeys and the answer fell
// back to the built-in engine); the timeout test's stub never answers, so its fallback comes just after this
const DEADLINE_MS = 10_000
const toolResult = (request: { messages: { role: string; content: string | null }[] }, nth: number) =>
  JSON.parse(request.messages.filter((m) => m.role === 'tool')[nth]!.content!) as { ok: boolean; data: Record<string, unknown> }

beforeAll(async () => {
  stub = await startOpenAiStub((request, index) => script(request, index - first))
  const env = {
    AI_PROVIDER: 'openai',
    AI_BASE_URL: stub.baseUrl,
    AI_MODEL: 'stub-model',
    AI_API_KEY: 'test-key',
    AI_TIMEOUT_MS: String(DEADLINE_MS),
    AI_RATE_PER_MINUTE: '100',
    AI_DAILY_QUOTA_FREE: '100',
  }
  modelApp = await buildTestApp({ withDataset: true, startAt: AI_TEST_DAY, env })
  builtinApp = await buildTestApp({ withDataset: true, startAt: AI_TEST_DAY })
  token = await signUp(modelApp, '13900005551')
  // warm the read model (rank tables, lexicon, 河南 units of the 志愿推荐 engine) so the first answer is inside the model deadline
  script = () => ({
    kind: 'tools',
    calls: [{ name: 'admission_probability', arguments: '{"SchoolId":"4141010459","ProvinceId":41,"SubjectType":"物理类","Score":580}' }],
  })
  await ask('预热')
  builtinToken = await signUp(builtinApp, '13900005552')
})
afterAll(async () => {
  await modelApp.close()
  await builtinApp.close()
  await stub.close()
})

function ask(message: string, conversationId?: number): Promise<AiStreamEvent[]> {
  first = stub.requests.length
  return askStream(modelApp.baseUrl, { Message: message, ...(conversationId ? { ConversationId: conversationId } : {}) }, token)
}

describe('model engine against an OpenAI-compatible stub', () => {
  it('streams, calls tools over the registry in rounds and answers with the tools’ numbers', async () => {
    script = (request, i) => {
      if (i === 0)
        return {
          kind: 'tools',
          calls: [
            { name: 'school_search', arguments: '{"Name":"郑州大学"}' },
            { name: 'score_to_rank', arguments: '{"ProvinceId":41,"Score":580,"SubjectType":"物理类"}' },
          ],
        }
      if (i === 1) {
        const school = (toolResult(request, 0).data.List as { SchoolId: string }[])[0]!
        return {
          kind: 'tools',
          calls: [
            { name: 'admission_probability', arguments: JSON.stringify({ SchoolId: school.SchoolId, ProvinceId: 41, SubjectType: '物理类', Score: 580 }) },
          ],
        }
      }
      const rank = toolResult(request, 1).data.WorstRank as number
      const p = Math.round((toolResult(request, 2).data.Best as { Probability: number }).Probability * 100)
      targetYear = toolResult(request, 2).data.TargetYear as number
      return { kind: 'text', pieces: ['580分位次约第', ` ${rank} 名，`, `录取郑州大学的概率约 ${p}%。`] }
    }
    let targetYear = 0
    const events = await ask('我河南物理类580分能上郑州大学吗')
    const done = doneOf(events)!
    // the probability is for the season's exam (the test clock is in the 2027 season), not the table's year
    expect(targetYear).toBe(2027)
    expect(done.Message.Engine).toBe('openai')
    expect(done.Message.ToolCalls.map((c) => [c.Name, c.Ok])).toEqual([
      ['school_search', true],
      ['score_to_rank', true],
      ['admission_probability', true],
    ])
    expect(
      events
        .filter((e) => e.type === 'delta')
        .map((e) => (e.type === 'delta' ? e.Text : ''))
        .join(''),
    ).toBe(done.Message.Content)
    expect(done.Message.Content).toMatch(/第 \d+ 名/)
    expect(done.Message.Sources.some((s) => s.Label.includes('一分一段表') && s.Year !== null)).toBe(true)
    expect(done.Message.Cards.some((c) => c.Kind === 'school' && c.Title === '郑州大学')).toBe(true)
    const request = stub.requests[first]!
    expect(request.authorization).toBe('Bearer test-key')
    expect(request.body.stream).toBe(true)
    expect(request.body.messages[0]!.content).toContain('不得写出')
    expect(request.body.tools?.map((t) => t.function.name)).toContain('admission_probability')
  })

  it('falls back to the built-in engine when the model writes a number no tool returned', async () => {
    script = () => ({ kind: 'text', pieces: ['郑州大学去年在河南的录取线是 ', '612 分。'] })
    const events = await ask('郑州大学是985吗')
    expect(events.some((e) => e.type === 'reset')).toBe(true)
    const done = doneOf(events)!
    expect(done.Message.Engine).toBe('builtin-fallback')
    expect(done.Message.Content).toContain('211')
    expect(done.Message.Content).not.toContain('612')
  })

  it('recommends through wish_recommend and answers a follow-up with the unit the probability is for', async () => {
    type Tiers = { TierName: string; List: { SchoolName: string; ProbabilityText: string }[] }[]
    let named = ''
    script = (request, i) => {
      if (i === 0) return { kind: 'tools', calls: [{ name: 'wish_recommend', arguments: '{"ProvinceId":41,"SubjectType":"物理类","Score":600}' }] }
      const row = (toolResult(request, 0).data.Tiers as Tiers).find((t) => t.TierName === '稳')!.List[0]!
      named = row.SchoolName
      return { kind: 'text', pieces: [`稳：${row.SchoolName}，`, `录取概率约 ${row.ProbabilityText}。`] }
    }
    const events = await ask('河南物理类600分能报哪些大学')
    const start = events.find((e) => e.type === 'start')!
    const first = doneOf(events)!
    expect(first.Message.Engine).toBe('openai')
    expect(first.Message.ToolCalls).toEqual([expect.objectContaining({ Name: 'wish_recommend', Ok: true })])
    expect(first.Message.Content).toContain(named)
    expect(first.Message.Cards.some((c) => c.Kind === 'wish')).toBe(true)
    // the follow-up carries the conversation: the model sees the earlier turn and names the unit
    let unit = ''
    script = (request, i) => {
      if (i === 0) {
        expect(request.messages.some((m) => m.role === 'user' && m.content === '河南物理类600分能报哪些大学')).toBe(true)
        return {
          kind: 'tools',
          calls: [{ name: 'admission_probability', arguments: '{"SchoolId":"4141010459","ProvinceId":41,"SubjectType":"物理类","Score":600}' }],
        }
      }
      const best = toolResult(request, 0).data.Best as { Unit: string; ProbabilityText: string }
      unit = best.Unit
      return { kind: 'text', pieces: [`按${best.Unit}估算，郑州大学录取概率约 ${best.ProbabilityText}。`] }
    }
    const second = doneOf(await ask('那郑州大学呢', start.type === 'start' ? start.ConversationId : undefined))!
    expect(second.Message.Engine).toBe('openai')
    expect(unit).not.toBe('')
    expect(second.Message.Content).toContain(unit)
  })

  it('refuses a probability no tool returned, and corrects a false premise before the model is asked', async () => {
    script = (_request, i) =>
      i === 0 ? { kind: 'tools', calls: [{ name: 'school_search', arguments: '{"Name":"郑州大学"}' }] } : { kind: 'text', pieces: ['郑州大学录取概率约 95%。'] }
    const invented = doneOf(await ask('河南物理类600分能上郑州大学吗'))!
    expect(invented.Message.Engine).toBe('builtin-fallback')
    expect(invented.Message.Content).not.toContain('95%')
    const before = stub.requests.length
    const corrected = doneOf(await ask('河南物理类780分能上郑州大学吗'))!
    expect(stub.requests.length).toBe(before)
    expect(corrected.Message.Content.startsWith('河南高考满分是750分')).toBe(true)
    expect(corrected.Message.Content).not.toMatch(/\d+%/)
  })

  it('falls back on an HTTP error and on a timeout', async () => {
    script = () => ({ kind: 'http-error', status: 500 })
    expect(doneOf(await ask('什么是等位分'))!.Message.Engine).toBe('builtin-fallback')
    script = () => ({ kind: 'hang' })
    const started = Date.now()
    const done = doneOf(await ask('哈工大在哪个城市'))!
    expect(done.Message.Engine).toBe('builtin-fallback')
    expect(done.Message.Content).toContain('哈尔滨')
    expect(Date.now() - started).toBeLessThan(DEADLINE_MS + 6_000)
  })

  it('never runs a tool with arguments its schema refuses, nor reads another user’s data', async () => {
    script = (_request, i) =>
      i === 0
        ? {
            kind: 'tools',
            calls: [
              { name: 'wish_table_analysis', arguments: '{"WishId":"1; DROP TABLE users"}' },
              { name: 'school_facts', arguments: '{"SchoolId":"../../etc/passwd"}' },
              { name: 'my_score_profile', arguments: '{"UserId": 1}' },
              { name: 'no_such_tool', arguments: '{}' },
              { name: 'score_to_rank', arguments: 'not json' },
            ],
          }
        : { kind: 'text', pieces: ['数据里没有你要的信息。'] }
    const done = doneOf(await ask('帮我看看我的志愿表和成绩'))!
    expect(done.Message.Engine).toBe('openai')
    expect(done.Message.ToolCalls.map((c) => [c.Name, c.Ok])).toEqual([
      ['wish_table_analysis', false],
      ['school_facts', false],
      ['my_score_profile', true],
      ['no_such_tool', false],
    ])
    // my_score_profile ignores the extra UserId: it reads the asking user, who has no profile
    const results = stub.lastToolResults()
    expect(results[2]).toMatchObject({ ok: true, data: { HasProfile: false } })
    expect(results[4]).toMatchObject({ ok: false })
  })
})

describe('model engine: the same rules and tools as the built-in engine', () => {
  it('declines another user’s data and an essay without asking the model', async () => {
    script = () => ({ kind: 'text', pieces: ['这是张三的志愿表：……'] })
    for (const q of ['帮我查一下同学张三的志愿表', '帮我写一篇800字的作文']) {
      const done = doneOf(await ask(q))!
      expect(stub.requests.length - first, q).toBe(0)
      expect(done.Message.Content.split(/[。！？]/)[0], q).toMatch(/不能查看或透露其他用户的数据|超出了我能(可靠回答|帮忙)的范围/)
    }
  })

  it('answers a programme’s quoted line by the rule, with no probability, without asking the model (issue 31)', async () => {
    script = () => ({ kind: 'text', pieces: ['按667分算，你上大工的概率约 5%。'] })
    const done = doneOf(await ask('辽宁物理类 大连理工 人工智能大师班 667 我650 上大工几率'))!
    expect(stub.requests.length - first).toBe(0)
    expect(done.Message.Content).toMatch(/^667分是.*大师班.*不代表大连理工大学整体的录取线/)
    expect(done.Message.Content).not.toMatch(/\d{1,3}\s*%/)
  })

  it('tells the model what was read (估分…左右, 五百八十分) and runs the new tools', async () => {
    script = (_request, i) =>
      i === 0
        ? {
            kind: 'tools',
            calls: [
              { name: 'special_plans', arguments: '{"PlanType":"国家专项"}' },
              { name: 'major_requirements', arguments: '{"Major":"临床医学"}' },
              { name: 'school_strengths', arguments: '{"SchoolId":"4141010459"}' },
              { name: 'plan_details', arguments: '{"SchoolId":"4141010459","ProvinceId":41}' },
              { name: 'auto_table', arguments: '{}' },
            ],
          }
        : { kind: 'text', pieces: ['国家专项需要专门资格，我按工具结果回答。'] }
    const done = doneOf(await ask('河南物理类估分五百八十分左右，国家专项和临床医学选科怎么看'))!
    expect(done.Message.Engine).toBe('openai')
    const reading = stub.requests[first]!.body.messages.find((m) => m.role === 'system' && m.content?.startsWith('已读出的信息'))
    expect(reading?.content).toContain('分数=580')
    expect(reading?.content).toContain('省份=河南')
    // the four data tools answer; the one-tap table needs a saved score and says so as a tool error
    expect(done.Message.ToolCalls.map((c) => [c.Name, c.Ok])).toEqual([
      ['special_plans', true],
      ['major_requirements', true],
      ['school_strengths', true],
      ['plan_details', true],
      ['auto_table', false],
    ])
    const results = stub.lastToolResults()
    expect(JSON.stringify(results[0]!.data)).toContain('脱贫县')
    expect(JSON.stringify(results[2]!.data)).toContain('FirstClassMajors')
  })
})

describe('built-in engine over HTTP', () => {
  it('answers the E2E question with rank, probability, sources and a college card', async () => {
    const done = doneOf(await askStream(builtinApp.baseUrl, { Message: '我河南物理类580分能上郑州大学吗' }, builtinToken))!
    expect(done.Message.Engine).toBe('builtin')
    const rank = await builtinApp.db.query<{ cumulative: number }>(
      "SELECT cumulative FROM score_rank_rows WHERE province_code = '41' AND year = 2026 AND subject_type = '物理类' AND score = 580",
    )
    expect(done.Message.Content).toContain(`第 **${rank[0]!.cumulative}** 名`)
    expect(done.Message.Content).toContain('录取概率')
    expect(done.Message.Sources.map((s) => s.Label)).toEqual(expect.arrayContaining(['2026年物理类一分一段表']))
    // sources name the authorities and the app's model, never a package, a release tag or a raw id
    for (const source of done.Message.Sources) expect(source.Source).not.toMatch(/@gk|release|gaokao-|[a-z]+-[a-z]+/)
    expect(done.Message.Cards.find((c) => c.Kind === 'school')).toMatchObject({ Title: '郑州大学', Path: 'pages/home/schoolDetail/schoolDetail' })
  })
})
