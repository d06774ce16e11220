import { defineConfig } from 'vitest/config'
import web, { mockingTests } from './vite.config.ts'

// The web test files that mock app modules (see mockingTests): the web project's settings, each file isolated.
export default defineConfig({
  ...web,
  test: { ...web.test, name: 'web-mocking', include: mockingTests, exclude: [], isolate: true },
})
