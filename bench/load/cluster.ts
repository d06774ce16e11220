// Starts and stops what the load and fault runs need on loopback: API instances on PostgreSQL +
// Redis (the scale path), an embedded-PGlite instance, and nginx in front (deploy/nginx.conf with
// its "@…" lines rewritten). Everything lives under bench/out/cluster; nothing listens beyond 127.0.0.1.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const workDir = path.join(root, 'bench/out/cluster')
export const PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres'
export const REDIS_URL = 'redis://127.0.0.1:6379/0'
export const pgUrl = (database: string) => `postgres://postgres@127.0.0.1:5432/${database}`

export type Instance = { port: number; child: ChildProcess; log: string }

/** Creates the run's database once; later runs reuse it (the dataset load is skipped when current). */
export async function ensureDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
  await admin.connect()
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
}

export async function sql<T = Record<string, unknown>>(database: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: pgUrl(database) })
  await client.connect()
  try {
    return (await client.query(text, params)).rows as T[]
  } finally {
    await client.end()
  }
}

/** One API process from source (tsx): the same code `npm start` bundles, started in well under a second. */
export function startInstance(port: number, env: Record<string, string>): Instance {
  mkdirSync(workDir, { recursive: true })
  const log = path.join(workDir, `instance-${port}.log`)
  const out = openSync(log, 'a')
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      WEB_DIST_DIR: '/nonexistent',
      CONTENT_AUTOLOAD: 'false',
      // load runs sign up hundreds of students from one address: a closed install without SMS
      REGISTER_REQUIRES_SMS: 'false',
      ...env,
    },
    stdio: ['ignore', out, out],
  })
  return { port, child, log }
}

export async function waitHealthy(port: number, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    const res = await get(port, '/health').catch(() => null)
    if (res?.status === 200) return
    await sleep(500)
  }
  throw new Error(`instance on ${port} not healthy after ${timeoutMs} ms (see ${workDir}/instance-${port}.log)`)
}

export async function stopInstance(instance: Instance, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => instance.child.once('exit', () => resolve()))
  instance.child.kill(signal)
  await Promise.race([exited, sleep(15_000)])
}

export type Nginx = { port: number; child: ChildProcess; stop(): Promise<void> }

/** nginx with the committed config, rewritten to loopback ports and a private prefix. */
export async function startNginx(listenPort: number, upstreamPorts: number[]): Promise<Nginx> {
  const dir = path.join(workDir, `nginx-${listenPort}`)
  mkdirSync(path.join(dir, 'temp'), { recursive: true })
  const lines = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8').split('\n')
  const out: string[] = []
  let upstreamDone = false
  for (const line of lines) {
    if (line.includes('# @upstream')) {
      if (!upstreamDone) for (const p of upstreamPorts) out.push(`    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`)
      upstreamDone = true
    } else if (line.includes('# @listen')) out.push(`    listen 127.0.0.1:${listenPort};`)
    else if (line.includes('# @pid')) out.push(`pid ${dir}/nginx.pid;`)
    else if (line.includes('# @error_log')) out.push(`error_log ${dir}/error.log warn;`)
    else if (line.includes('# @temp')) out.push(line.replace(/\/var\/lib\/nginx\/(\w+)/, `${dir}/temp/$1`).replace(/#.*$/, ''))
    else out.push(line)
  }
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(conf, out.join('\n'))
  const check = spawnSync('nginx', ['-t', '-q', '-p', dir, '-c', conf], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx -t failed (apt-get install -y nginx?): ${check.stderr}`)
  const child = spawn('nginx', ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' })
  const end = Date.now() + 10_000
  while (Date.now() < end && !(await get(listenPort, '/health').catch(() => null))) await sleep(200)
  return {
    port: listenPort,
    child,
    async stop() {
      if (child.exitCode !== null) return
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      child.kill('SIGQUIT')
      await Promise.race([exited, sleep(5000)])
    },
  }
}

export const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export type Answer = {
  status: number
  code: number | null
  message: string
  data: unknown
  ms: number
}

function get(port: number, pathName: string): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathName, method: 'GET', agent, timeout: 2000 }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }))
    })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end()
  })
}

/** One API call; transport failures come back as status 0 instead of throwing. */
export function call(port: number, name: string, input: unknown, token?: string): Promise<Answer> {
  const started = performance.now()
  return new Promise((resolve) => {
    const body = JSON.stringify(input)
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/${name}`,
        method: 'POST',
        agent,
        timeout: 30_000,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(token ? { token } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString()
          let env: { code?: number; message?: string; data?: unknown } = {}
          try {
            env = JSON.parse(text) as typeof env
          } catch {
            env = { message: text.slice(0, 120) }
          }
          resolve({
            status: res.statusCode ?? 0,
            code: env.code ?? null,
            message: env.message ?? '',
            data: env.data ?? null,
            ms: performance.now() - started,
          })
        })
        res.on('error', () =>
          resolve({
            status: 0,
            code: null,
            message: 'response aborted',
            data: null,
            ms: performance.now() - started,
          }),
        )
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', (e) =>
      resolve({
        status: 0,
        code: null,
        message: e.message,
        data: null,
        ms: performance.now() - started,
      }),
    )
    req.end(body)
  })
}

export function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

/** CPU seconds (user + system) used so far by the given processes, from /proc (Linux). */
export function cpuSeconds(pids: number[]): number {
  let ticks = 0
  for (const pid of pids) {
    try {
      // fields after the ")" of the command name: state is field 3, utime 14, stime 15
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // the process is gone
    }
  }
  return ticks / 100
}

/** Every PostgreSQL server process on the machine (backends of other databases included: an upper bound). */
export function postgresPids(): number[] {
  const pids: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry))
    } catch {
      // gone
    }
  }
  return pids
}
