import * as XLSX from 'xlsx'
import { parseCsvRows } from '../build/csv.ts'
import type { SourceLine } from './types.ts'

/**
 * Reads an operator's CSV or XLSX/XLS upload into header-keyed lines. The header is the first row
 * that has at least two non-empty cells, so title banners above the table are skipped.
 */
export function readTableFile(fileName: string, content: Buffer): SourceLine[] {
  let rows: string[][]
  if (/\.(xlsx|xls)$/i.test(fileName)) {
    const wb = XLSX.read(content, { type: 'buffer' })
    const sheet = wb.Sheets[wb.SheetNames[0] ?? '']
    if (!sheet) return []
    rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: true, defval: '' }).map((r) => r.map((c) => (typeof c === 'string' ? c : String(c as number))))
  } else {
    const text = content.toString('utf8').replace(/^\uFEFF/, '')
    // Keep blank lines so reported line numbers match the file.
    rows = text.split(/\r?\n/).map((l) => (l.trim() === '' ? [] : parseCsvRows(l)[0] ?? []))
  }
  const headerIdx = rows.findIndex((r) => r.filter((c) => c.trim() !== '').length >= 2)
  if (headerIdx < 0) return []
  const header = (rows[headerIdx] ?? []).map((h) => h.trim())
  const out: SourceLine[] = []
  for (let i = headerIdx + 1; i < rows.length; i++) {
    const r = rows[i] ?? []
    if (r.every((c) => c.trim() === '')) continue
    out.push({ line: i + 1, values: Object.fromEntries(header.map((h, j) => [h, (r[j] ?? '').trim()])) })
  }
  return out
}

/** First non-empty value among the header spellings operators use. */
export function pick(values: Record<string, string>, names: string[]): string | null {
  for (const n of names) {
    const v = values[n]
    if (v !== undefined && v !== '') return v
  }
  return null
}
