import path from 'node:path'
import type { Db } from '../../db/client.ts'
import type { Env } from '../../env.ts'
import { folderVersion, importContent } from './import/import-content.ts'

/**
 * Imports the starter folder, and any CONTENT_IMPORT_DIRS, at server start when a folder's version
 * changed since its last import (like the dataset). Returns one line per folder for the log.
 */
export async function prepareContent(db: Db, env: Env, now: () => Date): Promise<string[]> {
  if (!env.CONTENT_AUTOLOAD) return []
  const dirs = [env.CONTENT_STARTER_DIR, ...env.CONTENT_IMPORT_DIRS]
  const lines: string[] = []
  for (const dir of dirs) {
    const key = `import:${path.resolve(dir)}`
    const version = folderVersion(dir)
    const [current] = await db.query<{ value: string }>('SELECT value FROM content_meta WHERE key = $1', [key])
    if (current?.value === version) {
      lines.push(`content ${dir}: version ${version} already imported`)
      continue
    }
    const isStarter = path.resolve(dir) === path.resolve(env.CONTENT_STARTER_DIR)
    const report = await importContent(db, dir, { now: now(), copyMediaTo: isStarter ? undefined : env.MEDIA_DIR })
    await db.query(
      `INSERT INTO content_meta (key, value, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET value = $2, updated_at = $3`,
      [key, version, now()],
    )
    lines.push(`content ${dir}: ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged, ${report.mediaCopied} media copied`)
  }
  return lines
}
