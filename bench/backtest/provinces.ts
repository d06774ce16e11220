// Every backtest input grouped by province: the official files (extract.ts) and the app dataset's
// extracts (extract-dataset.ts, ds-*.csv.gz). A province's headline year is its latest year with at
// least MIN_UNITS units that have an earlier year (the protocol in docs/backtest.md).
import { readdirSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type BacktestRow } from '@gk/domain'
import { readBacktestRows } from './read-backtest-rows.ts'

const dataDir = join(dirname(fileURLToPath(import.meta.url)), 'data')
export const MIN_UNITS = 50

export function loadProvinces(): Map<string, BacktestRow[]> {
  const out = new Map<string, BacktestRow[]>()
  for (const file of readdirSync(dataDir)
    .filter((f) => f.endsWith('.csv.gz'))
    .sort()) {
    for (const row of readBacktestRows(join(dataDir, file))) {
      const list = out.get(row.province)
      if (list) list.push(row)
      else out.set(row.province, [row])
    }
  }
  return out
}

/** Target years with at least MIN_UNITS scoreable units (a unit seen in an earlier year), oldest first. */
export function scoreableYears(rows: readonly BacktestRow[]): number[] {
  const firstYear = new Map<string, number>()
  for (const r of rows) {
    const key = `${r.subjectType}|${r.unitId}`
    firstYear.set(key, Math.min(firstYear.get(key) ?? 9999, r.year))
  }
  const counts = new Map<number, number>()
  for (const r of rows) if (firstYear.get(`${r.subjectType}|${r.unitId}`)! < r.year) counts.set(r.year, (counts.get(r.year) ?? 0) + 1)
  return [...counts.entries()]
    .filter(([, n]) => n >= MIN_UNITS)
    .map(([y]) => y)
    .sort((a, b) => a - b)
}

/** Fixed hash sample of units (the same units in every fit): at most `max` units per province. */
export function sampleUnits(rows: readonly BacktestRow[], max: number): BacktestRow[] {
  const units = new Set(rows.map((r) => `${r.subjectType}|${r.unitId}`)).size
  const keep = Math.min(1, max / units)
  return rows.filter((r) => (hash(`${r.subjectType}|${r.unitId}`) % 10_000) / 10_000 < keep)
}

function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}
