import { existsSync } from 'node:fs'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/** Serves the built web app; hashed assets are cached for a year, index.html never. */
export async function registerStaticWeb(app: FastifyInstance, distDir: string) {
  if (!existsSync(distDir)) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` to serve it')
    return
  }
  await app.register(fastifyStatic, {
    root: distDir,
    index: ['index.html'],
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.includes('/assets/')
      res.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
}
