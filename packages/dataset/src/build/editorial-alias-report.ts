import type { SchoolAlias } from '../editorial/school-aliases.ts'
import { findProvince } from '../normalize/provinces.ts'
import type { Accumulator } from './accumulator.ts'

export type EditorialAliasReport = {
  summary: string
  /** Rows the reviewed aliases recovered per exam province (short name). */
  rowsByProvince: Record<string, number>
  /** Every use: exam province, batch level, alias as printed, full name, rows. */
  mappings: [string, string, string, string, number][]
  /** Entries no source row used (a source changed or the entry is wrong): province, level, alias. */
  unused: [string, string, string][]
  /** Rows still dropped for an unmatched school name, per exam province and batch level ('' unknown). */
  unmatchedByProvince: Record<string, Record<string, number>>
  /** The most frequent names still unmatched per exam province: level, name as printed, rows (what to review next). */
  unmatchedNames: Record<string, [string, string, number][]>
}

/** Names listed per province; the long tail is mostly single-row OCR noise. */
const NAMES_PER_PROVINCE = 60

const provinceName = (code: string): string => findProvince(code)?.short ?? (code || '-')

/** What the reviewed alias list recovered, and what stays unmatched per province, for the build report. */
export function editorialAliasReport(acc: Accumulator, entries: readonly SchoolAlias[]): EditorialAliasReport {
  const matches = [...acc.editorialMatches.values()].sort(
    (a, b) => a.province.localeCompare(b.province) || a.level.localeCompare(b.level) || a.alias.localeCompare(b.alias),
  )
  const rowsByProvince: Record<string, number> = {}
  for (const m of matches) rowsByProvince[provinceName(m.province)] = (rowsByProvince[provinceName(m.province)] ?? 0) + m.rows
  const used = new Set(matches.map((m) => m.entry))
  const unused = entries.filter((e) => !used.has(e)).map((e): [string, string, string] => [e.province ?? '各省', e.level, e.alias])
  const unmatchedByProvince: Record<string, Record<string, number>> = {}
  for (const [key, rows] of [...acc.unmatchedByProvince].sort()) {
    const [code = '', level = ''] = key.split('|')
    const p = (unmatchedByProvince[provinceName(code)] ??= {})
    p[level] = (p[level] ?? 0) + rows
  }
  const unmatchedNames: Record<string, [string, string, number][]> = {}
  for (const [key, n] of [...acc.unmatchedNames].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    const [code = '', level = '', ...name] = key.split('|')
    const list = (unmatchedNames[provinceName(code)] ??= [])
    if (list.length < NAMES_PER_PROVINCE) list.push([level, name.join('|'), n])
  }
  const rows = matches.reduce((a, m) => a + m.rows, 0)
  const perProvince = Object.entries(rowsByProvince)
    .map(([p, n]) => `${p} ${n}`)
    .join(', ')
  return {
    summary: `reviewed school aliases: ${rows} rows recovered through ${matches.length} province/alias uses of ${entries.length} entries (${perProvince || 'none'}); ${unused.length} entries unused.`,
    rowsByProvince,
    mappings: matches.map((m) => [provinceName(m.province), m.level, m.alias, m.full, m.rows]),
    unused,
    unmatchedByProvince,
    unmatchedNames,
  }
}
