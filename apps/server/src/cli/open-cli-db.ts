import { DATA_DIR_LOCKED_EXIT_CODE, DataDirLockedError } from '@gk/dataset'
import { createDb, type Db } from '../db/client.ts'
import type { Env } from '../env.ts'

/**
 * The server's database for a command-line tool. While a running server (or another tool) holds the
 * embedded PGlite directory the tool refuses with exit code 3 instead of opening a second copy.
 */
export async function openCliDb(env: Env, tool: string): Promise<Db> {
  try {
    return await createDb({ databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR })
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
    console.error(`${tool}: ${error.message}`)
    process.exit(DATA_DIR_LOCKED_EXIT_CODE)
  }
}
