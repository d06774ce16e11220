import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { restoreSnapshot } from '../../scripts/db-snapshot.mjs'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export type RunningServer = { baseUrl: string; stop: () => Promise<void> }

/**
 * Starts the BUILT server (apps/server/dist/main.js) on a free loopback port with a fresh PGlite
 * directory and upload folder, the sandbox adapters and their test hooks switched on, and waits
 * for /health (the first start loads the reference dataset, unless smoke-start left a seeded copy
 * for this build: scripts/db-snapshot.mjs).
 */
export async function startServer(options: { env?: NodeJS.ProcessEnv; healthTimeoutMs?: number } = {}): Promise<RunningServer> {
  const port = await freePort()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gk-e2e-db-'))
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'gk-e2e-upload-'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PGLITE_DATA_DIR: dataDir,
    UPLOAD_DIR: uploadDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    SMS_PROVIDER: 'console',
    SANDBOX_ENDPOINTS: 'true',
    OAUTH_PROVIDER: 'sandbox',
    // simulated phones name their own address (support/api.ts deviceAddress); only loopback reaches it
    TRUST_PROXY: 'true',
    ...options.env,
  }
  // always the embedded database: a CI DATABASE_URL must not leak test users into a real one
  delete env.DATABASE_URL
  // a server without the dataset (DATASET_AUTOLOAD=false) starts from an empty database as it asked
  const seeded = env.DATASET_AUTOLOAD !== 'false' && restoreSnapshot(dataDir)
  if (seeded) console.log(`[e2e] database copied from the seeded snapshot into ${dataDir}`)
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)

  const cleanup = async () => {
    await rm(dataDir, { recursive: true, force: true })
    await rm(uploadDir, { recursive: true, force: true })
  }
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + (options.healthTimeoutMs ?? 300_000)
  for (;;) {
    if (child.exitCode !== null) {
      await cleanup()
      throw new Error(`server exited with ${child.exitCode}:\n${output}`)
    }
    const healthy = await fetch(`${baseUrl}/health`)
      .then((r) => r.status === 200)
      .catch(() => false)
    if (healthy) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      await cleanup()
      throw new Error(`server not healthy in time:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
        await once(child, 'exit')
        clearTimeout(timer)
      }
      await cleanup()
    },
  }
}
