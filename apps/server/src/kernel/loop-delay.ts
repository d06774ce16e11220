import { constants, monitorEventLoopDelay, PerformanceObserver, type IntervalHistogram, type PerformanceEntry } from 'node:perf_hooks'

/**
 * How long the event loop was held (issue 33), for the benchmarks: a timer every RESOLUTION_MS and how
 * late it ran, and the garbage collector's pauses of this thread by kind (a full collection's final pause
 * holds the loop as surely as a long function, and a CPU profile shows it without saying which kind).
 * Started by the first reading (a server nobody measures pays nothing); each reading can start a new window.
 */
const RESOLUTION_MS = 5
let histogram: IntervalHistogram | null = null

type Pauses = { count: number; totalMs: number; maxMs: number }
export type GcPauses = { minor: Pauses; major: Pauses; other: Pauses }
export type LoopDelay = { p50Ms: number; p99Ms: number; maxMs: number; samples: number; gc: GcPauses }

const emptyPauses = (): GcPauses => ({
  minor: { count: 0, totalMs: 0, maxMs: 0 },
  major: { count: 0, totalMs: 0, maxMs: 0 },
  other: { count: 0, totalMs: 0, maxMs: 0 },
})
let gc = emptyPauses()

function watchGc() {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind
      const p = kind === constants.NODE_PERFORMANCE_GC_MINOR ? gc.minor : kind === constants.NODE_PERFORMANCE_GC_MAJOR ? gc.major : gc.other
      p.count++
      p.totalMs += entry.duration
      p.maxMs = Math.max(p.maxMs, entry.duration)
    }
  }).observe({ entryTypes: ['gc'] })
}

export function eventLoopDelay(options: { reset: boolean }): LoopDelay | null {
  if (!histogram) {
    histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS })
    histogram.enable()
    watchGc()
    return null
  }
  const ms = (ns: number) => Math.round(ns / 1e4) / 100
  const round = (p: Pauses) => ({ count: p.count, totalMs: Math.round(p.totalMs), maxMs: Math.round(p.maxMs * 10) / 10 })
  const reading = {
    p50Ms: ms(histogram.percentile(50)),
    p99Ms: ms(histogram.percentile(99)),
    maxMs: ms(histogram.max),
    samples: histogram.count,
    gc: { minor: round(gc.minor), major: round(gc.major), other: round(gc.other) },
  }
  if (options.reset) {
    histogram.reset()
    gc = emptyPauses()
  }
  return reading
}
