// Score-release load: the mix of bench/load/score-release.ts against 1 and then 3 API
// instances behind nginx (deploy/nginx.conf), on PostgreSQL 15 + Redis 7 at 127.0.0.1. Run with
// `npm run test:load` (writes this section into docs/benchmarks.md and fails on any error).
import { spawnSync } from 'node:child_process'
import { cpus } from 'node:os'
import {
  cpuSeconds,
  ensureDatabase,
  loadAverage,
  postgresPids,
  pgUrl,
  REDIS_URL,
  sleep,
  startInstance,
  startNginx,
  stopInstance,
  waitHealthy,
  type Instance,
} from '../load/cluster.ts'
import { MIX, prepareStudents, runMix, type RunResult } from '../load/score-release.ts'

const DATABASE = 'gk_load'
const PORTS = [18081, 18082, 18083]
const STUDENTS = 96
const CONCURRENCY = 32
// 90 s: shorter windows are dominated by each instance warming its caches (docs/deploy.md)
const DURATION_MS = Number(process.env.LOAD_SECONDS ?? 90) * 1000
// long enough for every instance to build its per-candidate assessment caches (per instance, by design)
const WARMUP_MS = 10_000

const instanceEnv = {
  DATABASE_URL: pgUrl(DATABASE),
  REDIS_URL,
  // one client IP (this machine) sends everything: the shared limit is on the path but not reached
  RATE_LIMIT_PER_MINUTE: '10000000',
}

type Measured = { instances: number; load: string; result: RunResult }

function redisUp(): boolean {
  return spawnSync('redis-cli', ['-h', '127.0.0.1', 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG'
}

async function measure(instances: Instance[], nginxPort: number, students: Awaited<ReturnType<typeof prepareStudents>>): Promise<Measured> {
  const nginx = await startNginx(
    nginxPort,
    instances.map((i) => i.port),
  )
  try {
    await sleep(2000)
    const load = loadAverage()
    console.log(`load: ${instances.length} instance(s) behind nginx, load average ${load}`)
    const pids = instances.map((i) => i.child.pid ?? 0)
    const result = await runMix(nginxPort, students, CONCURRENCY, DURATION_MS, WARMUP_MS, {
      api: () => cpuSeconds(pids),
      postgres: () => cpuSeconds(postgresPids()),
    })
    console.log(`load: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, errors ${result.errors}`)
    for (const e of result.errorSamples) console.log(`  ${e}`)
    return { instances: instances.length, load, result }
  } finally {
    await nginx.stop()
  }
}

export async function runLoad(): Promise<{ markdown: string; errors: number }> {
  if (!redisUp()) throw new Error('Redis is not answering at 127.0.0.1:6379')
  await ensureDatabase(DATABASE)
  const started: Instance[] = []
  try {
    // the first instance loads the dataset into an empty database (minutes, once); the others find it current
    const first = startInstance(PORTS[0]!, instanceEnv)
    started.push(first)
    await waitHealthy(first.port, 20 * 60_000)
    const students = await prepareStudents(first.port, DATABASE, STUDENTS, Date.now() % 997)
    const one = await measure([first], 18090, students)
    for (const port of PORTS.slice(1)) started.push(startInstance(port, instanceEnv))
    await Promise.all(started.map((i) => waitHealthy(i.port, 5 * 60_000)))
    const three = await measure(started, 18091, students)
    return { markdown: render([one, three]), errors: one.result.errors + three.result.errors }
  } finally {
    await Promise.all(started.map((i) => stopInstance(i)))
  }
}

function render(runs: Measured[]): string {
  const cores = cpus().length
  const [one, three] = runs as [Measured, Measured]
  const growth = three.result.rps / one.result.rps
  const rows = runs.map((m) => {
    const api = m.result.cpu.api ?? 0
    const pgCpu = m.result.cpu.postgres ?? 0
    return `| ${m.instances} | ${m.result.requests} | ${m.result.rps.toFixed(0)} | ${m.result.p50.toFixed(0)} | ${m.result.p99.toFixed(0)} | ${m.result.errors} | ${((api * 1000) / m.result.requests).toFixed(1)} | ${(m.result.requests / api).toFixed(0)} | ${((pgCpu * 1000) / m.result.requests).toFixed(1)} | ${m.load} |`
  })
  const perCall = MIX.map((name) => {
    const cells = runs.map((m) => {
      const c = m.result.perCall.find((p) => p.name === name)!
      return `${c.count} · ${c.p50.toFixed(0)} / ${c.p99.toFixed(0)} ms · ${c.errors} err`
    })
    return `| \`${name}\` | ${cells.join(' | ')} |`
  })
  return `## Score-release load

\`npm run test:load\` (${new Date().toISOString().slice(0, 16)}Z): API instances (Node ${process.version}, from source via tsx) on PostgreSQL 15 + Redis 7,
behind nginx (\`deploy/nginx.conf\`, rewritten to loopback ports), all on this ${cores}-core machine together with the load
generator (one Node process, ${CONCURRENCY} virtual students in a closed loop over ${STUDENTS} signed-up 浙江 members), ${DURATION_MS / 1000} s measured
after ${WARMUP_MS / 1000} s warm-up. Mix per visit: ${MIX.map((m) => `\`${m}\``).join(' → ')} (1 of 7 calls is a password
sign-in with argon2id, the most expensive call of the mix).

| instances | requests | req/s (wall) | p50 ms | p99 ms | errors | API CPU ms / request | requests per API core-second | PostgreSQL CPU ms / request (upper bound) | load average (1/5/15 min) at start |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Growth 1 → 3 instances: ×${growth.toFixed(2)}. On ${cores} cores shared by the instances, PostgreSQL, Redis, nginx and the
load generator (and, while this ran, other engineers' builds and tests: see the load averages), more instances cannot add
CPU, so wall-clock req/s here says little. The figure that carries to a real deployment is the CPU the API instances
spent per request in the measured window (from /proc, so other work on the machine does not count against it): **requests per
API core-second**; instances scale by adding cores/machines (docs/deploy.md has the arithmetic). The PostgreSQL column sums every
postgres process on the machine, other engineers' test databases included. Errors must be 0: \`npm run test:load\` fails otherwise.

| call (count · p50 / p99 · errors) | 1 instance | 3 instances |
|---|---|---|
${perCall.join('\n')}`
}

/** In `npm run bench`: skipped with a note where PostgreSQL, Redis or nginx are missing. */
export default async function suite(): Promise<string> {
  try {
    return (await runLoad()).markdown
  } catch (error) {
    return `## Score-release load\n\nSkipped in this run: ${String(error).slice(0, 200)}. Needs PostgreSQL 15 at 127.0.0.1:5432, Redis at 127.0.0.1:6379 and nginx; run \`npm run test:load\`.`
  }
}
