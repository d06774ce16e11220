import { resolve } from 'node:path'

/** The only reader of process.env in this package. Paths resolve against the repo root (cwd of npm scripts). */
export function dbEnv(env: NodeJS.ProcessEnv = process.env): { databaseUrl: string | null; pgliteDataDir: string } {
  return {
    databaseUrl: env.DATABASE_URL && env.DATABASE_URL.trim() !== '' ? env.DATABASE_URL : null,
    // Must agree with the server's default so the CLI and the server see the same embedded database.
    pgliteDataDir: resolve(env.PGLITE_DATA_DIR && env.PGLITE_DATA_DIR.trim() !== '' ? env.PGLITE_DATA_DIR : 'var/db'),
  }
}
