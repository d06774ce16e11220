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
