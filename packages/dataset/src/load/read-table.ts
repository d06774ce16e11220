import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { DEFAULT_DATA_DIR, readManifest } from './manifest.ts'

/** Reads one committed table straight from the files (for tests, scripts and tools that need no database). */
export function readCommittedTable<Row = Record<string, unknown>>(table: string, dataDir: string = DEFAULT_DATA_DIR): Row[] {
  const entry = readManifest(dataDir).tables[table]
  if (!entry) throw new Error(`no table ${table} in the manifest`)
  const rows: Row[] = []
  for (const f of entry.files) {
    for (const line of gunzipSync(readFileSync(join(dataDir, f.path)))
      .toString('utf8')
      .split('\n')) {
      if (line !== '') rows.push(JSON.parse(line) as Row)
    }
  }
  return rows
}
