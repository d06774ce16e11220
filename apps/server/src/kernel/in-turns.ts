/**
 * Drives a stepped computation (a generator that pauses between bounded pieces, e.g. the domain's
 * `simulateWishTableSteps`) with the event loop given up between pieces: steps run back to back for at
 * most `sliceMs`, then the rest waits for a `setImmediate`, so a request that arrives meanwhile is
 * answered within a slice, not after the whole computation (issue 33). The result is the generator's
 * own, however it was sliced. `turns` counts the times the loop was given up (tests read it).
 */
export const SLICE_MS = 3

export async function runInTurns<T>(steps: Generator<unknown, T, void>, sliceMs: number = SLICE_MS, onTurn?: () => void): Promise<T> {
  let started = performance.now()
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    if (performance.now() - started >= sliceMs) {
      onTurn?.()
      await new Promise<void>((r) => setImmediate(r))
      started = performance.now()
    }
  }
}
