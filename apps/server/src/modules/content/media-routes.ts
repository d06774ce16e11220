import { mkdirSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

export type MediaDeps = {
  /** uploaded and imported media (MEDIA_DIR) */
  mediaDir: string
  /** the committed starter folder; its media/ is served in place, never copied */
  starterDir: string
}

// send() knows mp4 and pdf; HLS types are named here so every browser and hls.js accept them
const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
}

/**
 * `GET /media/*`: MEDIA_DIR first, then the starter folder's media/. Range requests (206) come
 * from @fastify/static's send; playlists are revalidated (a live one changes), the rest cached a day.
 */
export async function registerMediaRoutes(app: FastifyInstance, deps: MediaDeps) {
  mkdirSync(deps.mediaDir, { recursive: true })
  // Published content media only (article images, course video): the console's preview is a sandboxed
  // frame (an opaque origin), which `Cross-Origin-Resource-Policy: same-origin` from the security headers
  // blocks, so its images broke. These files are public and read without credentials, so other origins
  // may embed them; the API, /uploads/ (avatars) and the apps keep same-origin.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/media/')) reply.header('cross-origin-resource-policy', 'cross-origin')
    done(null, payload)
  })
  await app.register(fastifyStatic, {
    root: [deps.mediaDir, path.join(deps.starterDir, 'media')],
    prefix: '/media/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    acceptRanges: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const type = TYPES[path.extname(filePath)]
      if (type) res.header('Content-Type', type)
      const isPlaylist = filePath.endsWith('.m3u8')
      res.header('Cache-Control', isPlaylist ? 'no-cache' : 'public, max-age=86400')
    },
  })
}
