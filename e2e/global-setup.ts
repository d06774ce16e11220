import type { TestProject } from 'vitest/node'
import { launchBrowserServer } from './support/browser.ts'
import { startServer } from './support/server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** the run's Chromium, which each journey file connects to (empty: each file launches its own) */
    browserWsEndpoint: string
  }
}

/** One built server and one Chromium for every journey of the run; both stopped after the last one. */
export default async function setup(project: TestProject) {
  const started = Date.now()
  // a loaded machine without a seeded snapshot may need longer than the default five minutes to load the dataset
  const healthTimeoutMs = Number(process.env.E2E_HEALTH_TIMEOUT_MS) || undefined
  const server = await startServer(healthTimeoutMs ? { healthTimeoutMs } : {})
  console.log(`[e2e] server ready at ${server.baseUrl} in ${Date.now() - started} ms`)
  project.provide('baseUrl', server.baseUrl)
  const browser = await launchBrowserServer().catch(async (error: unknown) => {
    await server.stop()
    throw error
  })
  project.provide('browserWsEndpoint', browser.wsEndpoint())
  return async () => {
    await browser.close()
    await server.stop()
  }
}
