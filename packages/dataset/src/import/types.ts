export type ImportKind = 'rank-table' | 'admissions' | 'plan' | 'control-lines'
export const IMPORT_KINDS: readonly ImportKind[] = ['rank-table', 'admissions', 'plan', 'control-lines']

export type ImportRequest = {
  kind: ImportKind
  /** Province name or code (河南, 河南省, 41, henan). */
  province: string
  year: number
  fileName: string
  content: Buffer
  dryRun?: boolean
}

export type LineError = { line: number; message: string }
export type UnknownInstitution = { line: number; name: string; suggestions: string[] }

export type ImportReport = {
  ok: boolean
  kind: ImportKind
  province: string
  year: number
  fileName: string
  rowsRead: number
  rowsWritten: number
  /** False when the same content was already imported (idempotent re-run) or on a dry run. */
  changed: boolean
  errors: LineError[]
  /**
   * A rank table refused because it covers only part of its cohort (ADR 069): its errors say which track and
   * why. Callers answer it as a refusal of its own (the console with a code, the CLI with its exit code).
   */
  incomplete: boolean
  unknownInstitutions: UnknownInstitution[]
  warnings: string[]
  dataVersion: string | null
}

/** One data line of an uploaded table, with its 1-based line number in the file (header = line 1). */
export type SourceLine = { line: number; values: Record<string, string> }
