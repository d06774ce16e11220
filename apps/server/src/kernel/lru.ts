/**
 * A size-bounded map that evicts the least recently used entry (Map keeps insertion order; a hit
 * re-inserts). Counts hits and misses so the benchmarks can report how well each cache works.
 * `max` bounds the entries' summed weight: 1 each unless `set` or `weigh` says otherwise (a province
 * index weighs its estimated bytes, ADR 060), and the newest entry is kept however heavy it is.
 */
export class Lru<K, V> {
  private readonly map = new Map<K, V>()
  private readonly weights = new Map<K, number>()
  private total = 0
  hits = 0
  misses = 0
  evictions = 0

  constructor(
    readonly name: string,
    readonly max: number,
    /** told about each entry pushed out by the bound (not about deletes) */
    private readonly onEvict?: (key: K, value: V) => void,
  ) {}

  get size(): number {
    return this.map.size
  }

  get(key: K): V | undefined {
    const value = this.map.get(key)
    if (value === undefined) {
      this.misses++
      return undefined
    }
    this.hits++
    this.map.delete(key)
    this.map.set(key, value)
    return value
  }

  /** A look without counting or reordering (invalidation walks). */
  peek(key: K): V | undefined {
    return this.map.get(key)
  }

  set(key: K, value: V, weight = 1): void {
    this.delete(key)
    this.map.set(key, value)
    this.weights.set(key, weight)
    this.total += weight
    this.evictOver()
  }

  /** A new weight for an entry already in (known once its value is built); may push older ones out. */
  weigh(key: K, weight: number): void {
    const old = this.weights.get(key)
    if (old === undefined) return
    this.weights.set(key, weight)
    this.total += weight - old
    this.evictOver()
  }

  /** the entries' summed weight */
  get weight(): number {
    return this.total
  }

  private evictOver() {
    while (this.total > this.max && this.map.size > 1) {
      const [oldest, old] = this.map.entries().next().value as [K, V]
      this.delete(oldest)
      this.evictions++
      this.onEvict?.(oldest, old)
    }
  }

  delete(key: K): boolean {
    this.total -= this.weights.get(key) ?? 0
    this.weights.delete(key)
    return this.map.delete(key)
  }

  clear(): void {
    this.map.clear()
    this.weights.clear()
    this.total = 0
  }

  entries(): IterableIterator<[K, V]> {
    return this.map.entries()
  }

  stats(): LruStats {
    const total = this.hits + this.misses
    return {
      name: this.name,
      size: this.map.size,
      weight: this.total,
      max: this.max,
      hits: this.hits,
      misses: this.misses,
      evictions: this.evictions,
      hitRate: total === 0 ? null : this.hits / total,
    }
  }
}

export type LruStats = { name: string; size: number; weight: number; max: number; hits: number; misses: number; evictions: number; hitRate: number | null }

/** Every LRU of the process that reports to the benchmarks (`GET /health?caches=1` lists them). */
const reporting = new Set<{ stats(): LruStats }>()

export function reportCache<T extends { stats(): LruStats }>(cache: T): T {
  reporting.add(cache)
  return cache
}

export function forgetCacheReport(cache: { stats(): LruStats }): void {
  reporting.delete(cache)
}

/** Stats summed by cache name (several test apps in one process keep one cache each). */
export function cacheStats(): LruStats[] {
  const byName = new Map<string, LruStats>()
  for (const c of reporting) {
    const s = c.stats()
    const sum = byName.get(s.name)
    if (!sum) byName.set(s.name, { ...s })
    else {
      sum.size += s.size
      sum.weight += s.weight
      sum.max += s.max
      sum.hits += s.hits
      sum.misses += s.misses
      sum.evictions += s.evictions
    }
  }
  return [...byName.values()].map((s) => ({ ...s, hitRate: s.hits + s.misses === 0 ? null : s.hits / (s.hits + s.misses) }))
}
