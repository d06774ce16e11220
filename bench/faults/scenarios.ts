// The four fault scenarios of the score-release evening (docs/reliability.md). Each returns a markdown section and whether it passed.
import { AGREEMENT_VERSION } from '@gk/contract'
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import {
  call,
  ensureDatabase,
  loadAverage,
  pgUrl,
  REDIS_URL,
  sleep,
  startInstance,
  startNginx,
  stopInstance,
  waitHealthy,
  workDir,
  type Instance,
} from '../load/cluster.ts'
import { prepareStudents, type Student } from '../load/score-release.ts'
import { classify, newTally, timelineSummary, verifyAcks, writeLoad } from './write-load.ts'

export type Outcome = { markdown: string; passed: boolean }
export const DATABASE = 'gk_load'
const env = { DATABASE_URL: pgUrl(DATABASE), REDIS_URL, RATE_LIMIT_PER_MINUTE: '10000000' }
const CONFLICT = 1007
const mark = (ok: boolean) => (ok ? '✅' : '❌')

function run(command: string, args: string[]): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'ignore' })
    child.on('exit', (code) => resolve(code))
    child.on('error', () => resolve(null))
  })
}

async function cluster(ports: number[], extra: Record<string, string> = {}): Promise<Instance[]> {
  await ensureDatabase(DATABASE)
  const first = startInstance(ports[0]!, { ...env, ...extra })
  await waitHealthy(first.port, 20 * 60_000)
  const rest = ports.slice(1).map((p) => startInstance(p, { ...env, ...extra }))
  await Promise.all(rest.map((i) => waitHealthy(i.port, 5 * 60_000)))
  return [first, ...rest]
}

let students: Student[] | null = null
async function studentsOn(port: number): Promise<Student[]> {
  students ??= await prepareStudents(port, DATABASE, 24, (Date.now() + 500) % 997)
  return students
}

/** kill -9 one of three instances under write load; nginx routes around it; every acknowledged write is there. */
export async function killInstance(): Promise<Outcome> {
  const instances = await cluster([18181, 18182, 18183])
  const nginx = await startNginx(
    18190,
    instances.map((i) => i.port),
  )
  try {
    const load = loadAverage()
    const group = await studentsOn(instances[0]!.port)
    const tally = newTally()
    const victim = instances[1]!
    const killer = (async () => {
      await sleep(5000)
      victim.child.kill('SIGKILL')
    })()
    const acks = await writeLoad(nginx.port, group, 15_000, tally, CONFLICT)
    await killer
    const { checked, lost } = await verifyAcks(DATABASE, acks)
    const passed = checked > 0 && lost.length === 0 && tally.other === 0 && victim.child.signalCode === 'SIGKILL'
    return {
      passed,
      markdown: `## Instance killed under write load ${mark(passed)}

3 instances behind nginx on PostgreSQL + Redis; 24 students save their wish tables in a loop (compare-and-set on the version)
through nginx for 15 s; at 5 s one instance gets \`kill -9\`. Load average at start ${load}.

- acknowledged saves: **${tally.ok}**, read back from \`wish_table_versions\` afterwards: **${checked - lost.length} / ${checked}** present with exactly the acknowledged wishes${lost.length ? ` (missing: ${lost.slice(0, 5).join(', ')})` : ''}
- answers lost with the killed instance (nginx 502, not acknowledged, the client re-reads its version): ${tally.proxyErrors}; stale-version refusals after such a loss (the client is told, re-reads): ${tally.conflicts}; 5003: ${tally.unavailable}; anything else: ${tally.other}${tally.samples.length ? ` (${tally.samples.join('; ')})` : ''}
- per second: ${timelineSummary(tally)}`,
    }
  } finally {
    await nginx.stop()
    await Promise.all(instances.map((i) => stopInstance(i)))
  }
}

/** PostgreSQL restarted under load: clean 5003 answers meanwhile, service back without restarting the app. */
export async function restartPostgres(): Promise<Outcome> {
  const instances = await cluster([18281])
  const port = instances[0]!.port
  try {
    const load = loadAverage()
    const group = await studentsOn(port)
    const tally = newTally()
    const started = performance.now()
    const end = started + 25_000
    let restartedAt = 0
    let restartMs = 0
    const restarter = (async () => {
      await sleep(5000)
      restartedAt = (performance.now() - started) / 1000
      const t = performance.now()
      // async: a synchronous spawn would stall this process's own clients for the whole restart
      const status = await run('pg_ctlcluster', ['--skip-systemctl-redirect', '15', 'main', 'restart'])
      restartMs = performance.now() - t
      if (status !== 0) throw new Error(`pg_ctlcluster restart failed (${status})`)
    })()
    let lastFailure = 0
    let firstOkAfter = 0
    await Promise.all(
      group.map(async (s, i) => {
        const names = ['User/StudentInfo', 'User/WishDetail', 'Public/LineRank', 'User/WishList'] as const
        for (let turn = i; performance.now() < end; turn++) {
          const name = names[turn % names.length]!
          const input = name === 'User/WishDetail' ? { WishId: s.wishId } : name === 'Public/LineRank' ? { ProvinceId: 33, Score: s.score } : {}
          const a = await call(port, name, input, s.token)
          classify(tally, a, started, CONFLICT)
          const now = (performance.now() - started) / 1000
          if (a.code !== 0) lastFailure = now
          else if (lastFailure > 0 && firstOkAfter < lastFailure) firstOkAfter = now
          if (a.code !== 0) await sleep(200)
        }
      }),
    )
    await restarter
    const alive = instances[0]!.child.exitCode === null
    const passed = tally.other === 0 && tally.proxyErrors === 0 && alive && tally.ok > 0 && lastFailure < 24
    return {
      passed,
      markdown: `## PostgreSQL restarted under load ${mark(passed)}

1 instance on PostgreSQL + Redis, 24 signed-in students reading their own data (StudentInfo, WishDetail, WishList) and ranks in
a loop for 25 s; at ${restartedAt.toFixed(1)} s \`pg_ctlcluster --skip-systemctl-redirect 15 main restart\` (took ${(restartMs / 1000).toFixed(1)} s).
Load average at start ${load}.

- answers: ok ${tally.ok}, **5003 \`服务暂不可用，请稍后重试\` (HTTP 503, an envelope)** ${tally.unavailable}, anything else ${tally.other}${tally.samples.length ? ` (${tally.samples.join('; ')})` : ''}
- last failed answer at ${lastFailure.toFixed(1)} s; the instance kept running (${alive ? 'no restart of the app' : 'IT EXITED'}) and answered normally again from then on
- per second: ${timelineSummary(tally)}`,
    }
  } finally {
    await Promise.all(instances.map((i) => stopInstance(i)))
  }
}

const REDIS_START = [
  '--daemonize',
  'yes',
  '--bind',
  '127.0.0.1',
  '-::1',
  '--port',
  '6379',
  '--save',
  '',
  '--appendonly',
  'no',
  '--dir',
  '/var/lib/redis',
  '--logfile',
  '/var/log/redis/ci.log',
]

export function ensureRedis(): void {
  if (spawnSync('redis-cli', ['-h', '127.0.0.1', 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG') return
  spawnSync('redis-server', REDIS_START, { encoding: 'utf8' })
}

/** Redis shut down under load: the API keeps answering, the rate limit degrades to per instance (logged), then recovers. */
export async function redisDown(): Promise<Outcome> {
  const instances = await cluster([18381, 18382])
  const nginx = await startNginx(
    18390,
    instances.map((i) => i.port),
  )
  try {
    const load = loadAverage()
    const group = await studentsOn(instances[0]!.port)
    const tally = newTally()
    const started = performance.now()
    const end = started + 20_000
    const stopper = (async () => {
      await sleep(5000)
      await run('redis-cli', ['-h', '127.0.0.1', 'shutdown', 'nosave'])
      await sleep(8000)
      await run('redis-server', REDIS_START)
    })()
    await Promise.all(
      group.map(async (s) => {
        while (performance.now() < end) classify(tally, await call(nginx.port, 'User/StudentInfo', {}, s.token), started, CONFLICT)
      }),
    )
    await stopper
    await sleep(3000)
    const logs = instances.map((i) => readFileSync(i.log, 'utf8')).join('\n')
    const degraded = logs.includes('rate limit degraded to per-instance memory')
    const recovered = logs.includes('redis available again')
    const keys = spawnSync('redis-cli', ['-h', '127.0.0.1', '--scan', '--pattern', 'gk-rl-*'], {
      encoding: 'utf8',
    })
      .stdout.trim()
      .split('\n')
      .filter(Boolean).length
    const passed = tally.other === 0 && tally.unavailable === 0 && degraded && recovered && keys > 0
    return {
      passed,
      markdown: `## Redis down under load ${mark(passed)}

2 instances behind nginx, 24 students calling \`User/StudentInfo\` for 20 s; at 5 s \`redis-cli shutdown nosave\`, 8 s later Redis is
started again (\`redis-server --daemonize yes … --save "" --appendonly no\`). Load average at start ${load}.

- answers: ok ${tally.ok}, failed ${tally.other + tally.unavailable + tally.proxyErrors}${tally.samples.length ? ` (${tally.samples.join('; ')})` : ''}
- instance logs: "rate limit degraded to per-instance memory" ${degraded ? 'logged' : 'MISSING'}; "redis available again" ${recovered ? 'logged' : 'MISSING'}; shared rate-limit keys in Redis afterwards: ${keys}
- while Redis is down each instance counts its own clients (the per-IP limit is per instance: N instances allow up to N× the limit)`,
    }
  } finally {
    ensureRedis()
    await nginx.stop()
    await Promise.all(instances.map((i) => stopInstance(i)))
  }
}

/** The embedded default (PGlite) killed with -9 while accounts are being written; a restart finds every acknowledged one. */
export async function killPglite(): Promise<Outcome> {
  const dir = path.join(workDir, 'pglite-kill')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const pgliteEnv = {
    PGLITE_DATA_DIR: dir,
    DATASET_AUTOLOAD: 'false',
    RATE_LIMIT_PER_MINUTE: '10000000',
  }
  const first = startInstance(18481, pgliteEnv)
  const acked: string[] = []
  let failed = 0
  try {
    await waitHealthy(first.port, 5 * 60_000)
    const load = loadAverage()
    const end = performance.now() + 6000
    const killer = (async () => {
      await sleep(3000)
      first.child.kill('SIGKILL')
    })()
    await Promise.all(
      Array.from({ length: 8 }, async (_, w) => {
        for (let i = 0; performance.now() < end; i++) {
          const mobile = `166${String(w).padStart(2, '0')}${String(i).padStart(6, '0')}`
          const a = await call(first.port, 'User/AddStudentAndLogin', {
            Mobile: mobile,
            Password: 'abc12345',
            AgreementVersion: AGREEMENT_VERSION,
          })
          if (a.code === 0) acked.push(mobile)
          else {
            failed += 1
            await sleep(100)
          }
        }
      }),
    )
    await killer
    const second = startInstance(18482, pgliteEnv)
    try {
      await waitHealthy(second.port, 5 * 60_000)
      const missing: string[] = []
      for (const mobile of acked) {
        const a = await call(second.port, 'User/UserLogin', {
          Mobile: mobile,
          Password: 'abc12345',
        })
        if (a.code !== 0) missing.push(`${mobile} (${a.code} ${a.message})`)
      }
      const passed = acked.length > 0 && missing.length === 0
      return {
        passed,
        markdown: `## Embedded PGlite killed mid-write ${mark(passed)}

The default single-process setup (\`PGLITE_DATA_DIR\` on disk, no dataset), 8 clients registering accounts for 6 s; at 3 s the
process gets \`kill -9\`; a new process opens the same directory. Load average at start ${load}.

- acknowledged registrations: **${acked.length}**; found after the restart (password sign-in succeeds): **${acked.length - missing.length}**${missing.length ? ` — missing: ${missing.slice(0, 5).join(', ')}` : ''}
- requests that failed when the process died (not acknowledged): ${failed}`,
      }
    } finally {
      await stopInstance(second)
    }
  } finally {
    await stopInstance(first)
  }
}
