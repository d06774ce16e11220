import { ok } from '@gk/contract'

/**
 * Answers many requests share (a cached list page) with their success envelope serialised once.
 * Serialising a 20-row page cost more than everything else a cached list call does; the value must
 * not change after `keepJson` (the page cache freezes its pages), or the kept text would be stale.
 */
const serialized = new WeakMap<object, Buffer>()

/** Kept as UTF-8 bytes: a string would be measured and encoded again on every write (Chinese text is most of a page). */
export function keepJson<T extends object>(value: T): T {
  serialized.set(value, Buffer.from(JSON.stringify(ok(value))))
  return value
}

/** The kept envelope bytes of `data`, if it was kept. */
export function keptEnvelope(data: unknown): Buffer | undefined {
  return typeof data === 'object' && data !== null ? serialized.get(data) : undefined
}
