import { DATA_DIR_LOCKED_EXIT_CODE, DataDirLockedError } from '@gk/dataset'
import { buildApp, type Readiness } from './app.ts'
import { createDb } from './db/client.ts'
import { migrate } from './db/migrate.ts'
import { boundHeapGrowth, collectGarbage } from './db/read-model/collect-garbage.ts'
import { createReadModel } from './db/read-model/read-model.ts'
import { prepareReferenceData } from './db/reference-data.ts'
import { withStartupLock } from './db/startup-lock.ts'
import { readEnv, serverClock } from './env.ts'
import { prepareLocalDirs } from './local-dirs.ts'
import { prepareContent } from './modules/content/starter.ts'

const env = readEnv()
// before anything large is made: garbage is collected at a quarter above the live heap, not at 4× (ADR 060)
boundHeapGrowth()
prepareLocalDirs(env)
const db = await createDb({ databaseUrl: env.DATABASE_URL, pgliteDataDir: env.PGLITE_DATA_DIR }).catch((error: unknown) => {
  // a second server (or a CLI) on the same embedded directory would lose one side's writes
  if (!(error instanceof DataDirLockedError)) throw error
  console.error(error.message)
  process.exit(DATA_DIR_LOCKED_EXIT_CODE)
})
// instances starting together on one PostgreSQL take turns: migrations and the dataset load are not concurrent-safe
const isPostgres = Boolean(env.DATABASE_URL)
await withStartupLock(db, isPostgres, () => migrate(db))

const readiness: Readiness = { ready: false, detail: '正在准备数据', dataVersion: null }
// the read model (reference data: rank tables, units, search indexes) may build from a replica;
// user data, sessions and everything a user just wrote stay on the primary (docs/deploy.md)
const readDb = env.DATABASE_READ_URL && env.DATABASE_URL ? await createDb({ databaseUrl: env.DATABASE_READ_URL, pgliteDataDir: env.PGLITE_DATA_DIR }) : db
const readModel = createReadModel(readDb)
const now = serverClock(env)
const app = await buildApp({ env, db, readiness, readModel, now })
await app.listen({ port: env.PORT, host: env.HOST })

// listen first so the first start (dataset load) answers "loading" instead of refusing connections
try {
  readiness.dataVersion = await withStartupLock(db, isPostgres, async () => {
    const version = await prepareReferenceData(db, env, (msg) => {
      readiness.detail = msg
      app.log.info(msg)
    })
    await prepareContent(db, env, now, { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m) })
    return version
  })
  // build the hot indexes before the first request needs them (there are none without the dataset)
  if (env.DATASET_AUTOLOAD) {
    await readModel.refreshIfStale()
    await readModel.rankTables()
  }
  // the first start's load leaves hundreds of MB of parsed rows behind: return them before serving (ADR 029)
  collectGarbage()
  readiness.ready = true
  app.log.info({ dataVersion: readiness.dataVersion }, 'ready')
} catch (error) {
  app.log.fatal({ err: error }, 'reference data could not be prepared')
  await app.close()
  await db.close()
  process.exit(1)
}

let isClosing = false
async function shutdown(signal: string) {
  if (isClosing) return
  isClosing = true
  app.log.info({ signal }, 'shutting down')
  // stop accepting, let in-flight requests finish, then close the database cleanly
  const force = setTimeout(() => process.exit(1), 10_000)
  force.unref()
  await app.close()
  if (readDb !== db) await readDb.close()
  await db.close()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
