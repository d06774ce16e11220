import { ok } from '@gk/contract'

/**
 * Answers many requests share (a cached list page) with their success envelope serialised once.
 * Serialising a 20-row page cost more than everything else a cached list call does; the value must
 * not change after `keepJson` (the page cache freezes its pages), or the kept text would be stale.
 */
const serialized = new WeakMap<object, string>()

export function keepJson<T extends object>(value: T): T {
  serialized.set(value, JSON.stringify(ok(value)))
  return value
}

/** The kept envelope text of `data`, if it was kept. */
export function keptEnvelope(data: unknown): string | undefined {
  return typeof data === 'object' && data !== null ? serialized.get(data) : undefined
}
