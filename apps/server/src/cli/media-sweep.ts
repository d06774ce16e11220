// `npm run media:sweep [-- --dry-run]`: removes console uploads (MEDIA_DIR/console/) that no content
// item references and that are older than a day. A running server does this every six hours itself;
// with embedded PGlite stop the server first (one process owns var/db), PostgreSQL is fine live.
import { openCliDb } from './open-cli-db.ts'
import { migrate } from '../db/migrate.ts'
import { readEnv } from '../env.ts'
import { sweepConsoleMedia } from '../modules/upload/console-media-sweep.ts'

const dryRun = process.argv.includes('--dry-run')
const env = readEnv()
const db = await openCliDb(env, 'media:sweep')
try {
  await migrate(db)
  const report = await sweepConsoleMedia(db, env.MEDIA_DIR, { now: new Date(), dryRun })
  console.log(
    `${report.scanned} uploads: ${report.referenced} in use, ${report.young} within the grace period, ` +
      `${report.removed.length} ${dryRun ? 'would be removed' : 'removed'}`,
  )
  for (const name of report.removed) console.log(`  ${name}`)
} finally {
  await db.close()
}
