import path from 'node:path'
import type { Db } from '../../db/client.ts'
import type { Env } from '../../env.ts'
import { createContentImportRepository } from './import/content-import.repository.ts'
import { folderVersion, importContent } from './import/import-content.ts'
import { ContentImportError } from './import/read-folder.ts'

export type ContentLog = { info(msg: string): void; warn(msg: string): void }

/**
 * Imports the starter folder, and any CONTENT_IMPORT_DIRS, at server start when a folder's version
 * changed since its last import (like the dataset). A folder that fails validation is reported and
 * skipped: the server keeps serving what it has rather than refusing to start over content.
 */
export async function prepareContent(db: Db, env: Env, now: () => Date, log: ContentLog): Promise<void> {
  if (!env.CONTENT_AUTOLOAD) return
  for (const dir of [env.CONTENT_STARTER_DIR, ...env.CONTENT_IMPORT_DIRS]) {
    const key = `import:${path.resolve(dir)}`
    let version: string
    try {
      version = folderVersion(dir)
    } catch (error) {
      log.warn(`content ${dir}: not readable (${(error as Error).message})`)
      continue
    }
    const store = createContentImportRepository(db)
    if ((await store.importedVersion(key)) === version) {
      log.info(`content ${dir}: version ${version} already imported`)
      continue
    }
    const isStarter = path.resolve(dir) === path.resolve(env.CONTENT_STARTER_DIR)
    try {
      const report = await importContent(db, dir, {
        now: now(),
        copyMediaTo: isStarter ? undefined : env.MEDIA_DIR,
      })
      await store.recordImportedVersion(key, version, now())
      log.info(`content ${dir}: ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged, ${report.mediaCopied} media copied`)
    } catch (error) {
      if (!(error instanceof ContentImportError)) throw error
      log.warn(`content ${dir}: ${error.message}`)
    }
  }
}
