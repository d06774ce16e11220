import type { ImportReport } from './types.ts'

/** Human-readable import report for the CLI (the console renders the structured report itself). */
export function formatReport(r: ImportReport): string {
  const out = [
    `${r.ok ? 'OK' : 'REJECTED'}: ${r.kind} ${r.province} ${r.year} (${r.fileName})`,
    `rows read ${r.rowsRead}, rows written ${r.changed ? r.rowsWritten : 0}${r.changed ? '' : ' (no change)'}`,
  ]
  for (const e of r.errors.slice(0, 50)) out.push(`  line ${e.line}: ${e.message}`)
  if (r.errors.length > 50) out.push(`  … and ${r.errors.length - 50} more errors`)
  for (const u of r.unknownInstitutions.slice(0, 20)) out.push(`  unknown institution "${u.name}" (line ${u.line}); closest: ${u.suggestions.join(', ')}`)
  for (const w of r.warnings) out.push(`  note: ${w}`)
  if (r.dataVersion) out.push(`data_version ${r.dataVersion}`)
  return out.join('\n')
}
