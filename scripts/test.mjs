// `npm test`: typecheck, then lint beside the unit tests, then the browser journeys; prints each
// phase's wall seconds. Lint runs beside the unit phase because that phase ends in a chain of data
// tests that keeps one core busy while the other waits; lint's output is held and printed after it.
import { spawn } from 'node:child_process'

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const started = Date.now()
const times = []

function run(script, { quiet = false } = {}) {
  const t0 = Date.now()
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', script], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    let out = ''
    if (quiet) {
      child.stdout.on('data', (d) => (out += d))
      child.stderr.on('data', (d) => (out += d))
    }
    child.on('exit', (code, signal) => {
      const seconds = Math.round((Date.now() - t0) / 1000)
      times.push(`${script.padEnd(10)} ${String(seconds).padStart(5)} s`)
      resolve({ script, ok: code === 0, out, signal })
    })
  })
}

function finish(ok) {
  console.log('test: ── time per phase ──')
  for (const t of times) console.log(`test:   ${t}`)
  console.log(`test:   total      ${Math.round((Date.now() - started) / 1000)} s`)
  process.exit(ok ? 0 : 1)
}

const typecheck = await run('typecheck')
if (!typecheck.ok) finish(false)
const [lint, unit] = await Promise.all([run('lint', { quiet: true }), run('test:unit')])
console.log(`test: ── lint (${lint.ok ? 'passed' : 'FAILED'}) ──`)
if (lint.out.trim()) console.log(lint.out.trim())
if (!lint.ok || !unit.ok) finish(false)
const e2e = await run('test:e2e')
finish(e2e.ok)
