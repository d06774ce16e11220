import { loadDataset } from '@gk/dataset'
import pino from 'pino'
import { createDb, type Db } from '../../db/client.ts'
import { migrate } from '../../db/migrate.ts'
import { freshStudent } from './eval-facts.repository.ts'
import { createReadModel } from '../../db/read-model/read-model.ts'
import { readEnv, type Env } from '../../env.ts'
import { handlers } from '../../handlers.ts'
import { createContext, type RequestContext } from '../../http/context.ts'
import { invokeHandler } from '../../http/register-endpoints.ts'
import { createSessionStore } from '../../services/sessions.ts'
import type { SessionUser } from '../../services/sessions.ts'

/**
 * A database with the reference dataset and request contexts over the real handlers, for the
 * evaluation script (no HTTP). `pgliteDir` keeps a loaded PGlite between runs (loading takes ~45 s).
 */
export async function openEvalWorld(options: { pgliteDir?: string; env?: Partial<Env> } = {}) {
  const env: Env = { ...readEnv(), LOG_LEVEL: 'silent', ...options.env }
  const db: Db = await createDb({ databaseUrl: env.DATABASE_URL, pgliteDataDir: options.pgliteDir ?? 'memory://' })
  await loadDataset(db, { dataDir: env.DATASET_DIR })
  await migrate(db)
  const readModel = createReadModel(db)
  // the day the opened sets are written on (after the 2026 round, in the 2027 season): 今年 is 2026, 去年 2025 (ADR 115)
  const now = () => new Date('2026-11-30T04:00:00Z')
  const sessions = createSessionStore(db, env.SESSION_TTL_DAYS, now)
  const log = pino({ level: 'silent' })
  function context(user: SessionUser | null = null): RequestContext {
    const input = {
      invoke: (target: Parameters<typeof invokeHandler>[1], body: unknown, caller: RequestContext) => invokeHandler(handlers, target, body, caller),
      db,
      env,
      sessions,
      readModel,
      log,
      ip: '127.0.0.1',
      userAgent: 'ai-eval',
      token: null,
      adminToken: null,
      user,
      now,
    }
    return createContext(input)
  }
  // the assistant only answers signed-in users: one student without a saved score profile
  const mobile = '19900000018'
  const student: SessionUser = { userId: await freshStudent(db, mobile), sessionId: 0 }
  return { db, env, context, student, close: () => db.close() }
}
