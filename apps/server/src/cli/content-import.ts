// `npm run content:import -- DIR`: validates a content folder and upserts it by slug. The server
// must be stopped when it uses embedded PGlite (one process owns var/db); PostgreSQL is fine live.
import path from 'node:path'
import { openCliDb } from './open-cli-db.ts'
import { migrate } from '../db/migrate.ts'
import { readEnv } from '../env.ts'
import { importContent } from '../modules/content/import/import-content.ts'
import { ContentImportError } from '../modules/content/import/read-folder.ts'

const dir = process.argv[2]
if (!dir) {
  console.error('usage: npm run content:import -- <folder>')
  process.exit(2)
}
const env = readEnv()
const folder = path.resolve(dir)
const db = await openCliDb(env, 'content:import')
try {
  await migrate(db)
  const isStarter = folder === path.resolve(env.CONTENT_STARTER_DIR)
  const report = await importContent(db, folder, {
    now: new Date(),
    copyMediaTo: isStarter ? undefined : env.MEDIA_DIR,
  })
  console.log(
    `imported ${report.folder}: ${report.files} files, ${report.created} created, ${report.updated} updated, ` +
      `${report.unchanged} unchanged, ${report.mediaCopied} media files copied`,
  )
} catch (error) {
  if (error instanceof ContentImportError) {
    console.error(error.message)
    process.exitCode = 1
  } else throw error
} finally {
  await db.close()
}
