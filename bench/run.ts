// Runs every benchmark suite in bench/suites (or those named on the command line) and writes
// docs/benchmarks.md. Each suite exports `default async () => string` (a markdown section).
import { cpus, totalmem } from 'node:os'
import { readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const suitesDir = path.join(root, 'bench/suites')
const wanted = process.argv.slice(2)
const files = readdirSync(suitesDir)
  .filter((f) => f.endsWith('.ts'))
  .filter((f) => wanted.length === 0 || wanted.includes(path.basename(f, '.ts')))
  .sort()

const sections: string[] = []
for (const file of files) {
  const started = performance.now()
  console.log(`bench: ${file} …`)
  const suite = (await import(pathToFileURL(path.join(suitesDir, file)).href)) as { default: () => Promise<string> }
  sections.push(await suite.default())
  console.log(`bench: ${file} done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

const cpu = cpus()[0]?.model ?? 'unknown CPU'
const header = `# Benchmarks

Written by \`npm run bench\` (${new Date().toISOString().slice(0, 10)}). Machine: ${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}.
Targets come from the issues; each section says whether its target is met. Rerun a single suite with \`npm run bench -- <suite>\`.
`
if (wanted.length === 0) {
  writeFileSync(path.join(root, 'docs/benchmarks.md'), [header, ...sections].join('\n\n') + '\n')
  console.log('wrote docs/benchmarks.md')
} else {
  console.log([header, ...sections].join('\n\n'))
}
