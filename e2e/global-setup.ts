import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const HEALTH_TIMEOUT_MS = 300_000

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

async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log()}`)
    try {
      const response = await fetch(`${baseUrl}/health`)
      if (response.status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`server not healthy after ${HEALTH_TIMEOUT_MS} ms:\n${log()}`)
}

/** Starts the built server on a free loopback port with a fresh PGlite directory; stops it after. */
export default async function setup(project: TestProject) {
  const port = await freePort()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gk-e2e-db-'))
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
  // always the embedded database: a CI DATABASE_URL must not leak test users into a real one
  delete env.DATABASE_URL
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)

  const baseUrl = `http://127.0.0.1:${port}`
  const started = Date.now()
  try {
    await waitForHealth(baseUrl, child, () => output)
  } catch (error) {
    child.kill('SIGKILL')
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }
  console.log(`[e2e] server ready at ${baseUrl} in ${Date.now() - started} ms`)
  project.provide('baseUrl', baseUrl)

  return async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await once(child, 'exit')
      clearTimeout(timer)
    }
    await rm(dataDir, { recursive: true, force: true })
  }
}
