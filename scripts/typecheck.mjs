// `npm run typecheck`: every workspace's own typecheck script, two at a time (each is a separate
// single-threaded tsc, so one after another left a core idle on a 2-core CI machine). Each
// workspace's output is printed whole when it finishes; any failure fails the run.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const { workspaces } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'))
const pending = workspaces.filter((ws) => JSON.parse(readFileSync(path.join(repoRoot, ws, 'package.json'), 'utf8')).scripts?.typecheck)
const jobs = Math.max(1, Math.min(Number(process.env.TYPECHECK_JOBS) || availableParallelism(), pending.length))
const failed = []

function check(ws) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn('npm', ['run', 'typecheck', '--silent', '-w', ws], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (c) => (out += c))
    child.stderr.on('data', (c) => (out += c))
    child.on('close', (code) => {
      console.log(`typecheck ${ws}: ${code === 0 ? 'ok' : `FAILED (${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      if (out.trim()) console.log(out.trimEnd())
      if (code !== 0) failed.push(ws)
      resolve()
    })
  })
}

await Promise.all(
  Array.from({ length: jobs }, async () => {
    for (let ws = pending.shift(); ws; ws = pending.shift()) await check(ws)
  }),
)
if (failed.length) {
  console.error(`typecheck failed in ${failed.join(', ')}`)
  process.exit(1)
}
