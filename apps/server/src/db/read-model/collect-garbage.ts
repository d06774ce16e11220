import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/**
 * A full garbage collection, for after a large build. Building a province index allocates several
 * times the index itself (result rows, drafts); V8 keeps that garbage, and the heap pages under it,
 * until it runs short, so a server that had built every province sat at ~1.9 GB RSS with about half of
 * its heap unreachable. Node gives no collect call without --expose-gc: the flag is set here, once,
 * and the function taken from a fresh context (where the flag makes V8 install it).
 */
let gc: (() => void) | null | undefined

export function collectGarbage(): void {
  if (gc === undefined) {
    try {
      setFlagsFromString('--expose-gc')
      gc = runInNewContext('gc') as () => void
    } catch {
      gc = null
    }
  }
  gc?.()
}

/**
 * How far V8 lets the heap grow past what the last full collection kept, percent (every thread: the
 * flag is the process's). V8's own factor is up to 4× on a large machine, so an evicted province index
 * and a build's rows sat as garbage beside the live ones: the abuse probe's main heap reached 760 MB
 * with ~400 MB live, and the server 1.4–1.6 GB RSS (ADR 060). Collections come sooner; their marking
 * runs beside the event loop (concurrent), so a request waits only for the short final pause.
 */
export const HEAP_GROWING_PERCENT = 25

export function boundHeapGrowth(percent = HEAP_GROWING_PERCENT): void {
  setFlagsFromString(`--heap-growing-percent=${percent}`)
}
