import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { AVATAR_MAX_BYTES, ErrorCode, fail, ok } from '@gk/contract'
import type { FastifyError, FastifyInstance } from 'fastify'
import type { Env } from '../../env.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../kernel/app-error.ts'
import { createAttemptLimiter } from '../../services/attempt-limiter.ts'
import type { SessionStore } from '../../services/sessions.ts'
import { contentTypeOfExt, detectImageType, type ImageType } from './image-type.ts'

export type UploadDeps = { env: Env; db: Db; sessions: SessionStore; now: () => Date }

const ACCEPTED_BODY_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/octet-stream']
const UPLOADS_PER_HOUR = 30
const FILE_NAME = /^[a-f0-9]{64}\.(png|jpg|webp)$/

/**
 * Avatar upload: `POST /api/Upload/Avatar` with the image bytes as the body (not JSON: a 2 MB image
 * does not fit the JSON body limit) and the `token` header; answers `{ code, message, data: { Url } }`.
 * Files are content-addressed under UPLOAD_DIR/avatars and served from /uploads/avatars/.
 */
export async function registerUploadRoutes(app: FastifyInstance, deps: UploadDeps) {
  const avatarDir = path.join(deps.env.UPLOAD_DIR, 'avatars')

  await app.register(async (scope) => {
    scope.addContentTypeParser(ACCEPTED_BODY_TYPES, { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES }, (_request, body, done) => {
      done(null, body)
    })
    scope.setErrorHandler((thrown: unknown, request, reply) => {
      if (thrown instanceof AppError) return reply.status(200).send(fail(thrown.code, thrown.hasOwnMessage ? thrown.message : undefined))
      const error = thrown as FastifyError
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send(fail(ErrorCode.UploadTooLarge))
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send(fail(ErrorCode.UploadTypeInvalid))
      if (error.statusCode === 429) return reply.status(429).send(fail(ErrorCode.RateLimited))
      request.log.error({ err: error }, 'avatar upload failed')
      return reply.status(500).send(fail(ErrorCode.Internal))
    })

    scope.post('/api/Upload/Avatar', async (request) => {
      const raw = request.headers.token
      const token = Array.isArray(raw) ? raw[0] : raw
      const user = token && token.length <= 200 ? await deps.sessions.resolve(token) : null
      if (!user) throw new AppError(ErrorCode.SessionExpired)
      const body = request.body
      if (!Buffer.isBuffer(body) || body.length === 0) throw new AppError(ErrorCode.UploadTypeInvalid)
      if (body.length > AVATAR_MAX_BYTES) throw new AppError(ErrorCode.UploadTooLarge)
      const type: ImageType | null = detectImageType(body)
      if (!type) throw new AppError(ErrorCode.UploadTypeInvalid)
      // a valid image counts against the hourly cap, in one statement with the check
      await createAttemptLimiter(deps.db, deps.now).take([{ key: `upload:user:${user.userId}`, maxFailures: UPLOADS_PER_HOUR, windowMs: 3_600_000 }])
      const name = `${createHash('sha256').update(body).digest('hex')}.${type.ext}`
      await mkdir(avatarDir, { recursive: true })
      // content-addressed: the same image uploaded twice is one file
      await writeFile(path.join(avatarDir, name), body, { flag: 'w' })
      return ok({ Url: `/uploads/avatars/${name}` })
    })
  })

  app.get<{ Params: { file: string } }>('/uploads/avatars/:file', async (request, reply) => {
    const { file } = request.params
    const match = FILE_NAME.exec(file)
    if (!match) return reply.status(404).type('text/plain; charset=utf-8').send('页面不存在')
    try {
      const bytes = await readFile(path.join(avatarDir, file))
      return reply
        .type(contentTypeOfExt[match[1] as ImageType['ext']])
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(bytes)
    } catch {
      return reply.status(404).type('text/plain; charset=utf-8').send('页面不存在')
    }
  })
}
