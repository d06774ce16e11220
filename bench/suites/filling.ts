// The hot path (issues 6 and 21): signed-in calls and the recommendation lists of the largest province
// (山东, ~21k 专业+院校 units a year), college-first and major-first, filters on, at 50 keep-alive
// connections against the real server process (embedded PGlite, dataset loaded). Every figure is also
// given as a ratio to GET /health and Public/AppVersion measured in the same run, so a busy machine
// does not hide a regression, with the load average around each measurement. Then the analysis of a
// full 112-wish table, and memory: every province's index (31 provinces, every track, every batch)
// built through the API, the server's RSS after that and the hit rates of its bounded caches.
// BENCH_SERVER_ROOT=<checkout> measures another checkout's server with this same harness (before/after).
import {
  call,
  cpuSeconds,
  electives,
  freshMobile,
  loadAverage as la,
  provinceTracks,
  rssMb,
  shandong560,
  signUpStudent,
  subjectTypeValue,
} from '../support/api.ts'
import { CONNECTIONS, load as loadFor, profileArgs, request, startBenchServer, type Load } from '../support/loopback.ts'

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000)
type Measured = Load & { loadAvg: string; cpuUs: number }
let serverPid = 0
async function load(make: Parameters<typeof loadFor>[1]): Promise<Measured> {
  const before = la()
  const cpu = cpuSeconds(serverPid)
  const r = await loadFor(DURATION_MS, make)
  return { ...r, loadAvg: `${before} → ${la()}`, cpuUs: ((cpuSeconds(serverPid) - cpu) * 1e6) / Math.max(1, r.requests) }
}

/** A student with a ZNK member card (the lists with chances). */
async function memberToken(port: number, mobile: string): Promise<string> {
  const token = await signUpStudent(port, mobile)
  const res = await fetch(`http://127.0.0.1:${port}/sandbox/cards/issue`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'product=201&count=1',
  })
  const [card] = (await res.json()) as { cardNo: string; secret: string }[]
  await call(port, 'User/CardActivation', { CardNo: card!.cardNo, CardPwd: card!.secret }, token)
  return token
}

type Memory = { rss: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number }
type CacheStat = { name: string; size: number; weight?: number; max: number; hits: number; misses: number; evictions: number; hitRate: number | null }

/** Every province, track and batch through the API: builds each province index and assesses a candidate per batch. */
async function everyProvince(port: number, token: string): Promise<{ tracks: number; lists: number; failures: string[]; seconds: number }> {
  const started = performance.now()
  let tracks = 0
  let lists = 0
  const failures: string[] = []
  for (const { slug, provinceId, subjectType: st, score } of provinceTracks()) {
    tracks++
    try {
      await call(
        port,
        'User/EditUserScore',
        {
          ProvinceId: provinceId,
          Year: 2026,
          Score: score,
          SubjectType: subjectTypeValue[st],
          SelectSubjectList: electives[st],
        },
        token,
      )
      const batches = await call<{ BatchId: string }[]>(port, 'Wish/BatchList', {}, token)
      for (const b of batches) {
        for (const name of ['Wish/SchoolFirstListForecast', 'Wish/SpecialtyFirstListForecast']) {
          const res = JSON.parse(
            (await request(port, 'POST', `/api/${name}`, JSON.stringify({ BatchId: b.BatchId, PageIndex: 1, PageSize: 20 }), token)).text,
          ) as { code: number }
          lists++
          if (res.code !== 0 && !failures.includes(`${slug} ${st}`)) failures.push(`${slug} ${st}`)
        }
      }
    } catch (error) {
      failures.push(`${slug} ${st}: ${(error as Error).message.slice(0, 60)}`)
    }
  }
  return { tracks, lists, failures, seconds: (performance.now() - started) / 1000 }
}

export default async function (): Promise<string> {
  const server = await startBenchServer({
    tag: 'filling',
    env: { SANDBOX_ENDPOINTS: 'true' },
    nodeArgs: profileArgs(),
    ...(process.env.BENCH_SERVER_ROOT ? { root: process.env.BENCH_SERVER_ROOT } : {}),
  })
  const { port } = server
  serverPid = server.pid
  try {
    const token = await memberToken(port, freshMobile('1380'))
    await call(port, 'User/EditUserScore', shandong560, token)
    const filters = [
      { Tier: 'match', Natures: ['公办'] },
      { Tier: 'reach', Tags: ['211'] },
      { Tier: 'safe', SchoolProvinceIds: [37, 11, 31] },
      { Natures: ['公办'], Keyword: '大学' },
    ]
    const list = (name: string) => (i: number) =>
      request(
        port,
        'POST',
        `/api/${name}`,
        JSON.stringify({ BatchId: 'undergraduate', PageIndex: 1 + (i % 3), PageSize: 20, ...filters[i % filters.length] }),
        token,
      )
    // warm up: builds the province index and the candidate's assessment once
    const warmStart = performance.now()
    await call(port, 'Wish/SchoolFirstListForecast', { BatchId: 'undergraduate', PageIndex: 1, PageSize: 20 }, token)
    const firstMs = performance.now() - warmStart
    // what one page of 20 costs on the wire (UTF-8 bytes of the answer), both list kinds, page 1, no filter
    const pageBytes = async (name: string) =>
      Buffer.byteLength((await request(port, 'POST', `/api/${name}`, JSON.stringify({ BatchId: 'undergraduate', PageIndex: 1, PageSize: 20 }), token)).text)
    const bytes = { school: await pageBytes('Wish/SchoolFirstListForecast'), major: await pageBytes('Wish/SpecialtyFirstListForecast') }
    await loadFor(3000, list('Wish/SchoolFirstListForecast'))
    await loadFor(3000, list('Wish/SpecialtyFirstListForecast'))
    const health = await load(() => request(port, 'GET', '/health', null))
    const appVersion = await load(() => request(port, 'POST', '/api/Public/AppVersion', '{}'))
    // the same pipeline with a signed-in token (session lookup) and an in-memory answer
    const trivial = await load(() => request(port, 'POST', '/api/Public/ProvinceIsFinalScore', JSON.stringify({ ProvinceId: 37 }), token))
    const school = await load(list('Wish/SchoolFirstListForecast'))
    const major = await load(list('Wish/SpecialtyFirstListForecast'))
    const total = (await call<{ Total: number }>(port, 'Wish/SpecialtyFirstListForecast', { BatchId: 'undergraduate', PageIndex: 1, PageSize: 20 }, token))
      .Total

    // analysis of a full 112-wish table (辽宁 专业+院校)
    const ln = await memberToken(port, freshMobile('1381'))
    await call(port, 'User/EditUserScore', { ProvinceId: 21, Year: 2026, Score: 560, SubjectType: 2, SelectSubjectList: ['chemistry', 'biology'] }, ln)
    const pages = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((p) =>
        call<{ List: { UnitId: string }[] }>(port, 'Wish/SpecialtyFirstListForecast', { BatchId: 'undergraduate', PageIndex: p, PageSize: 20 }, ln),
      ),
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
    const rssHot = rssMb(server.pid)

    // memory: every province index, every track and batch
    // BENCH_SKIP_ALL_PROVINCES=1 leaves the (long) every-province pass out, e.g. for a quick before/after of the loads
    const all = process.env.BENCH_SKIP_ALL_PROVINCES ? { tracks: 0, lists: 0, failures: ['skipped'], seconds: 0 } : await everyProvince(port, ln)
    const rssAll = rssMb(server.pid)
    // and once V8 has had an idle moment (its memory reducer collects and returns pages when allocation stops)
    await new Promise((r) => setTimeout(r, 20_000))
    const rssIdle = rssMb(server.pid)
    const health2 = JSON.parse((await request(port, 'GET', '/health?caches=1', null)).text) as { data: { caches?: CacheStat[]; memory?: Memory } }
    const caches = health2.data.caches ?? []
    const memory = health2.data.memory

    const ok = (b: boolean) => (b ? 'met' : '**not met**')
    const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '–')
    const row = (name: string, r: Measured) =>
      `| ${name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.errors} | ${ratio(r.rps, health.rps)} | ${ratio(r.rps, appVersion.rps)} | ${ratio(r.p50, appVersion.p50)} | ${r.cpuUs.toFixed(0)} µs | ${ratio(appVersion.cpuUs, r.cpuUs)} | ${r.loadAvg} |`
    const listTarget = (r: Measured) => r.p50 <= 15 && r.p99 <= 60 && r.rps >= 3000 && r.rps >= appVersion.rps / 3
    const target = (name: string, r: Measured) =>
      `- ${name}: p50 ${r.p50.toFixed(1)} ms (≤ 15: ${ok(r.p50 <= 15)}), p99 ${r.p99.toFixed(1)} ms (≤ 60: ${ok(r.p99 <= 60)}), ${r.rps.toFixed(0)} req/s (≥ 3,000: ${ok(r.rps >= 3000)}), ${ratio(r.rps, appVersion.rps)} × AppVersion (≥ 0.33: ${ok(r.rps >= appVersion.rps / 3)}) → ${ok(listTarget(r))}`
    const pct = (x: number | null) => (x === null ? '–' : `${(x * 100).toFixed(1)} %`)
    return [
      '## Hot path: sessions and recommendation lists (issues 6, 21)',
      '',
      `Server process (\`apps/server/src/main.ts\`${process.env.BENCH_SERVER_ROOT ? ` from ${process.env.BENCH_SERVER_ROOT}` : ''}, embedded PGlite, dataset loaded), ${CONNECTIONS} concurrent keep-alive connections on loopback for ${DURATION_MS / 1000} s each, load generator in the bench process on the same 2 cores, per-IP rate limit raised for the run. ` +
        `Candidate: 山东 2026 综合 560分 (ZNK member); ${total.toLocaleString('en')} in-window 专业+院校 units; pages 1–3 of 20 with a tier and a school filter rotating. ` +
        `First call (builds the province index and the candidate's assessment): ${firstMs.toFixed(0)} ms. The ratios compare with GET /health and Public/AppVersion measured in this run; load average (1/5/15 min) before → after each measurement. ` +
        `Server CPU / request is the server process's user + system CPU time (\`/proc/<pid>/stat\`) over the load divided by the requests answered: unlike req/s it does not move with what else runs on the machine, so "AppVersion CPU ÷ this" is the steadiest form of the ≥ 1/3 ratio.`,
      '',
      '| call | req/s | p50 | p99 | errors | req/s ÷ /health | req/s ÷ AppVersion | p50 ÷ AppVersion p50 | server CPU / request | AppVersion CPU ÷ this | load average |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      row('GET /health (no API pipeline)', health),
      row('Public/AppVersion (API pipeline, no token)', appVersion),
      row('Public/ProvinceIsFinalScore with token', trivial),
      row('Wish/SchoolFirstListForecast (college-first)', school),
      row('Wish/SpecialtyFirstListForecast (major-first)', major),
      '',
      'Targets (p50 ≤ 15 ms, p99 ≤ 60 ms, ≥ 3,000 req/s and ≥ 1/3 of AppVersion):',
      target('college-first', school),
      target('major-first', major),
      `- one page of 20 on the wire: college-first ${bytes.school.toLocaleString('en')} bytes, major-first ${bytes.major.toLocaleString('en')} bytes`,
      `- a token costs the trivial call ${((1 - trivial.rps / appVersion.rps) * 100).toFixed(0)} % of AppVersion's throughput (was 85 % before the session cache)`,
      '',
      `Analysis of a 112-wish table (辽宁 2026 本科批, \`User/WishAnalysis\`: check + 4,000-draw simulation), 15 runs one at a time: p50 ${times[7]!.toFixed(0)} ms (${ratio(times[7]!, appVersion.p50)} × AppVersion's p50 under load, ${ratio(times[7]!, health.p50)} × /health's), max ${times[14]!.toFixed(0)} ms (target ≤ 150 ms: ${ok(times[14]! <= 150)}).`,
      '',
      `Memory: RSS ${rssHot.toFixed(0)} MB after the load above; then every province index (${all.tracks} province-tracks of 31 provinces, ${all.lists} list calls over every batch, ${all.seconds.toFixed(0)} s${all.failures.length ? `; calls not answered with code 0: ${all.failures.join(', ')}` : ''}): RSS **${rssAll.toFixed(0)} MB** right after the last call (target ≤ 1,228 MB: ${ok(rssAll <= 1228)}), ${rssIdle.toFixed(0)} MB after 20 s idle.`,
      '',
      ...(memory
        ? [
            `Where the memory is after the idle wait (\`process.memoryUsage()\` of the server): JS heap ${memory.heapUsed} MB used of ${memory.heapTotal} MB (province indexes, caches), external ${memory.external} MB (PGlite's WASM heap is most of it; array buffers ${memory.arrayBuffers} MB), the rest of the ${memory.rss} MB RSS is code, V8 and the allocator's free pages.`,
            '',
          ]
        : []),
      '| bounded cache | entries / max | hits | misses | evictions | hit rate |',
      '|---|---|---|---|---|---|',
      ...caches.map(
        (c) =>
          `| ${c.name} | ${c.weight !== undefined && c.weight !== c.size ? `${c.size} (${Math.round(c.weight / 2 ** 20)} / ${Math.round(c.max / 2 ** 20)} MB)` : `${c.size.toLocaleString('en')} / ${c.max.toLocaleString('en')}`} | ${c.hits.toLocaleString('en')} | ${c.misses.toLocaleString('en')} | ${c.evictions.toLocaleString('en')} | ${pct(c.hitRate)} |`,
      ),
      ...(caches.length === 0 ? ['| (this server reports no caches) | | | | | |'] : []),
    ].join('\n')
  } finally {
    await server.stop()
  }
}
