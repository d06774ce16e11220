// The abuse probe of issue 33 as a benchmark: one free user cycles Wish/WhatIfRecommend over every
// province and track (each answer needs another province's index), another asks Wish/AutoTable with
// filters varying on every call, each at the per-IP rate limit (1,200 a minute = one call every
// 50 ms, sent whether or not the last one was answered, up to 20 in flight), while a third user's
// trivial call (User/StudentInfo, one at a time) measures what everyone else waits. Bounded: 60 s
// (BENCH_ABUSE_SECONDS), the server's RSS sampled every half second.
// BENCH_ABUSE_MODE=before runs the server with the index worker off and no per-user limit (what
// main did before issue 33); `after` (default) with this branch's defaults.
import { call, freshMobile, loadAverage as la, provinceTracks, rssMb, shandong560, signUpStudent, subjectTypeLabel } from '../support/api.ts'
import { profileArgs, request, startBenchServer, type Answer } from '../support/loopback.ts'

const SECONDS = Number(process.env.BENCH_ABUSE_SECONDS ?? 60)
const MODE = process.env.BENCH_ABUSE_MODE === 'before' ? 'before' : 'after'
const EVERY_MS = 50
const MAX_IN_FLIGHT = 20

type Pauses = { count: number; totalMs: number; maxMs: number }
type LoopDelay = { p50Ms: number; p99Ms: number; maxMs: number; samples: number; gc?: { minor: Pauses; major: Pauses; other: Pauses } } | null
/** The server's event-loop delay since the last reading (its timers every 5 ms, how late they ran); the first reading starts it. */
async function loopDelay(port: number): Promise<LoopDelay> {
  const answer = JSON.parse((await request(port, 'GET', '/health?caches=1&loop=1', null)).text) as { data: { loop?: LoopDelay } }
  return answer.data.loop ?? null
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0
const codeOf = (a: Answer) => (a.status === 200 ? ((JSON.parse(a.text) as { code: number }).code ?? -1) : a.status)

/** Sends `make(i)` every EVERY_MS until `end`, not waiting for answers (at most MAX_IN_FLIGHT open); counts answers by code. */
async function atRateLimit(end: number, make: (i: number) => Promise<Answer>) {
  const codes = new Map<number, number>()
  const okTimes: number[] = []
  let inFlight = 0
  let skipped = 0
  const open: Promise<void>[] = []
  for (let i = 0; performance.now() < end; i++) {
    if (inFlight >= MAX_IN_FLIGHT) skipped++
    else {
      inFlight++
      const t = performance.now()
      open.push(
        make(i)
          .then((a) => {
            const c = codeOf(a)
            codes.set(c, (codes.get(c) ?? 0) + 1)
            if (c === 0) okTimes.push(performance.now() - t)
          })
          .catch(() => void codes.set(-1, (codes.get(-1) ?? 0) + 1))
          .finally(() => inFlight--),
      )
    }
    await new Promise((r) => setTimeout(r, EVERY_MS))
  }
  await Promise.all(open)
  okTimes.sort((a, b) => a - b)
  return { codes, skipped, okP50: pct(okTimes, 0.5), okMax: okTimes.at(-1) ?? 0 }
}

/** One call at a time until `end`, a short pause between: the latency another user sees. */
async function probe(end: number, port: number, token: string) {
  const times: number[] = []
  let errors = 0
  while (performance.now() < end) {
    const t = performance.now()
    const a = await request(port, 'POST', '/api/User/StudentInfo', '{}', token)
    times.push(performance.now() - t)
    if (codeOf(a) !== 0) errors++
    await new Promise((r) => setTimeout(r, 20))
  }
  times.sort((a, b) => a - b)
  return { count: times.length, errors, p50: pct(times, 0.5), p95: pct(times, 0.95), p99: pct(times, 0.99), max: times.at(-1) ?? 0 }
}

export default async function (): Promise<string> {
  const benchStarted = performance.now()
  const server = await startBenchServer({
    tag: 'abuse',
    env: MODE === 'before' ? { INDEX_WORKER: 'false', HEAVY_CALLS_PER_USER: '1000' } : {},
    nodeArgs: profileArgs(),
  })
  const { port, pid } = server
  try {
    const [cycler, tabler, bystander] = [
      await signUpStudent(port, freshMobile('1390')),
      await signUpStudent(port, freshMobile('1391')),
      await signUpStudent(port, freshMobile('1392')),
    ]
    await call(port, 'User/EditUserScore', shandong560, tabler)
    const tracks = provinceTracks().map((t) => ({ ProvinceId: t.provinceId, SubjectType: subjectTypeLabel[t.subjectType], Score: t.score }))
    const filters = [
      { Tags: ['211'] },
      { Natures: ['公办'], RiskAppetite: 'conservative' },
      { SchoolProvinceIds: [37, 11, 31] },
      { TuitionMax: 8000, RiskAppetite: 'aggressive' },
      { Majors: ['计算机类'] },
      { Tags: ['985', '双一流'], SchoolProvinceIds: [44, 32] },
    ]
    await loopDelay(port)
    const alone = await probe(performance.now() + 10_000, port, bystander)
    const loopAlone = await loopDelay(port)
    const rssStart = rssMb(pid)
    let rssMax = rssStart
    const sampler = setInterval(() => (rssMax = Math.max(rssMax, rssMb(pid))), 500)
    const loadBefore = la()
    const end = performance.now() + SECONDS * 1000
    const [whatIf, table, under] = await Promise.all([
      atRateLimit(end, (i) => request(port, 'POST', '/api/Wish/WhatIfRecommend', JSON.stringify(tracks[i % tracks.length]), cycler)),
      atRateLimit(end, (i) =>
        request(
          port,
          'POST',
          '/api/Wish/AutoTable',
          JSON.stringify({ BatchId: 'undergraduate', ...filters[i % filters.length], TuitionMax: 5000 + (i % 50) * 100 }),
          tabler,
        ),
      ),
      probe(end, port, bystander),
    ])
    clearInterval(sampler)
    const loopUnder = await loopDelay(port)
    const loadAfter = la()
    const loop = (l: LoopDelay) => (l ? `p50 ${l.p50Ms} ms, p99 ${l.p99Ms} ms, max **${l.maxMs} ms**` : '–')
    const pauses = (p: Pauses) => `${p.count} × (${p.totalMs} ms in all, longest **${p.maxMs} ms**)`
    const gc = (l: LoopDelay) =>
      l?.gc ? `full (major) ${pauses(l.gc.major)}; young (minor) ${pauses(l.gc.minor)}; incremental/weak ${pauses(l.gc.other)}` : '–'
    const ok = (b: boolean) => (b ? 'met' : '**not met**')
    const codes = (m: Map<number, number>) =>
      [...m]
        .sort((a, b) => a[0] - b[0])
        .map(([c, n]) => `${n} × ${c}`)
        .join(', ')
    return [
      `## Heavy calls do not stall other users (issue 33), ${MODE === 'before' ? 'before: index built on the event loop, no per-user limit' : 'after: index worker, bounded build queue, per-user limit'} (${new Date().toISOString().slice(0, 16)}Z)`,
      '',
      `Server process (\`apps/server/src/main.ts\`, embedded PGlite, dataset loaded${MODE === 'before' ? ', `INDEX_WORKER=false HEAVY_CALLS_PER_USER=1000`' : ''}), load generator in the bench process on the same 2 cores. ` +
        `For ${SECONDS} s: user A sends \`Wish/WhatIfRecommend\` cycling over ${tracks.length} province-tracks, user B \`Wish/AutoTable\` (山东 本科批) with the filters varying on every call, each every ${EVERY_MS} ms (the per-IP limit of 1,200 a minute) without waiting for answers (at most ${MAX_IN_FLIGHT} open); ` +
        `user C calls \`User/StudentInfo\` one at a time with 20 ms between. Load average (1/5/15 min) ${loadBefore} → ${loadAfter} on 2 cores shared with other engineers.`,
      '',
      '| what | figure |',
      '|---|---|',
      `| C alone, 10 s before | ${alone.count} calls, p50 ${alone.p50.toFixed(1)} ms, p99 ${alone.p99.toFixed(1)} ms |`,
      `| C under A and B | ${under.count} calls (${under.errors} not code 0), p50 **${under.p50.toFixed(1)} ms**, p95 ${under.p95.toFixed(1)} ms, p99 **${under.p99.toFixed(1)} ms**, max ${under.max.toFixed(0)} ms |`,
      `| A: WhatIfRecommend answers by code | ${codes(whatIf.codes)}; not sent (20 open): ${whatIf.skipped}; code-0 p50 ${whatIf.okP50.toFixed(0)} ms, max ${whatIf.okMax.toFixed(0)} ms |`,
      `| B: AutoTable answers by code | ${codes(table.codes)}; not sent (20 open): ${table.skipped}; code-0 p50 ${table.okP50.toFixed(0)} ms, max ${table.okMax.toFixed(0)} ms |`,
      `| server event-loop delay (a timer every 5 ms, how late it ran) | alone: ${loop(loopAlone)}; under A and B: ${loop(loopUnder)} |`,
      `| server GC pauses of the main thread under A and B | ${gc(loopUnder)} |`,
      `| server RSS | ${rssStart.toFixed(0)} MB at the start, **${rssMax.toFixed(0)} MB** at most |`,
      '',
      `Target (C's p50 ≤ 20 ms, p99 ≤ 150 ms, RSS ≤ 1,228 MB): p50 ${ok(under.p50 <= 20)}, p99 ${ok(under.p99 <= 150)}, RSS ${ok(rssMax <= 1228)}. ` +
        `Longest stall of the server's event loop under A and B: ${loopUnder ? `${loopUnder.maxMs} ms` : '–'} (a wish of issue 33: none over ~20 ms). This run took ${((performance.now() - benchStarted) / 1000).toFixed(0)} s.`,
    ].join('\n')
  } finally {
    await server.stop()
  }
}
