// `npm run test:e2e`: build, then the browser journeys, by default in one run, longest first (e2e/sequencer.ts). With
// E2E_SHARDS=N they run in N shards side by side, each with a built server and a Chromium of its own
// (e2e/global-setup.ts), split by measured seconds; each shard's output is held and printed whole when all end, failing
// shards last. Two shards are not the default: in CI beside the unit tests and lint they made the whole run longer
// (1,990 s against 1,863 s; ADR 163), since the journeys' lane was not the only long one.
import { spawn } from 'node:child_process'

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'
const shards = Math.max(1, Number(process.env.E2E_SHARDS) || 1)
const extra = process.argv.slice(2)

function run(command, args, quiet) {
  const t0 = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    let out = ''
    if (quiet) {
      child.stdout.on('data', (d) => (out += d))
      child.stderr.on('data', (d) => (out += d))
    }
    child.on('exit', (code) => resolve({ ok: code === 0, out, seconds: Math.round((Date.now() - t0) / 1000) }))
  })
}

const build = await run(npm, ['run', 'build'], false)
if (!build.ok) process.exit(1)
const config = ['vitest', 'run', '--config', 'e2e/vitest.config.ts']
const results =
  shards === 1
    ? [await run(npx, [...config, ...extra], false)]
    : await Promise.all(Array.from({ length: shards }, (_, i) => run(npx, [...config, `--shard=${i + 1}/${shards}`, ...extra], true)))
if (shards > 1) {
  const order = results.map((r, i) => ({ ...r, i })).sort((a, b) => Number(b.ok) - Number(a.ok))
  for (const r of order) {
    console.log(`e2e: ── shard ${r.i + 1}/${shards} (${r.ok ? 'passed' : 'FAILED'}, ${r.seconds} s) ──`)
    console.log(r.out.trim())
  }
}
process.exit(results.every((r) => r.ok) ? 0 : 1)
