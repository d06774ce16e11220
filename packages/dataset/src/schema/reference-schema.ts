import { TABLES, type TableDef } from './tables.ts'

function createTable(t: TableDef): string {
  const cols = Object.entries(t.columns).map(([name, type]) => `  "${name}" ${type}`)
  if (t.primaryKey) cols.push(`  PRIMARY KEY (${t.primaryKey.map((c) => `"${c}"`).join(', ')})`)
  return `CREATE TABLE IF NOT EXISTS ${t.name} (\n${cols.join(',\n')}\n);`
}

function createIndexes(t: TableDef): string[] {
  return (t.indexes ?? []).map((cols) => `CREATE INDEX IF NOT EXISTS ${t.name}_${cols.join('_')}_idx ON ${t.name} (${cols.map((c) => `"${c}"`).join(', ')});`)
}

const META = [
  `CREATE TABLE IF NOT EXISTS dataset_meta (key text PRIMARY KEY, value text);`,
  // Operator imports are kept so they can be re-applied after the committed dataset is reloaded.
  `CREATE TABLE IF NOT EXISTS dataset_imports (id text PRIMARY KEY, kind text NOT NULL, province_code text NOT NULL, year integer NOT NULL, file_name text, sha256 text NOT NULL, rows jsonb NOT NULL, imported_at timestamptz NOT NULL DEFAULT now());`,
]

/**
 * Columns added to a table in a later dataset version: CREATE TABLE IF NOT EXISTS leaves an existing
 * table as it was, so each column is also added if missing (tables may be referenced by user data,
 * so they are never dropped).
 */
function addMissingColumns(t: TableDef): string[] {
  return Object.entries(t.columns).map(([name, type]) => `ALTER TABLE ${t.name} ADD COLUMN IF NOT EXISTS "${name}" ${type};`)
}

/** Table DDL without secondary indexes (the loader adds those after bulk inserts). */
export const referenceTablesSql: string = [...META, ...TABLES.map(createTable), ...TABLES.flatMap(addMissingColumns)].join('\n')
export const referenceIndexesSql: string = TABLES.flatMap(createIndexes).join('\n')

/** Idempotent DDL for every reference table, its indexes and dataset_meta/dataset_imports. */
export const referenceSchemaSql: string = `${referenceTablesSql}\n${referenceIndexesSql}`
