// Application filling benchmark (issue 6): Wish/SchoolFirstListForecast and SpecialtyFirstListForecast
// (page of 20, filters on) for the largest province (山东, ~21k 专业+院校 units a year) at 50 concurrent
// keep-alive connections on loopback against the real server process with the embedded database,
// a trivial endpoint (GET /health) in the same run for comparison, and the analysis of a full
// 112-wish table (辽宁 本科批, 专业+院校).
import { AGREEMENT_VERSION } from '@gk/contract'
import { readFileSync } from 'node:fs'
import { CONNECTIONS, load as loadFor, request, startBenchServer, type Load } from '../support/loopback.ts'

const DURATION_MS = 10_000
const load = (make: Parameters<typeof loadFor>[1]) => loadFor(DURATION_MS, make)

async function call<T>(port: number, name: string, input: unknown, token?: string): Promise<T> {
  const res = await request(port, 'POST', `/api/${name}`, JSON.stringify(input), token)
  const env = JSON.parse(res.text) as { code: number; message: string; data: T }
  if (env.code !== 0) throw new Error(`${name}: ${env.code} ${env.message}`)
  return env.data
}

async function memberToken(port: number, mobile: string): Promise<string> {
  const { token } = await call<{ token: string }>(port, 'User/AddStudentAndLogin', { Mobile: mobile, Password: 'bench2027x', AgreementVersion: AGREEMENT_VERSION })
  const res = await fetch(`http://127.0.0.1:${port}/sandbox/cards/issue`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'product=201&count=1' })
  const [card] = (await res.json()) as { cardNo: string; secret: string }[]
  await call(port, 'User/CardActivation', { CardNo: card!.cardNo, CardPwd: card!.secret }, token)
  return token
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:')) ?? ''
  return Number(line.replace(/\D+/g, '')) / 1024
}

export default async function (): Promise<string> {
  const server = await startBenchServer({
    tag: 'filling',
    env: { SANDBOX_ENDPOINTS: 'true' },
    nodeArgs: process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/gk-fill/prof'] : [],
  })
  const { port } = server
  try {
    const token = await memberToken(port, `1380${String(Date.now()).slice(-7)}`)
    await call(port, 'User/EditUserScore', { ProvinceId: 37, Year: 2026, Score: 560, SubjectType: 3, SelectSubjectList: ['physics', 'chemistry', 'biology'] }, token)
    const filters = [
      { Tier: 'match', Natures: ['公办'] },
      { Tier: 'reach', Tags: ['211'] },
      { Tier: 'safe', SchoolProvinceIds: [37, 11, 31] },
      { Natures: ['公办'], Keyword: '大学' },
    ]
    const list = (name: string) => (i: number) =>
      request(port, 'POST', `/api/${name}`, JSON.stringify({ BatchId: 'undergraduate', PageIndex: 1 + (i % 3), PageSize: 20, ...filters[i % filters.length] }), token)
    // warm up: builds the province index and the candidate's assessment once
    const warmStart = performance.now()
    await call(port, 'Wish/SchoolFirstListForecast', { BatchId: 'undergraduate', PageIndex: 1, PageSize: 20 }, token)
    const firstMs = performance.now() - warmStart
    await load(list('Wish/SchoolFirstListForecast'))
    const health = await load(() => request(port, 'GET', '/health', null))
    // the same pipeline with a signed-in token (session lookup) and an in-memory answer
    const trivial = await load(() => request(port, 'POST', '/api/Public/ProvinceIsFinalScore', JSON.stringify({ ProvinceId: 37 }), token))
    const school = await load(list('Wish/SchoolFirstListForecast'))
    const major = await load(list('Wish/SpecialtyFirstListForecast'))
    const total = (await call<{ Total: number }>(port, 'Wish/SpecialtyFirstListForecast', { BatchId: 'undergraduate', PageIndex: 1, PageSize: 20 }, token)).Total

    // analysis of a full 112-wish table (辽宁 专业+院校)
    const ln = await memberToken(port, `1381${String(Date.now()).slice(-7)}`)
    await call(port, 'User/EditUserScore', { ProvinceId: 21, Year: 2026, Score: 560, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] }, ln)
    const pages = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((p) => call<{ List: { UnitId: string }[] }>(port, 'Wish/SpecialtyFirstListForecast', { BatchId: 'undergraduate', PageIndex: p, PageSize: 20 }, ln)),
    )
    const ids = pages.flatMap((p) => p.List.map((r) => r.UnitId)).slice(0, 112)
    const wishes = ids.map((UnitId) => ({ UnitId, MajorNames: [], IsAdjustmentAccepted: true }))
    const times: number[] = []
    for (let i = 0; i < 15; i++) {
      const t = performance.now()
      await call(port, 'User/WishAnalysis', { BatchId: 'undergraduate', Wishes: wishes }, ln)
      times.push(performance.now() - t)
    }
    times.sort((a, b) => a - b)
    const rss = rssMb(server.pid)
    const ok = (b: boolean) => (b ? 'met' : '**not met**')
    const row = (name: string, r: Load, isList: boolean) =>
      `| ${name} | ${r.requests.toLocaleString('en')} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.errors} | ${isList ? `${ok(r.p50 <= 15 && r.p99 <= 60 && r.rps >= 1000 && trivial.rps / r.rps <= 3)} (${(trivial.rps / r.rps).toFixed(2)}× trivial)` : '—'} |`
    return [
      '## Application filling (issue 6)',
      '',
      `Server process (\`apps/server/src/main.ts\`, embedded PGlite, dataset loaded), ${CONNECTIONS} concurrent keep-alive connections on loopback for ${DURATION_MS / 1000} s each, load generator in the bench process on the same 2 cores, per-IP rate limit raised for the run (all requests come from 127.0.0.1). ` +
        `Candidate: 山东 2026 综合 560分 (rank from the 2025 table, the 2026 table is not in the data); ${total.toLocaleString('en')} in-window 专业+院校 units; pages 1–3 of 20 with a tier and a school filter rotating. ` +
        `First call (builds the province index and the candidate's assessment): ${firstMs.toFixed(0)} ms.`,
      '',
      '| call | requests | req/s | p50 | p99 | errors | target (p50 ≤ 15 ms, p99 ≤ 60 ms, ≥ 1,000 req/s, ≤ 3× trivial) |',
      '|---|---|---|---|---|---|---|',
      row('GET /health (no API pipeline)', health, false),
      row('Public/ProvinceIsFinalScore with token (trivial API call)', trivial, false),
      row('Wish/SchoolFirstListForecast', school, true),
      row('Wish/SpecialtyFirstListForecast', major, true),
      '',
      `Analysis of a 112-wish table (辽宁 2026 本科批, \`User/WishAnalysis\`: check + 4,000-draw simulation), 15 runs: p50 ${times[7]!.toFixed(0)} ms, max ${times[14]!.toFixed(0)} ms (target ≤ 150 ms: ${ok(times[14]! <= 150)}). Server RSS after the run: ${rss.toFixed(0)} MB (target < 1.2 GB: ${ok(rss < 1228)}).`,
    ].join('\n')
  } finally {
    await server.stop()
  }
}
