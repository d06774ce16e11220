import { findProvince } from '../normalize/provinces.ts'
import type { Accumulator } from './accumulator.ts'

export type ShortNameReport = {
  summary: string
  /** Rows recovered per exam province (short name of the province). */
  rowsByProvince: Record<string, number>
  /** Every mapping made, so a reviewer can check each one: province, batch level (本科/专科/'' unknown), short name, full name, rows. */
  mappings: [string, string, string, string, number][]
  /** Short names left unmatched because several institutions fit: province, batch level, short name, rows, candidates. */
  ambiguous: [string, string, string, number, string[]][]
}

const provinceName = (code: string): string => findProvince(code)?.short ?? (code || '-')

/** What the short-name step recovered, per province, for the build report. */
export function shortNameReport(acc: Accumulator): ShortNameReport {
  const matches = [...acc.shortMatches.values()].sort((a, b) => a.province.localeCompare(b.province) || b.rows - a.rows || a.short.localeCompare(b.short))
  const rowsByProvince: Record<string, number> = {}
  for (const m of matches) rowsByProvince[provinceName(m.province)] = (rowsByProvince[provinceName(m.province)] ?? 0) + m.rows
  const ambiguous = [...acc.shortAmbiguous.values()].sort((a, b) => a.province.localeCompare(b.province) || b.rows - a.rows)
  const rows = matches.reduce((a, m) => a + m.rows, 0)
  const ambiguousRows = ambiguous.reduce((a, m) => a + m.rows, 0)
  const perProvince = Object.entries(rowsByProvince)
    .map(([p, n]) => `${p} ${n}`)
    .join(', ')
  return {
    summary: `short school names: ${rows} rows recovered through ${matches.length} province/short-name mappings (${perProvince || 'none'}); ${ambiguousRows} rows under ${ambiguous.length} ambiguous short names left unmatched.`,
    rowsByProvince,
    mappings: matches.map((m) => [provinceName(m.province), m.level, m.short, m.full, m.rows]),
    ambiguous: ambiguous.map((m) => [provinceName(m.province), m.level, m.short, m.rows, m.candidates]),
  }
}
