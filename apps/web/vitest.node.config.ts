import { defineConfig } from 'vitest/config'
import web, { nodeTests } from './vite.config.ts'

// The web test files that need no window (see nodeTests): the web project's settings in Node, without isolation.
export default defineConfig({
  ...web,
  test: { ...web.test, name: 'web-node', include: nodeTests, exclude: [], environment: 'node' },
})
