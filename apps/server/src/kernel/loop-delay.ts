import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks'

/**
 * How long the event loop was held (issue 33), for the benchmarks: a timer every RESOLUTION_MS and how
 * late it ran. Started by the first reading (a server nobody measures pays nothing); each reading
 * can start a new window.
 */
const RESOLUTION_MS = 5
let histogram: IntervalHistogram | null = null

export function eventLoopDelay(options: { reset: boolean }): { p50Ms: number; p99Ms: number; maxMs: number; samples: number } | null {
  if (!histogram) {
    histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS })
    histogram.enable()
    return null
  }
  const ms = (ns: number) => Math.round(ns / 1e4) / 100
  const reading = { p50Ms: ms(histogram.percentile(50)), p99Ms: ms(histogram.percentile(99)), maxMs: ms(histogram.max), samples: histogram.count }
  if (options.reset) histogram.reset()
  return reading
}
