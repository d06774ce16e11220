// Writes e2e/durations.json (seconds per journey file, which e2e/sequencer.ts splits the shards by) from a Vitest JSON
// report of a whole journey run: `npx vitest run --config e2e/vitest.config.ts --reporter=json --outputFile=r.json`,
// then `node scripts/e2e-durations.mjs r.json`.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const root = path.resolve('e2e')
const out = {}
for (const file of report.testResults) out[path.relative(root, file.name).split(path.sep).join('/')] = Math.round((file.endTime - file.startTime) / 1000)
const sorted = Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)))
writeFileSync('e2e/durations.json', `${JSON.stringify(sorted, null, 2)}\n`)
console.log(`e2e/durations.json: ${Object.keys(sorted).length} files, ${Object.values(sorted).reduce((a, b) => a + b, 0)} s`)
