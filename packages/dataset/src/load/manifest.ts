import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export type ManifestFile = { path: string; rows: number; bytes: number; sha256: string }
export type Manifest = {
  format: 1
  /** Derived from the content hashes of all files, so any data change yields a new version. */
  version: string
  tables: Record<string, { rows: number; files: ManifestFile[] }>
}

/** The committed dataset directory (packages/dataset/data), resolved from this file so cwd does not matter. */
export const DEFAULT_DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'data')

function isManifest(v: unknown): v is Manifest {
  if (typeof v !== 'object' || v === null) return false
  const m = v as Record<string, unknown>
  return typeof m.version === 'string' && typeof m.tables === 'object' && m.tables !== null
}

export function readManifest(dataDir: string = DEFAULT_DATA_DIR): Manifest {
  const parsed: unknown = JSON.parse(readFileSync(join(dataDir, 'manifest.json'), 'utf8'))
  if (!isManifest(parsed)) throw new Error(`invalid manifest in ${dataDir}`)
  return parsed
}

/** Version string of the committed dataset (content hash). */
export function datasetVersion(dataDir: string = DEFAULT_DATA_DIR): string {
  return readManifest(dataDir).version
}
