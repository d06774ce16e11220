// `npm test`: two lanes side by side: the unit tests in one; typecheck, lint and then the browser
// journeys in the other. Prints each phase's wall seconds. The unit phase ends in a chain of data tests
// that keeps one core busy while the other waits, and the browser journeys mostly wait on the browser and
// the server (about a third of two cores when they ran alone), so they share the machine with that chain
// instead of following it (ADR 088). Both lanes' output is held and printed when both end, so the two never
// interleave.
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

// the checks first in their lane: they are brief and CPU-bound, the journeys are long and mostly wait; the
// journeys run only on code that typechecks and lints
async function checksThenJourneys() {
  const typecheck = await run('typecheck', { quiet: true })
  const lint = await run('lint', { quiet: true })
  const e2e = typecheck.ok && lint.ok ? await run('test:e2e', { quiet: true }) : null
  return { typecheck, lint, e2e }
}
const [unit, { typecheck, lint, e2e }] = await Promise.all([run('test:unit', { quiet: true }), checksThenJourneys()])
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
if (!e2e) console.log('test: browser journeys not run: typecheck or lint failed')
finish(typecheck.ok && lint.ok && unit.ok && Boolean(e2e?.ok))
