import { readCommittedTable } from './read-table.ts'

/**
 * The committed tables as the committed-data tests read them, parsed once per worker: admission_results alone is
 * a million JSON lines (~12 CPU seconds and ~1 GB of heap a parse), and the five committed-* files read it eight
 * times in all. Their project runs without isolation (vitest.config.ts), so this map outlives a file. The rows are
 * shared by every test of the worker: read them, never change them (copy before sorting or editing).
 */
const parsed = new Map<string, unknown[]>()

export function committedTable<Row = Record<string, unknown>>(table: string): Row[] {
  let rows = parsed.get(table)
  if (!rows) {
    rows = readCommittedTable(table)
    parsed.set(table, rows)
  }
  return rows as Row[]
}
