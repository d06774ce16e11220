import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

// Served by the API server at /admin/; hash routes keep every console route client-side.
export default defineConfig({
  plugins: [react()],
  base: '/admin/',
  build: {
    outDir: 'dist',
    target: 'es2020',
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      treeshake: {
        // the contract's modules only declare schemas and constants (see apps/web/vite.config.ts)
        moduleSideEffects: (id: string) => !/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id),
      },
    },
  },
  server: { port: 5174, proxy: { '/api': 'http://127.0.0.1:8080' } },
  // antd's first render (its CSS-in-JS) takes seconds on a loaded two-core machine
  test: {
    name: 'console',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    testTimeout: 20_000,
    setupFiles: ['./src/test/testing-library-setup.ts'],
  },
})
