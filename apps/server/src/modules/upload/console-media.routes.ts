import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { CONSOLE_MEDIA_MAX_BYTES, CONSOLE_MEDIA_UPLOAD_PATH, CONSOLE_TOKEN_HEADER, ErrorCode, fail, ok } from '@gk/contract'
import type { FastifyError, FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import { resolveConsoleSession, roleAllows } from '../../http/console-auth.ts'
import { AppError } from '../../kernel/app-error.ts'
import { createAttemptLimiter } from '../../services/attempt-limiter.ts'
import { sweepConsoleMedia } from './console-media-sweep.ts'
import { detectImageType } from './image-type.ts'

export type MediaUploadDeps = { db: Db; mediaDir: string; now: () => Date }

/** how often a running server removes uploads no content item uses (see console-media-sweep) */
const SWEEP_EVERY_MS = 6 * 3_600_000

const ACCEPTED_BODY_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/octet-stream']
/**
 * Images one console account may upload per hour: an article rarely holds more than a dozen, so this
 * leaves room for retries while a stolen or scripted session cannot fill the disk (5 MB each).
 */
export const CONSOLE_UPLOADS_PER_HOUR = 60

/**
 * An image for an article or a cover, uploaded from the console's content editor: the bytes as the
 * body (an image does not fit the JSON limit) and the console token. It is stored content-addressed
 * in MEDIA_DIR/console/ and served from /media/console/, where published content's media live (and
 * where the preview frame may embed it, see media-routes). The same roles as saving content.
 */
export async function registerConsoleMediaUpload(app: FastifyInstance, deps: MediaUploadDeps) {
  const dir = path.join(deps.mediaDir, 'console')
  await app.register(async (scope) => {
    scope.addContentTypeParser(ACCEPTED_BODY_TYPES, { parseAs: 'buffer', bodyLimit: CONSOLE_MEDIA_MAX_BYTES }, (_request, body, done) => {
      done(null, body)
    })
    scope.setErrorHandler((thrown: unknown, request, reply) => {
      if (thrown instanceof AppError) return reply.status(200).send(fail(thrown.code, thrown.hasOwnMessage ? thrown.message : undefined))
      const error = thrown as FastifyError
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send(fail(ErrorCode.UploadTooLarge, '图片不能超过5MB'))
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send(fail(ErrorCode.UploadTypeInvalid, '只能上传 PNG、JPG 或 WebP 图片'))
      request.log.error({ err: error }, 'console media upload failed')
      return reply.status(500).send(fail(ErrorCode.Internal))
    })

    scope.post(CONSOLE_MEDIA_UPLOAD_PATH, async (request) => {
      const raw = request.headers[CONSOLE_TOKEN_HEADER]
      const token = Array.isArray(raw) ? raw[0] : raw
      const user = await resolveConsoleSession(deps.db, token && token.length <= 200 ? token : null, deps.now())
      if (!user) throw new AppError(ErrorCode.ConsoleLoginRequired)
      if (!roleAllows('Admin/ContentSave', user.role)) throw new AppError(ErrorCode.ConsoleForbidden)
      if (user.mustChangePassword) throw new AppError(ErrorCode.ConsolePasswordChangeRequired)
      const body = request.body
      const type = Buffer.isBuffer(body) && body.length > 0 ? detectImageType(body) : null
      if (!type || !Buffer.isBuffer(body)) throw new AppError(ErrorCode.UploadTypeInvalid, '只能上传 PNG、JPG 或 WebP 图片')
      // a valid image counts against the account's hourly cap (in the database, so it holds across instances)
      try {
        await createAttemptLimiter(deps.db, deps.now).take([
          { key: `upload:console:${user.accountId}`, maxFailures: CONSOLE_UPLOADS_PER_HOUR, windowMs: 3_600_000 },
        ])
      } catch (error) {
        if (error instanceof AppError && error.code === ErrorCode.TooManyAttempts) throw new AppError(ErrorCode.RateLimited, '上传太频繁，请一小时后再试')
        throw error
      }
      const name = `${createHash('sha256').update(body).digest('hex')}.${type.ext}`
      await mkdir(dir, { recursive: true })
      // content-addressed: the same image uploaded twice is one file
      await writeFile(path.join(dir, name), body)
      // not audited on its own: the content.create / content.update entry that uses it names the address
      return ok({ Url: `/media/console/${name}` })
    })
  })

  // orphaned uploads are swept by the server itself (with embedded PGlite no second process may open
  // the database); `npm run media:sweep` does the same by hand
  const sweep = setInterval(() => {
    sweepConsoleMedia(deps.db, deps.mediaDir, { now: deps.now() })
      .then((r) => r.removed.length > 0 && app.log.info({ removed: r.removed.length }, 'orphaned console uploads removed'))
      .catch((error: unknown) => app.log.error({ err: error }, 'console media sweep failed'))
  }, SWEEP_EVERY_MS)
  sweep.unref()
  app.addHook('onClose', async () => clearInterval(sweep))
}
