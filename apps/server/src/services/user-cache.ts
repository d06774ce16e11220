import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import type { Db } from '../db/client.ts'
import { forgetCacheReport, Lru, reportCache } from '../kernel/lru.ts'

/**
 * Session → user, and per user the data every signed-in call reads (entitlements, score profile),
 * kept in this process so a hot call makes no database round-trip (ADR 025).
 *
 * Correctness rules:
 * - every write that changes what an entry says calls `sessionsChanged` / `userChanged` after it
 *   commits; that drops the entries here and, on the scale path, publishes the change to every
 *   other instance over Redis (channel `gk:user-cache`);
 * - a load that was in flight while any change arrived is answered but not stored (generation
 *   check), so a read from before a commit never lands in the cache after its invalidation;
 * - entries are trusted for `longTtlMs` only while changes can reach this instance (one embedded
 *   instance, or the Redis subscription is up); on the scale path without a live subscription they
 *   are trusted for `shortTtlMs` (1 s): a revoked token stops working everywhere within a second.
 */
export type CachedSession = { userId: number; sessionId: number; lastSeenAt: number; expiresAt: number; at: number }
type CachedValue = { value: unknown; at: number }

export type UserCacheOptions = {
  /** true when other instances may write the same database (PostgreSQL URL): changes must cross instances */
  shared: boolean
  maxSessions?: number
  maxUserEntries?: number
  longTtlMs?: number
  shortTtlMs?: number
}

export type UserCache = {
  readonly id: string
  sessions: Lru<string, CachedSession>
  users: Lru<string, CachedValue>
  /** bumped by every change; a load stores its answer only if none arrived meanwhile */
  generation: number
  /** how long an entry may be served now (depends on whether changes can reach us) */
  maxAgeMs(): number
  dropUser(userId: number): void
  dropSessionsOf(userId: number): void
  dropAll(): void
  bus: CacheBus | null
  close(): Promise<void>
}

type Message = { o: string; k: 'user' | 'sessions' | 'all'; u: number }

export type CacheBus = { live(): boolean; publish(message: Message): void; close(): Promise<void> }

const CHANNEL = 'gk:user-cache'
const attached = new WeakMap<Db, Set<UserCache>>()

export function createUserCache(options: UserCacheOptions): UserCache {
  const longTtl = options.longTtlMs ?? 60_000
  const shortTtl = options.shortTtlMs ?? 1000
  const cache: UserCache = {
    id: randomUUID(),
    sessions: reportCache(new Lru<string, CachedSession>('sessions', options.maxSessions ?? 50_000)),
    users: reportCache(new Lru<string, CachedValue>('user-state', options.maxUserEntries ?? 100_000)),
    generation: 0,
    bus: null,
    maxAgeMs() {
      if (!options.shared) return longTtl
      return cache.bus?.live() ? longTtl : shortTtl
    },
    dropUser(userId) {
      cache.generation++
      for (const kind of kinds) cache.users.delete(`${kind}:${userId}`)
    },
    dropSessionsOf(userId) {
      cache.generation++
      // logouts are rare next to reads: a walk over the bounded map beats a second index to keep right
      for (const [hash, s] of cache.sessions.entries()) if (s.userId === userId) cache.sessions.delete(hash)
    },
    dropAll() {
      cache.generation++
      cache.sessions.clear()
      cache.users.clear()
    },
    async close() {
      forgetCacheReport(cache.sessions)
      forgetCacheReport(cache.users)
      await cache.bus?.close()
    },
  }
  return cache
}

/** The kinds of per-user entries (each registered by the module that reads them). */
const kinds = new Set<string>()

export function attachUserCache(db: Db, cache: UserCache): void {
  let set = attached.get(db)
  if (!set) attached.set(db, (set = new Set()))
  set.add(cache)
}

export function detachUserCache(db: Db, cache: UserCache): void {
  attached.get(db)?.delete(cache)
}

/** The caches serving this database in this process (usually one; test apps may share a database). */
export function cachesOf(db: Db): ReadonlySet<UserCache> {
  return attached.get(db) ?? new Set()
}

/**
 * A per-user value from the cache, or `load()` stored for the next call. `kind` names what it is
 * ('entitlements', 'profile'): `userChanged` drops every kind of that user.
 */
export async function memoUser<T>(db: Db, kind: string, userId: number, load: () => Promise<T>): Promise<T> {
  kinds.add(kind)
  const [cache] = cachesOf(db)
  if (!cache) return load()
  const key = `${kind}:${userId}`
  const hit = cache.users.get(key)
  if (hit && performance.now() - hit.at < cache.maxAgeMs()) return hit.value as T
  const generation = cache.generation
  const value = await load()
  if (cache.generation === generation) cache.users.set(key, { value, at: performance.now() })
  return value
}

/** The user's profile or entitlements changed (committed): drop them here and on every instance. */
export function userChanged(db: Db, userId: number): void {
  for (const cache of cachesOf(db)) {
    cache.dropUser(userId)
    cache.bus?.publish({ o: cache.id, k: 'user', u: userId })
  }
}

/** Sessions of the user were revoked (logout, one device, password change): drop them everywhere. */
export function sessionsChanged(db: Db, userId: number): void {
  for (const cache of cachesOf(db)) {
    cache.dropSessionsOf(userId)
    cache.dropUser(userId)
    cache.bus?.publish({ o: cache.id, k: 'sessions', u: userId })
  }
}

/**
 * The Redis side: one subscriber connection (a subscribed ioredis connection cannot publish) and
 * the app's command connection for publishing. After an outage everything cached is dropped, since
 * changes published meanwhile were lost.
 */
export function startCacheBus(cache: UserCache, publisher: Redis, log: { warn(obj: object, msg: string): void }): CacheBus {
  const sub = publisher.duplicate()
  let subscribed = false
  let everSubscribed = false
  sub.on('error', () => {
    // the publisher's handler logs the outage once; this one only keeps ioredis from throwing
  })
  sub.on('close', () => {
    subscribed = false
  })
  sub.on('ready', () => {
    sub.subscribe(CHANNEL).then(
      () => {
        if (everSubscribed) {
          cache.dropAll()
          log.warn({}, 'user cache resubscribed; dropped entries that may have missed changes')
        }
        everSubscribed = true
        subscribed = true
      },
      () => {
        subscribed = false
      },
    )
  })
  sub.on('message', (_channel: string, text: string) => {
    let m: Message
    try {
      m = JSON.parse(text) as Message
    } catch {
      return
    }
    if (m.o === cache.id) return
    if (m.k === 'all') cache.dropAll()
    else if (m.k === 'sessions') {
      cache.dropSessionsOf(m.u)
      cache.dropUser(m.u)
    } else cache.dropUser(m.u)
  })
  const bus: CacheBus = {
    live: () => subscribed && sub.status === 'ready',
    publish(message) {
      publisher.publish(CHANNEL, JSON.stringify(message)).catch((error: Error) => {
        log.warn({ err: error.message }, 'user cache change not published; other instances rely on the 1 s bound')
      })
    },
    async close() {
      subscribed = false
      await sub.quit().catch(() => sub.disconnect())
    },
  }
  cache.bus = bus
  return bus
}
