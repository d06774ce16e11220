import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import JourneySequencer from './sequencer.ts'

// Browser journeys against the BUILT app served by the built server (root script builds first).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // one file at a time (within a shard, when E2E_SHARDS asks for shards: scripts/e2e.mjs), longest first (sequencer.ts)
    fileParallelism: false,
    sequence: { sequencer: JourneySequencer },
    testTimeout: 120_000,
    // a browser journey that fails twice is a real failure; once can be a slow frame on a loaded CI box
    retry: 1,
    // the first start loads the reference dataset into a fresh database
    hookTimeout: 330_000,
  },
})
