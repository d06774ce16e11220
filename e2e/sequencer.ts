import { readFileSync } from 'node:fs'
import path from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The journeys split into shards that each run beside the others with a server and a browser of their own
 * (scripts/e2e.mjs). Vitest's own shards cut the files by a hash of their path, so one shard could take the three
 * longest journeys; here each file goes to the shard with the least measured time so far, longest first
 * (e2e/durations.json: seconds per file from a whole run, refreshed with `node scripts/e2e-durations.mjs`). A file
 * not yet measured counts as the median. Within a shard the longest run first, so no long one is left for the end.
 */
const durations = JSON.parse(readFileSync(new URL('./durations.json', import.meta.url), 'utf8')) as Record<string, number>

/** What a file not yet measured counts as: the median of the measured ones. */
const unmeasured = (() => {
  const sorted = Object.values(durations).sort((a, b) => a - b)
  return sorted.length === 0 ? 1 : sorted[Math.floor(sorted.length / 2)]!
})()

function weightOf(spec: TestSpecification, root: string): number {
  return durations[path.relative(root, spec.moduleId).split(path.sep).join('/')] ?? unmeasured
}

export default class JourneySequencer extends BaseSequencer {
  private byWeight(files: TestSpecification[]): TestSpecification[] {
    const root = this.ctx.config.root
    // ties by path, so every shard process computes the same split
    return [...files].sort((a, b) => weightOf(b, root) - weightOf(a, root) || a.moduleId.localeCompare(b.moduleId))
  }

  override shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!
    const root = this.ctx.config.root
    const load = Array.from({ length: count }, () => 0)
    const mine: TestSpecification[] = []
    for (const spec of this.byWeight(files)) {
      const target = load.indexOf(Math.min(...load))
      load[target]! += weightOf(spec, root)
      if (target === index - 1) mine.push(spec)
    }
    return Promise.resolve(mine)
  }

  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return Promise.resolve(this.byWeight(files))
  }
}
