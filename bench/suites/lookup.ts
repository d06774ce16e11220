// Lookup benchmark (issue 5): School/SchoolList with filters and School/SchoolListBySchoolName at 50
// concurrent keep-alive connections on loopback against the real server process (embedded PGlite,
// dataset loaded); target p50 ≤ 10 ms and p99 ≤ 40 ms. GET /health in the same run for comparison.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { createServer } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const CONNECTIONS = 50
const DURATION_MS = 8_000

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const a = s.address()
      const port = typeof a === 'object' && a ? a.port : 0
      s.close(() => resolve(port))
    })
  })
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })

function request(port: number, method: string, pathName: string, body: string | null): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathName, method, agent, headers: { 'content-type': 'application/json' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }))
    })
    req.on('error', reject)
    if (body !== null) req.write(body)
    req.end()
  })
}

type Load = { requests: number; rps: number; p50: number; p99: number; errors: number }

/** 50 workers, each sending its next request when the previous answer arrives, for DURATION_MS. */
async function load(make: (i: number) => Promise<{ status: number; text: string }>): Promise<Load> {
  const latencies: number[] = []
  let errors = 0
  const end = performance.now() + DURATION_MS
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, w) => {
      for (let i = w; performance.now() < end; i += CONNECTIONS) {
        const t = performance.now()
        const res = await make(i)
        latencies.push(performance.now() - t)
        if (res.status !== 200 || (res.text.startsWith('{"code":') && !res.text.startsWith('{"code":0'))) errors++
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0
  return { requests: latencies.length, rps: latencies.length / seconds, p50: pct(0.5), p99: pct(0.99), errors }
}

const FILTERS = [
  { ProvinceId: 41, Level: '本科' },
  { Is985: true },
  { Is211: true, Type: '理工' },
  { Nature: '民办', Level: '专科' },
  { ProvinceId: 44, IsDoubleFirstClass: true },
  { Level: '本科', Keyword: '师范' },
]
const NAMES = ['bjdx', 'beida', '北京', '师范大学', 'hnlg', '上海体育学院', 'zhongshan', '郑州大学', 'qh', '大学']

export default async function (): Promise<string> {
  const port = await freePort()
  const dir = mkdtempSync(path.join(tmpdir(), 'gk-lookup-bench-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    // one loopback client sends every request: lift the per-IP limit (1,200/min) that would otherwise answer most of them
    env: { ...process.env, PORT: String(port), PGLITE_DATA_DIR: dir, LOG_LEVEL: 'warn', NODE_ENV: 'development', DATABASE_URL: '', RATE_LIMIT_PER_MINUTE: '100000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    for (let i = 0; ; i++) {
      const ok = await request(port, 'GET', '/health', null).then((r) => r.status === 200).catch(() => false)
      if (ok) break
      if (i > 600) throw new Error('server did not become ready')
      await new Promise((r) => setTimeout(r, 1000))
    }
    const post = (name: string, body: unknown) => request(port, 'POST', `/api/${name}`, JSON.stringify(body))
    // wait for the dataset (5003 until loaded), then build the search index once
    for (let i = 0; ; i++) {
      const res = await post('School/SchoolList', { PageSize: 1 })
      if (res.text.startsWith('{"code":0')) break
      if (i > 600) throw new Error('dataset did not load')
      await new Promise((r) => setTimeout(r, 1000))
    }
    const list = (i: number) => post('School/SchoolList', { PageIndex: 1 + (i % 3), PageSize: 20, ...FILTERS[i % FILTERS.length] })
    const byName = (i: number) => post('School/SchoolListBySchoolName', { SchoolName: NAMES[i % NAMES.length], PageIndex: 1, PageSize: 20 })
    await load(list)
    const trivial = await load(() => request(port, 'GET', '/health', null))
    const api = await load(() => post('Public/AppVersion', {}))
    const named = await load(byName)
    const filtered = await load(list)
    const [load1] = loadavg()
    const ok = (r: Load) => (r.p50 <= 10 && r.p99 <= 40 && r.errors === 0 ? 'met' : '**not met**')
    const row = (name: string, r: Load, target: boolean) =>
      `| ${name} | ${r.requests.toLocaleString('en')} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.errors} | ${target ? ok(r) : '—'} |`
    return [
      '## Lookups (issue 5)',
      '',
      `Server process (\`apps/server/src/main.ts\`, embedded PGlite, dataset loaded), ${CONNECTIONS} concurrent keep-alive connections on loopback for ${DURATION_MS / 1000} s each; ` +
        `the load generator runs in the bench process on the same cores. SchoolList rotates ${FILTERS.length} filter sets (province, level, 985/211/双一流, type, nature, keyword) over pages 1–3 of 20; ` +
        `SchoolListBySchoolName rotates ${NAMES.length} queries (initials, full pinyin, abbreviation pinyin, names, a former name, a one-word query matching most colleges). ` +
        `Load average when the run ended: ${(load1 ?? 0).toFixed(1)} on ${cpus().length} cores (the machine is shared; p99 moves with it). ` +
        'Both answer from the in-memory search index (built once per dataset version); the full ordered answer of each distinct query is kept (up to 2,000 queries), so paging and repeated filters are a lookup. The per-IP rate limit is lifted for the run (one client sends everything).',
      '',
      '| call | requests | req/s | p50 | p99 | errors | target (p50 ≤ 10 ms, p99 ≤ 40 ms) |',
      '|---|---|---|---|---|---|---|',
      row('GET /health (trivial)', trivial, false),
      row('Public/AppVersion (smallest API call: validation, envelope)', api, false),
      row('School/SchoolList (filters)', filtered, true),
      row('School/SchoolListBySchoolName', named, true),
    ].join('\n')
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
    rmSync(dir, { recursive: true, force: true })
  }
}
