// `npm test`: three lanes side by side: the unit tests; typecheck and then the browser journeys; lint.
// Prints each phase's wall seconds. The unit phase ends in a chain of data tests that keeps one core busy
// while the other waits, and the browser journeys mostly wait on the browser and the server (about a third
// of two cores when they ran alone), so they share the machine with that chain instead of following it
// (ADR 088). The journeys were the critical path behind typecheck and lint (147 + 309 + 1,150 s of stop 41's
// 1,607 s), so they now wait for the typecheck only and lint runs in a lane of its own. Every lane's output
// is held and printed when all end, so they never interleave. The journeys run longest first (scripts/e2e.mjs; two
// shards side by side made the whole run longer here, ADR 163).
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

// the typecheck first in its lane: it is brief and CPU-bound, the journeys are long and mostly wait; the
// journeys run only on code that typechecks
async function typecheckThenJourneys() {
  const typecheck = await run('typecheck', { quiet: true })
  const e2e = typecheck.ok ? await run('test:e2e', { quiet: true }) : null
  return { typecheck, e2e }
}
const [unit, { typecheck, e2e }, lint] = await Promise.all([run('test:unit', { quiet: true }), typecheckThenJourneys(), run('lint', { quiet: true })])
// each phase's output whole, the failing ones last, where a reader of the log's tail looks first
const phases = [
  { name: 'typecheck', result: typecheck },
  { name: 'unit tests', result: unit },
  { name: 'lint', result: lint },
  { name: 'browser journeys', result: e2e },
].filter((p) => p.result)
for (const { name, result } of [...phases.filter((p) => p.result.ok), ...phases.filter((p) => !p.result.ok)]) {
  console.log(`test: ── ${name} (${result.ok ? 'passed' : 'FAILED'}) ──`)
  if (result.out.trim()) console.log(result.out.trim())
}
if (!e2e) console.log('test: browser journeys not run: typecheck failed')
finish(typecheck.ok && lint.ok && unit.ok && Boolean(e2e?.ok))
