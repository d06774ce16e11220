import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type DataDirLock, lockDataDir } from '@gk/dataset'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repoRoot } from '../env.ts'

const scripts = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts

/** The file an npm script runs with `node --import tsx FILE`, read from package.json so the test follows it. */
function scriptFile(name: string): string {
  const m = /--import tsx (\S+)/.exec(scripts[name] ?? '')
  if (!m?.[1]) throw new Error(`script ${name} does not run a file through tsx`)
  return m[1]
}

function run(file: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  // only what is given: no DATABASE_URL of the machine, the embedded directory under test
  const childEnv = { ...env, LOG_LEVEL: 'silent' }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.once('error', reject)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stderr })
    })
  })
}

// a running server holds the directory: here this test process holds it the same way
describe('while another process holds the embedded database directory', () => {
  let root: string
  let dataDir: string
  let lock: DataDirLock
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'gk-cli-lock-'))
    dataDir = path.join(root, 'var', 'db')
    lock = lockDataDir(dataDir)
    writeFileSync(path.join(root, 'table.csv'), '科类,批次,院校名称,专业组,最低分,最低位次\n物理类,本科批,郑州大学,101,600,30000\n')
  })
  afterAll(() => {
    lock.release()
    rmSync(root, { recursive: true, force: true })
  })

  const cases: [string, string, string[]][] = [
    ['the server', 'apps/server/src/main.ts', []],
    ['console:create-admin', scriptFile('console:create-admin'), ['--user', 'admin1']],
    ['cards:generate', scriptFile('cards:generate'), ['--product', '101', '--count', '1', '--out', 'CARDS_OUT']],
    ['data:import', scriptFile('data:import'), ['--kind', 'admissions', '--province', '河南', '--year', '2031', 'TABLE']],
    ['content:import', scriptFile('content:import'), ['content/starter']],
  ]
  for (const [who, file, args] of cases) {
    it(`${who} refuses with exit code 3 and says why in Chinese and English`, async () => {
      const resolved = args.map((a) => (a === 'CARDS_OUT' ? path.join(root, 'cards.csv') : a === 'TABLE' ? path.join(root, 'table.csv') : a))
      const result = await run(file, resolved, {
        PGLITE_DATA_DIR: dataDir,
        PORT: '0',
        MEDIA_DIR: path.join(root, 'media'),
        UPLOAD_DIR: path.join(root, 'uploads'),
      })
      expect(result.stderr).toContain('正被另一个进程')
      expect(result.stderr).toContain('in use by another process')
      expect(result.stderr).toContain(`pid ${process.pid}`)
      expect(result.code).toBe(3)
    })
  }
})
