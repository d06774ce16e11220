import type { TestProject } from 'vitest/node'
import { startServer } from './support/server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

/** One built server for every journey of the run; stopped after the last one. */
export default async function setup(project: TestProject) {
  const started = Date.now()
  // a loaded machine without a seeded snapshot may need longer than the default five minutes to load the dataset
  const healthTimeoutMs = Number(process.env.E2E_HEALTH_TIMEOUT_MS) || undefined
  const server = await startServer(healthTimeoutMs ? { healthTimeoutMs } : {})
  console.log(`[e2e] server ready at ${server.baseUrl} in ${Date.now() - started} ms`)
  project.provide('baseUrl', server.baseUrl)
  return () => server.stop()
}
