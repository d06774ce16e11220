import { ErrorCode, errorMessages, fail } from '@gk/contract'
import type { FastifyError, FastifyInstance } from 'fastify'
import { AppError } from '../kernel/app-error.ts'
import { isDataException, isDatabaseUnavailable } from '../db/unavailable.ts'

/** Maps every failure to an envelope: business errors with 200, transport errors with 4xx/5xx. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((thrown: unknown, request, reply) => {
    if (thrown instanceof AppError) {
      const error = thrown
      return reply.status(200).send(fail(error.code, error.hasOwnMessage ? error.message : undefined))
    }
    const error = thrown as FastifyError
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(fail(ErrorCode.MalformedJson))
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(fail(ErrorCode.BodyTooLarge))
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(fail(ErrorCode.MalformedJson, '请以 JSON 格式提交'))
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(fail(ErrorCode.RateLimited))
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(fail(ErrorCode.InvalidInput))
    }
    if (isDataException(thrown)) {
      // SQLSTATE class 22 (a NUL byte, a lone surrogate, an out-of-range number reaching SQL) is bad input
      request.log.warn({ err: error.message }, 'input rejected by the database')
      return reply.status(200).send(fail(ErrorCode.InvalidInput))
    }
    if (isDatabaseUnavailable(thrown)) {
      // a restart or failover of the database is an outage the client retries, not a crash
      request.log.warn({ err: error.message }, 'database unavailable')
      return reply.status(503).send(fail(ErrorCode.Unavailable))
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send(fail(ErrorCode.Internal, errorMessages[ErrorCode.Internal]))
  })
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send(fail(ErrorCode.UnknownEndpoint))
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('页面不存在')
  })
}
