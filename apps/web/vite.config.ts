import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { inlineShellCss } from './build/inline-shell-css.ts'
import { pageGroups } from './build/route-group.ts'

// the recommendation lists (院校优先 / 专业优先): a few files instead of ~39 small ones
const wishLists = pageGroups(/src[\\/]app[\\/]routes[\\/]wish[\\/](college|speciality)\.tsx$/, /src[\\/]app[\\/]routes[\\/]home[\\/]home\.tsx$/)

/**
 * Test files that replace modules of the app with vi.mock: a mock applies only to a module graph that has not
 * loaded the real module yet, so these keep a graph and a window of their own (vitest.mocking.config.ts).
 */
export const mockingTests = [
  'src/lib/api-client.test.ts',
  'src/lib/api-client-early.test.ts',
  'src/lib/api-client-loading.test.ts',
  'src/lib/launch.test.ts',
  'src/lib/session-actions.test.ts',
  'src/lib/toast.test.ts',
]

/**
 * Test files that need no window (`// @vitest-environment node` on their first line): a project of their own
 * (vitest.node.config.ts). A worker keeps its window and module graph for the next file only when that file has the
 * same project and environment, and Vitest queues a project's files by duration, so node files among the jsdom ones
 * made a worker start again at each switch (17 workers for 46 files, measured 2026-11-30).
 */
const webRoot = dirname(fileURLToPath(import.meta.url))
export const nodeTests = readdirSync(join(webRoot, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file.replaceAll('\\', '/')}`)
  .filter((file) => readFileSync(join(webRoot, file), 'utf8').startsWith('// @vitest-environment node'))
  .filter((file) => !mockingTests.includes(file))

// Relative base so the built app works from any path; hash routing keeps routes client-side.
export default defineConfig({
  plugins: [react(), wishLists.plugin, inlineShellCss()],
  base: './',
  build: {
    outDir: 'dist',
    target: 'es2020',
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'wish-lists', test: wishLists.own, includeDependenciesRecursively: false, priority: 4 },
            { name: 'page-parts', test: wishLists.shared, includeDependenciesRecursively: false, priority: 4 },
            { name: 'page-common', test: wishLists.common, includeDependenciesRecursively: false, priority: 3 },
            // everything the shell needs before the first page (React, the router, the query client, the
            // antd-mobile parts the shell shows) in one file instead of ~20 small shared chunks: each
            // request costs a round trip and headers on a slow mobile link, and these load together anyway
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/, priority: 6 },
            { name: 'shell-libs', test: /node_modules[\\/]/, tags: ['$initial'], includeDependenciesRecursively: false, priority: 5 },
          ],
        },
      },
      treeshake: {
        // the contract's modules only declare schemas and constants: the web app uses its constants
        // and types, so the zod schemas (and zod) drop out of the bundle when nothing reads them
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id),
      },
    },
  },
  // dev: everything the server serves besides the app itself goes through to it
  server: {
    proxy: Object.fromEntries(['/api', '/sandbox', '/uploads', '/media', '/pay', '/health'].map((p) => [p, 'http://127.0.0.1:8080'])),
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...mockingTests, ...nodeTests],
    environment: 'jsdom',
    setupFiles: ['./src/test/testing-library-setup.ts'],
    // one jsdom window and one module graph per worker, not per file: building them was ~85 % of the project's
    // time (measured 2026-11-30); the setup file undoes what a file leaves behind
    isolate: false,
    // a render test's first antd-mobile render has taken over the default 5 s on the shared 2-core machine at load
    // 20+ (unit-list-page, sign-in-invite, ai-chat-page; each passes alone): the time says nothing about the app
    testTimeout: 15_000,
  },
})
