// Shared by the HTTP benchmark suites: a built-from-source server process on a free loopback port
// with a fresh embedded database, a keep-alive client, and a closed-loop load generator.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export const CONNECTIONS = 50

export type Answer = { status: number; text: string }
export type Load = { requests: number; rps: number; p50: number; p99: number; errors: number }

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

/** One request over the shared keep-alive agent; `token` goes in the API's session header. */
export function request(port: number, method: string, pathName: string, body: string | null, token?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: pathName, method, agent, headers: { 'content-type': 'application/json', ...(token ? { token } : {}) } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }))
      },
    )
    req.on('error', reject)
    if (body !== null) req.write(body)
    req.end()
  })
}

/** CONNECTIONS workers, each sending its next request when the previous answer arrives, for `durationMs`. */
export async function load(durationMs: number, make: (i: number) => Promise<Answer>): Promise<Load> {
  const latencies: number[] = []
  let errors = 0
  const end = performance.now() + durationMs
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

/** BENCH_CPU_PROF=<dir>: the server writes a CPU profile of each of its threads there when it stops (what holds the event loop). */
export function profileArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROF
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=500'] : []
}

export type BenchServer = { port: number; pid: number; stop: () => Promise<void> }

/**
 * Starts `apps/server/src/main.ts` with a fresh PGlite directory and waits for /health. One loopback
 * client sends every request, so the per-IP limit (1,200/min) is lifted for the run.
 */
export async function startBenchServer(options: { tag: string; env?: Record<string, string>; nodeArgs?: string[]; root?: string }): Promise<BenchServer> {
  // BENCH_PORT pins the port (a shared machine hands each engineer a range); otherwise any free one
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort()
  const dir = mkdtempSync(path.join(tmpdir(), `gk-${options.tag}-bench-`))
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: options.root ?? root,
    env: {
      ...process.env,
      PORT: String(port),
      PGLITE_DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      DATABASE_URL: '',
      RATE_LIMIT_PER_MINUTE: '100000000',
      // benches sign students up from one address: a closed install without SMS codes
      REGISTER_REQUIRES_SMS: 'false',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = async () => {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    for (let i = 0; ; i++) {
      const ok = await request(port, 'GET', '/health', null)
        .then((r) => r.status === 200)
        .catch(() => false)
      if (ok) break
      if (i > 600) throw new Error('server did not become ready')
      await new Promise((r) => setTimeout(r, 1000))
    }
  } catch (error) {
    await stop()
    throw error
  }
  return { port, pid: child.pid ?? 0, stop }
}
