// Lookup benchmark: School/SchoolList with filters and School/SchoolListBySchoolName at 50
// concurrent keep-alive connections on loopback against the real server process (embedded PGlite,
// dataset loaded); target p50 ≤ 10 ms and p99 ≤ 40 ms. GET /health in the same run for comparison.
import { cpus, loadavg } from 'node:os'
import { CONNECTIONS, load as loadFor, request, startBenchServer, type Load } from '../support/loopback.ts'

const DURATION_MS = 8_000
const load = (make: Parameters<typeof loadFor>[1]) => loadFor(DURATION_MS, make)

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
  const server = await startBenchServer({ tag: 'lookup' })
  const { port } = server
  try {
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
      '## Lookups',
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
    await server.stop()
  }
}
