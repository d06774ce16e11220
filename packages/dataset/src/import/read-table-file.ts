import type ExcelJS from 'exceljs'
import { parseCsvRows } from '../build/csv.ts'
import type { SourceLine } from './types.ts'
import { checkXlsxDeclaredSizes, TableFileError } from './xlsx-guard.ts'

export { TableFileError } from './xlsx-guard.ts'

/** A cell as the text an operator sees: rich text joined, formulas by their cached result, dates as YYYY-MM-DD. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) return value.richText.map((r) => r.text).join('')
    if ('result' in value) return cellText(value.result)
    if ('text' in value && typeof value.text === 'string') return value.text
    if ('error' in value) return ''
  }
  return ''
}

/** The first worksheet as rows of strings, row and column positions kept (row i of the file = index i-1). */
async function readXlsxRows(content: Buffer): Promise<string[][]> {
  checkXlsxDeclaredSizes(content)
  // loaded on first use: the server starts without the spreadsheet reader
  const { default: excel } = await import('exceljs')
  const workbook = new excel.Workbook()
  try {
    // ExcelJS's Buffer type predates Node's generic Buffer
    await workbook.xlsx.load(content as unknown as ExcelJS.Buffer)
  } catch {
    throw new TableFileError('无法读取该 xlsx 工作簿（文件损坏或不是 Excel 表格），请在 Excel 或 WPS 中另存为 .xlsx 后重试')
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) return []
  const rows: string[][] = []
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = []
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellText(cell.value)
    })
    rows[rowNumber - 1] = Array.from(cells, (c) => c ?? '')
  })
  return Array.from(rows, (r) => r ?? [])
}

/**
 * Reads an operator's CSV or XLSX upload into header-keyed lines. The header is the first row that
 * has at least two non-empty cells, so title banners above the table are skipped. Throws
 * TableFileError with a Chinese message for files it will not read (.xls, damaged or oversized xlsx).
 */
export async function readTableFile(fileName: string, content: Buffer): Promise<SourceLine[]> {
  let rows: string[][]
  if (/\.xls$/i.test(fileName)) {
    throw new TableFileError('不支持旧版 .xls 文件，请在 Excel 或 WPS 中另存为 .xlsx（或 CSV）后重新上传')
  } else if (/\.xlsx$/i.test(fileName)) {
    rows = await readXlsxRows(content)
  } else {
    const text = content.toString('utf8').replace(/^\uFEFF/, '')
    // Keep blank lines so reported line numbers match the file.
    rows = text.split(/\r?\n/).map((l) => (l.trim() === '' ? [] : (parseCsvRows(l)[0] ?? [])))
  }
  const headerIdx = rows.findIndex((r) => r.filter((c) => c.trim() !== '').length >= 2)
  if (headerIdx < 0) return []
  const header = (rows[headerIdx] ?? []).map((h) => h.trim())
  const out: SourceLine[] = []
  for (let i = headerIdx + 1; i < rows.length; i++) {
    const r = rows[i] ?? []
    if (r.every((c) => c.trim() === '')) continue
    // a null-prototype record: a header cell named __proto__ or constructor is just a column name
    const values = Object.create(null) as Record<string, string>
    header.forEach((h, j) => {
      values[h] = (r[j] ?? '').trim()
    })
    out.push({ line: i + 1, values })
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
