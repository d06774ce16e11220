// Dataset load benchmark: first load of the committed dataset into a fresh on-disk PGlite,
// a second start that only checks data_version, and the RSS of each process.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

type Step = { mode: string; rows: number; version: string; openMs: number; loadMs: number; totalMs: number; rssMb: number }

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const child = path.join(root, 'packages/dataset/scripts/bench-child.ts')

function step(mode: 'first' | 'restart', dir: string): Step {
  // A separate process per step, so the RSS figure is that of a process doing only this step.
  const out = execFileSync(process.execPath, ['--import', 'tsx', child, mode, dir], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 20 })
  const last = out.trim().split('\n').pop() ?? '{}'
  return JSON.parse(last) as Step
}

export default async function (): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'gk-dataset-bench-'))
  try {
    const first = step('first', dir)
    const restart = step('restart', dir)
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
    const ok = (b: boolean) => (b ? 'met' : '**not met**')
    return [
      '## Dataset load (embedded PGlite, on disk)',
      '',
      `Dataset ${first.version}: ${first.rows.toLocaleString('en')} rows loaded in one transaction with multi-row \`json_populate_recordset\` inserts.`,
      '',
      '| step | time | RSS of the process | target |',
      '|---|---|---|---|',
      `| first start (fresh directory, full load + indexes + ANALYZE) | ${s(first.totalMs)} | ${first.rssMb.toFixed(0)} MB | < 90 s: ${ok(first.totalMs < 90_000)} |`,
      `| second start (open + data_version check + 3 typical queries) | ${s(restart.totalMs)} | ${restart.rssMb.toFixed(0)} MB | < 5 s: ${ok(restart.totalMs < 5_000)} |`,
      '',
      `Server-like RSS after load (a process that opens the loaded database and serves reads): ${restart.rssMb.toFixed(0)} MB (target < 1.2 GB: ${ok(restart.rssMb < 1228)}). ` +
        `The loading process itself peaks higher (${first.rssMb.toFixed(0)} MB) because PGlite's WASM heap grows during the bulk transaction and is not returned.`,
    ].join('\n')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
