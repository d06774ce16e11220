import type { Env } from '../env.ts'
import type { Db } from './client.ts'

/**
 * Makes sure the reference dataset is in the database and returns its version.
 * The dataset package (loader and schema) is wired in here once it lands.
 */
export async function prepareReferenceData(_db: Db, env: Env, onProgress: (msg: string) => void): Promise<string | null> {
  if (!env.DATASET_AUTOLOAD) return null
  onProgress('reference dataset not wired yet')
  return null
}
