import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

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

/**
 * The sign-in journeys need the sandbox test hooks (SMS_PROVIDER=console + SANDBOX_ENDPOINTS=true:
 * read the last SMS code) that the shared e2e server does not switch on, so they start their own
 * built server with a fresh PGlite directory and no reference dataset (sign-in needs none).
 */
export async function startSigninServer(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gk-e2e-signin-'))
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
    DATASET_AUTOLOAD: 'false',
    CONTENT_AUTOLOAD: 'false',
  }
  delete env.DATABASE_URL
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`sign-in server exited:\n${output}`)
    const healthy = await fetch(`${baseUrl}/health`).then((r) => r.status === 200).catch(() => false)
    if (healthy) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`sign-in server not healthy:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        await once(child, 'exit')
      }
      await rm(dataDir, { recursive: true, force: true })
      await rm(uploadDir, { recursive: true, force: true })
    },
  }
}

/** The last code the console SMS provider "sent" (sandbox hook). */
export async function lastSmsCode(baseUrl: string, mobile: string): Promise<string> {
  const response = await fetch(`${baseUrl}/sandbox/sms/last-code?mobile=${mobile}`)
  const body = (await response.json()) as { code: number; data: { Code: string } | null }
  if (body.code !== 0 || !body.data) throw new Error(`no SMS code for ${mobile}`)
  return body.data.Code
}
