import { randomUUID } from 'node:crypto'
import rateLimit from '@fastify/rate-limit'
import { createHeavyCallGate } from './services/heavy-calls.ts'
import { ErrorCode, fail, ok } from '@gk/contract'
import Fastify, { type FastifyInstance } from 'fastify'
import type { Db } from './db/client.ts'
import { createRedis, redisRateLimitStore } from './db/redis.ts'
import type { Env } from './env.ts'
import { handlers as defaultHandlers } from './handlers.ts'
import type { HandlerMap } from './http/endpoint.ts'
import { registerErrorHandling } from './http/errors.ts'
import { mayReadHealthDetail } from './http/health-detail.ts'
import { eventLoopDelay } from './kernel/loop-delay.ts'
import { registerEndpoints } from './http/register-endpoints.ts'
import { createSessionStore } from './services/sessions.ts'
import { attachUserCache, createUserCache, detachUserCache, startCacheBus } from './services/user-cache.ts'
import { cacheStats } from './kernel/lru.ts'
import { createReadModel, type ReadModel } from './db/read-model/read-model.ts'
import { registerStaticWeb } from './http/static-web.ts'
import { registerSecurityHeaders } from './http/security-headers.ts'
import { registerMediaRoutes } from './modules/content/media-routes.ts'
import { registerConsoleMediaUpload } from './modules/upload/console-media.routes.ts'
import { registerPayRoutes } from './modules/membership/index.ts'
import { registerConsoleRoutes } from './modules/admin/index.ts'
import { registerOpenAuthSandboxRoutes } from './modules/open-auth/open-auth-sandbox.routes.ts'
import { registerSmsSandboxRoutes } from './modules/sms/sms.routes.ts'
import { registerUploadRoutes } from './modules/upload/upload.routes.ts'
import { registerAiRoutes } from './modules/ai/ai.routes.ts'

export type Readiness = { ready: boolean; detail: string; dataVersion: string | null }

/** What a call made while the reference dataset is still loading answers (HTTP 503). */
export const LOADING_MESSAGE = '数据加载中，请稍后'
const LOADING_RETRY_AFTER_SECONDS = 3

export type AppDeps = {
  env: Env
  db: Db
  now?: () => Date
  handlers?: HandlerMap
  /** Shared with start-up: the API answers "loading" until the dataset is in. */
  readiness?: Readiness
  /** shared with start-up so it can warm the indexes once the dataset is in */
  readModel?: ReadModel
}

/** MB of the process: the JS heap (indexes, caches), external memory (PGlite's WASM heap lives there) and the rest. */
function memoryBreakdown() {
  const m = process.memoryUsage()
  const mb = (n: number) => Math.round(n / 2 ** 20)
  return { rss: mb(m.rss), heapUsed: mb(m.heapUsed), heapTotal: mb(m.heapTotal), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers) }
}

/** Builds the HTTP app without listening (tests call it through `inject` or a real port). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, db } = deps
  const now = deps.now ?? (() => new Date())
  const readiness = deps.readiness ?? { ready: true, detail: 'ok', dataVersion: null }
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      redact: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: env.BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  })
  // a callback hook: an async one costs a promise and a microtask turn on every answer
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id)
    done(null, payload)
  })
  registerErrorHandling(app)
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        // the generic web view (conmonWebview) frames outside https pages
        frameSrc: ["'self'", 'https:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  })
  // with REDIS_URL the per-IP limit is shared by every instance; while Redis is down it degrades
  // to this instance's memory (logged) rather than failing requests or going unlimited
  const redis = env.REDIS_URL ? createRedis(env.REDIS_URL, app.log) : null
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())))
  await app.register(rateLimit, {
    ...(redis ? { store: redisRateLimitStore(redis, app.log) } : {}),
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: () => ({ statusCode: 429, ...fail(ErrorCode.RateLimited) }),
  })

  // until the dataset is in, every API call answers at once with a retryable 503 instead of waiting
  // behind the load; the web app shows the message and retries after Retry-After
  app.get<{ Querystring: { caches?: string; loop?: string } }>('/health', async (request, reply) => {
    // ?caches=1: sizes and hit rates of the bounded caches and where the memory is, for the benchmarks
    // and the console admin only (ADR 043)
    if (readiness.ready) {
      const detail = request.query.caches !== undefined && (await mayReadHealthDetail(request, db, now))
      // &loop=1: how late the event loop's timers ran since the last such reading (issue 33)
      const loop = detail && request.query.loop !== undefined ? { loop: eventLoopDelay({ reset: true }) } : {}
      return ok({ status: 'ok', dataVersion: readiness.dataVersion, ...(detail ? { caches: cacheStats(), memory: memoryBreakdown(), ...loop } : {}) })
    }
    return reply
      .status(503)
      .header('retry-after', String(LOADING_RETRY_AFTER_SECONDS))
      .send({ ...fail(ErrorCode.Unavailable, LOADING_MESSAGE), data: { status: 'loading', detail: readiness.detail } })
  })
  app.addHook('onRequest', async (request, reply) => {
    if (!readiness.ready && request.url.startsWith('/api/')) {
      return reply.status(503).header('retry-after', String(LOADING_RETRY_AFTER_SECONDS)).send(fail(ErrorCode.Unavailable, LOADING_MESSAGE))
    }
  })

  // sessions, entitlements and profiles from memory (ADR 025); on PostgreSQL other instances write
  // too, so changes travel over Redis and, while it is down, entries are trusted for 1 s only
  const userCache = createUserCache({ shared: env.DATABASE_URL !== undefined && env.DATABASE_URL !== '' })
  attachUserCache(db, userCache)
  if (redis) startCacheBus(userCache, redis, app.log)
  app.addHook('onClose', async () => {
    detachUserCache(db, userCache)
    await userCache.close()
  })
  const sessions = createSessionStore(db, env.SESSION_TTL_DAYS, now, userCache)
  const readModel = deps.readModel ?? createReadModel(db)
  // before the endpoints: the console guard refuses /api/Admin/* without a console role
  await registerConsoleRoutes(app, { db, env, now })
  const heavyCalls = createHeavyCallGate(env.HEAVY_CALLS_PER_USER)
  registerEndpoints(app, deps.handlers ?? defaultHandlers, { db, env, sessions, readModel, now, heavyCalls })
  registerAiRoutes(app, { db, env, sessions, readModel, now, handlers: deps.handlers ?? defaultHandlers, heavyCalls })
  registerSmsSandboxRoutes(app, { env })
  registerOpenAuthSandboxRoutes(app, { env, db, now })
  await registerUploadRoutes(app, { env, db, sessions, now })
  await registerPayRoutes(app, { db, env, now })
  await registerConsoleMediaUpload(app, { db, mediaDir: env.MEDIA_DIR, now })
  await registerMediaRoutes(app, { mediaDir: env.MEDIA_DIR, starterDir: env.CONTENT_STARTER_DIR })
  await registerStaticWeb(app, env.WEB_DIST_DIR)
  return app
}
