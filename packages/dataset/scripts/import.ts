// Imports an official yearly table: npm run data:import -- --kind <rank-table|admissions|plan|control-lines> --province <name> --year <year> [--dry-run] FILE
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { openDatabase } from '../src/db/open-db.ts'
import { DATA_DIR_LOCKED_EXIT_CODE, DataDirLockedError } from '../src/db/data-dir-lock.ts'
import { importOfficialTable } from '../src/import/import-official-table.ts'
import { IMPORT_KINDS, type ImportKind } from '../src/import/types.ts'
import { loadDataset } from '../src/load/load-dataset.ts'
import { formatReport } from '../src/import/format-report.ts'

const args = process.argv.slice(2)
const opt = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : undefined
}
const flagged = new Set(['--kind', '--province', '--year'].flatMap((f) => [f, opt(f.slice(2))]))
const file = args.find((a) => !a.startsWith('--') && !flagged.has(a))
const kind = opt('kind') as ImportKind | undefined
if (!file || !kind || !IMPORT_KINDS.includes(kind) || !opt('province') || !opt('year')) {
  console.error(`usage: npm run data:import -- --kind <${IMPORT_KINDS.join('|')}> --province <name> --year <year> [--dry-run] FILE`)
  process.exit(2)
}
const { db, close, description } = await openDatabase().catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error
  console.error(`data:import: ${error.message}`)
  process.exit(DATA_DIR_LOCKED_EXIT_CODE)
})
try {
  console.log(`database: ${description}`)
  // An empty database gets the committed dataset first, so names can be checked against institutions.
  await loadDataset(db, { onProgress: (m) => console.log(m) })
  const report = await importOfficialTable(db, {
    kind,
    province: opt('province') ?? '',
    year: Number(opt('year')),
    fileName: basename(file),
    content: readFileSync(file),
    dryRun: args.includes('--dry-run'),
  })
  console.log(formatReport(report))
  process.exitCode = report.ok ? 0 : 1
} finally {
  await close()
}
