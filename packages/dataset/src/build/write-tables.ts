import { createHash } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { TABLES, type TableDef } from '../schema/tables.ts'
import type { Manifest, ManifestFile } from '../load/manifest.ts'
import { findProvince } from '../normalize/provinces.ts'

export type Row = Record<string, unknown>
const QUALITIES = new Set(['official', 'third-party', 'derived', 'estimated'])

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0
  if (a === null || a === undefined) return -1
  if (b === null || b === undefined) return 1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  const sa = typeof a === 'string' ? a : JSON.stringify(a)
  const sb = typeof b === 'string' ? b : JSON.stringify(b)
  return sa < sb ? -1 : sa > sb ? 1 : 0
}

/** Keeps only the declared columns, in declared order, so every line of a file has the same shape. */
function shape(def: TableDef, row: Row): Row {
  const out: Row = {}
  for (const c of Object.keys(def.columns)) out[c] = row[c] ?? null
  if ('quality' in def.columns && !QUALITIES.has(String(out.quality))) {
    throw new Error(`${def.name}: bad quality ${String(out.quality)} in ${JSON.stringify(row)}`)
  }
  return out
}

function sortRows(def: TableDef, rows: Row[]): { row: Row; line: string }[] {
  const items = rows.map((r) => {
    const row = shape(def, r)
    return { row, line: JSON.stringify(row) }
  })
  items.sort((x, y) => {
    for (const k of def.sortBy) {
      const c = compare(x.row[k], y.row[k])
      if (c !== 0) return c
    }
    return compare(x.line, y.line)
  })
  return items
}

function writeFile(outDir: string, path: string, lines: string[]): ManifestFile {
  const body = gzipSync(Buffer.from(lines.length ? lines.join('\n') + '\n' : '', 'utf8'), { level: 9 })
  const full = join(outDir, path)
  mkdirSync(dirname(full), { recursive: true })
  writeFileSync(full, body)
  return { path, rows: lines.length, bytes: body.length, sha256: createHash('sha256').update(body).digest('hex') }
}

/** Writes every table as gzipped NDJSON (split per province where declared) plus manifest.json. */
export function writeTables(outDir: string, data: Map<string, Row[]>): Manifest {
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  const tables: Manifest['tables'] = {}
  for (const def of TABLES) {
    const rows = data.get(def.name) ?? []
    const files: ManifestFile[] = []
    if (def.splitByProvince) {
      const groups = new Map<string, Row[]>()
      for (const r of rows) {
        const code = String(r.province_code)
        const list = groups.get(code) ?? []
        list.push(r)
        groups.set(code, list)
      }
      for (const code of [...groups.keys()].sort()) {
        const slug = findProvince(code)?.slug ?? code
        const items = sortRows(def, groups.get(code) ?? [])
        files.push(
          writeFile(
            outDir,
            `${def.name}/${slug}.ndjson.gz`,
            items.map((i) => i.line),
          ),
        )
      }
    } else {
      files.push(
        writeFile(
          outDir,
          `${def.name}.ndjson.gz`,
          sortRows(def, rows).map((i) => i.line),
        ),
      )
    }
    tables[def.name] = { rows: files.reduce((s, f) => s + f.rows, 0), files }
  }
  const hash = createHash('sha256')
  for (const t of Object.values(tables)) for (const f of t.files) hash.update(`${f.path}:${f.sha256}\n`)
  const manifest: Manifest = { format: 1, version: `ds-${hash.digest('hex').slice(0, 16)}`, tables }
  writeFileSync(join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n')
  return manifest
}
