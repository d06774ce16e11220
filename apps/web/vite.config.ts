import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

// Relative base so the built app works from any path; hash routing keeps routes client-side.
export default defineConfig({
  plugins: [react()],
  base: './',
  build: {
    outDir: 'dist',
    target: 'es2020',
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      treeshake: {
        // the contract's modules only declare schemas and constants: the web app uses its constants
        // and types, so the zod schemas (and zod) drop out of the bundle when nothing reads them
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id),
      },
    },
  },
  // dev: everything the server serves besides the app itself goes through to it
  server: {
    proxy: Object.fromEntries(
      ['/api', '/sandbox', '/uploads', '/media', '/pay', '/health'].map((p) => [p, 'http://127.0.0.1:8080']),
    ),
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
  },
})
