import type { Db } from '../client.ts'
import { isDatabaseUnavailable } from '../unavailable.ts'
import { loadRankTables, type RankTableIndex } from './rank-tables.ts'
import { Lru, reportCache } from '../../kernel/lru.ts'

type Builder<T> = (db: Db) => Promise<T>
export type IndexBound<T> = { group: string; max: number; weigh?: (value: T) => number }

/**
 * The immutable in-memory read model: indexes built from the reference tables, rebuilt when the
 * dataset version in the database changes (an operator import, a new instance's reload). The
 * database stays the source of truth; nothing here is written back.
 */
export type ReadModel = {
  /** dataset version the indexes were built from */
  version(): string | null
  rankTables(): Promise<RankTableIndex>
  /**
   * A named index built on first use and kept until the data version changes. With `bound`, the
   * indexes of one group (a province's units) are an LRU of `max`: the least recently used one is
   * dropped and rebuilt when asked again, so memory stays bounded however many provinces are served.
   * With `weigh`, `max` bounds the group's summed weights (bytes, ADR 060) instead of its count: an
   * index weighs nothing while it is built and its weight once it is there.
   */
  index<T>(key: string, build: Builder<T>, bound?: IndexBound<T>): Promise<T>
  /** Re-reads the stored version (at most every `checkEveryMs`) and drops stale indexes. */
  refreshIfStale(): Promise<void>
  /** Forget everything now (after an in-process import). */
  invalidate(): void
}

export function createReadModel(db: Db, options: { checkEveryMs?: number; now?: () => number } = {}): ReadModel {
  const checkEveryMs = options.checkEveryMs ?? 2000
  const now = options.now ?? (() => performance.now())
  let version: string | null = null
  let lastCheck = -Infinity
  let checking: Promise<void> | null = null
  const cache = new Map<string, Promise<unknown>>()
  const groups = new Map<string, Lru<string, true>>()

  async function storedVersion(): Promise<string | null> {
    try {
      const rows = await db.query<{ value: string }>(`SELECT value FROM dataset_meta WHERE key = 'data_version'`)
      return rows[0]?.value ?? null
    } catch (error) {
      // a database outage must not drop the indexes (every instance would rebuild at once after it)
      if (isDatabaseUnavailable(error)) return version
      // no reference schema yet (tests without data): treat as empty
      return null
    }
  }

  function index<T>(key: string, build: Builder<T>, bound?: IndexBound<T>): Promise<T> {
    let lru: Lru<string, true> | undefined
    if (bound) {
      lru = groups.get(bound.group)
      if (!lru) groups.set(bound.group, (lru = reportCache(new Lru<string, true>(`index ${bound.group}`, bound.max, (old) => cache.delete(old)))))
      if (!lru.get(key)) lru.set(key, true, bound.weigh ? 0 : 1)
    }
    let entry = cache.get(key) as Promise<T> | undefined
    if (!entry) {
      const built = build(db)
      entry = built
      // a failed build must not stick: the next call retries
      built.then(
        (value) => {
          if (bound?.weigh && cache.get(key) === built) lru!.weigh(key, bound.weigh(value))
        },
        () => {
          if (cache.get(key) === built) cache.delete(key)
        },
      )
      cache.set(key, entry)
    }
    return entry
  }

  return {
    version: () => version,
    rankTables: () => index('rank-tables', loadRankTables),
    index,
    async refreshIfStale() {
      if (now() - lastCheck < checkEveryMs) return
      lastCheck = now()
      checking ??= (async () => {
        const stored = await storedVersion()
        if (stored !== version) {
          version = stored
          cache.clear()
          for (const lru of groups.values()) lru.clear()
        }
      })().finally(() => {
        checking = null
      })
      await checking
    },
    invalidate() {
      cache.clear()
      for (const lru of groups.values()) lru.clear()
      lastCheck = -Infinity
    },
  }
}
