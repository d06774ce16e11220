import { loadDataset } from '@gk/dataset'
import type { Env } from '../env.ts'
import type { Db } from './client.ts'

/**
 * Makes sure the committed reference dataset is in the database and returns its version.
 * A first start loads every table (about a million rows); later starts only compare versions.
 */
export async function prepareReferenceData(db: Db, env: Env, onProgress: (msg: string) => void): Promise<string | null> {
  if (!env.DATASET_AUTOLOAD) return null
  const result = await loadDataset(db, { onProgress, dataDir: env.DATASET_DIR })
  onProgress(`dataset ${result.version}: ${result.rows} rows loaded in ${(result.ms / 1000).toFixed(1)} s`)
  return result.version
}
