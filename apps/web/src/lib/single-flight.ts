/**
 * Wraps an async task so concurrent callers share one in-flight run (the spec's "flag that stops
 * concurrent handling" of session expiry): the first call starts it, the rest await the same promise.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null
  return () => {
    inFlight ??= task().finally(() => {
      inFlight = null
    })
    return inFlight
  }
}
