import { createRequire } from 'node:module'
import { Redis } from 'ioredis'

type Log = { warn(obj: object, msg: string): void }

type StoreResult = { current: number; ttl: number }
type StoreCallback = (error: Error | null, result?: StoreResult) => void
type Store = {
  incr(key: string, cb: StoreCallback, timeWindow: number, max: number): void
  child(routeOptions: unknown): Store
}
type StoreCtor = new (options: unknown) => Store

// the plugin's own stores are not exported by name; loading them keeps one counting algorithm
const require = createRequire(import.meta.url)
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key?: string,
) => Store
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => Store

/**
 * One Redis connection per instance. Commands fail at once while disconnected (no offline queue):
 * a request must never wait on Redis; callers fall back instead. Reconnects in the background.
 */
export function createRedis(url: string, log: Log): Redis {
  const redis = new Redis(url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    // generous: start-up (migrations, index builds) can block the event loop past a short connect timer
    connectTimeout: 10_000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  })
  let down = false
  redis.on('error', (error: Error) => {
    // ioredis repeats the error on every reconnect attempt: log the transition only
    if (!down) log.warn({ err: error.message }, 'redis unavailable; rate limits fall back to this instance')
    down = true
  })
  redis.on('ready', () => {
    // warn, like the outage: operators look for the pair
    if (down) log.warn({}, 'redis available again; rate limits shared across instances')
    down = false
  })
  return redis
}

/**
 * A rate-limit store that counts in Redis (shared by every instance) and, while Redis is
 * unreachable, in this instance's memory: the limit degrades to per instance instead of the API
 * failing or going unlimited. Each fallback is logged once per outage.
 */
export function redisRateLimitStore(redis: Redis, log: Log, nameSpace = 'gk-rl-'): StoreCtor {
  return class FallbackStore implements Store {
    private readonly shared: Store
    private readonly local: Store
    private warned = false
    constructor(_options: unknown, shared?: Store, local?: Store) {
      this.shared = shared ?? new RedisStore(false, false, redis, nameSpace)
      this.local = local ?? new LocalStore(false, false, 5000)
    }
    incr(key: string, cb: StoreCallback, timeWindow: number, max: number) {
      if (redis.status !== 'ready') return this.fallback(key, cb, timeWindow, max, `redis ${redis.status}`)
      this.shared.incr(
        key,
        (error, result) => {
          if (error) return this.fallback(key, cb, timeWindow, max, error.message)
          this.warned = false
          cb(null, result)
        },
        timeWindow,
        max,
      )
    }
    child(routeOptions: unknown): Store {
      return new FallbackStore(undefined, this.shared.child(routeOptions), this.local.child(routeOptions))
    }
    private fallback(key: string, cb: StoreCallback, timeWindow: number, max: number, reason: string) {
      if (!this.warned) log.warn({ reason }, 'rate limit degraded to per-instance memory')
      this.warned = true
      this.local.incr(key, cb, timeWindow, max)
    }
  }
}
