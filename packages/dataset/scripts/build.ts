// Builds packages/dataset/data from the raw sources: npm run data:build [-- --raw DIR]
import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { buildDataset } from '../src/build/build-dataset.ts'
import { DEFAULT_DATA_DIR } from '../src/load/manifest.ts'

const args = process.argv.slice(2)
const rawIdx = args.indexOf('--raw')
const rawDir = resolve(rawIdx >= 0 && args[rawIdx + 1] ? args[rawIdx + 1]! : '../shared/data/raw')
const started = Date.now()
const report = buildDataset(rawDir, DEFAULT_DATA_DIR, (m) => console.log(m))
// The build report is kept next to the data so docs/data.md can cite exact defect notes.
writeFileSync(
  join(DEFAULT_DATA_DIR, 'build-report.json'),
  JSON.stringify(
    {
      notes: report.notes,
      planTypes: report.planTypes,
      defects: report.defects,
      unmatchedTop: report.unmatched.slice(0, 200),
      unmatchedNames: report.unmatched.length,
      shortNames: report.shortNames,
      editorialAliases: report.editorialAliases,
    },
    null,
    2,
  ) + '\n',
)
for (const [name, t] of Object.entries(report.manifest.tables)) console.log(`${name.padEnd(22)} ${String(t.rows).padStart(8)} rows  ${t.files.length} file(s)`)
console.log(report.notes.join('\n'))
console.log(`version ${report.manifest.version} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
