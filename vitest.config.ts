import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

const committedDataTests = 'packages/dataset/src/load/committed-*.test.ts'

// One runner for every workspace; each project keeps its tests beside its code.
export default defineConfig({
  test: {
    // every core: Vitest's default for a run is one worker fewer than the cores, which on a 2-core CI machine is
    // a single worker, so the whole unit phase ran on one core while the other only linted (measured 2026-11-29)
    maxWorkers: availableParallelism(),
    projects: [
      // without isolation (as server below): the engine's 53 small files spent 25 s re-importing it per file, 3.5 s without
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], isolate: false } },
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      { test: { name: 'client', include: ['packages/client/src/**/*.test.ts'] } },
      { test: { name: 'bench', include: ['bench/**/*.test.ts'] } },
      {
        test: {
          name: 'dataset',
          include: ['packages/dataset/src/**/*.test.ts'],
          exclude: [committedDataTests],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        // checks over the committed files without isolation: a worker keeps its module graph from file to file, so
        // each table is parsed once per worker (committed-tables.test-kit.ts), not once per file and read. (Not
        // fileParallelism: false: a project of one worker needs a group of its own, run after the others.) The test
        // that reads admission_results first pays its parse: 147 s at load 10 (2026-11-30), over the 120 s of before
        test: { name: 'dataset-committed', include: [committedDataTests], isolate: false, testTimeout: 300_000 },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.data.test.ts'],
          // a worker keeps its module graph from file to file: isolated, each of the 141 files imported the whole server
          // again (import 251 s of a 305 s run alone, 2026-12-02); without, 108 s, and every file builds its own app and
          // database, so no state crosses files (passed in size order and in two shuffled file orders)
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      {
        // tests over the full reference dataset: one process, one shared database load per run
        test: {
          name: 'server-data',
          include: ['apps/server/src/**/*.data.test.ts'],
          isolate: false,
          // PGlite: one in-process database, so one file at a time. PostgreSQL (CI sets it): the reference
          // schema is shared and every app has its own schema, so files run side by side on both cores.
          fileParallelism: Boolean(process.env.TEST_DATABASE_URL),
          // Vitest refuses to start when a one-worker project shares its group with the others ("different
          // 'maxWorkers' but same 'sequence.groupOrder'"), which broke the README's `npm test` on PGlite: there the
          // data files run as a group of their own, after the rest
          ...(process.env.TEST_DATABASE_URL ? {} : { sequence: { groupOrder: 1 } }),
          testTimeout: 60_000,
          hookTimeout: 600_000,
        },
      },
      './apps/web/vite.config.ts',
      './apps/web/vitest.mocking.config.ts',
      './apps/web/vitest.node.config.ts',
      './apps/console/vite.config.ts',
    ],
  },
})
