import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Env } from './env.ts'

/**
 * Creates every local folder the configuration names, parents included: on a fresh clone `var/`
 * does not exist (git ignores it) and PGlite creates only the last level of its directory.
 */
export function prepareLocalDirs(env: Env): void {
  if (!env.DATABASE_URL && env.PGLITE_DATA_DIR !== 'memory://') mkdirSync(path.dirname(path.resolve(env.PGLITE_DATA_DIR)), { recursive: true })
  mkdirSync(env.UPLOAD_DIR, { recursive: true })
  mkdirSync(env.MEDIA_DIR, { recursive: true })
}
