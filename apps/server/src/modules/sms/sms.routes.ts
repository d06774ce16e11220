import { ErrorCode, fail, ok } from '@gk/contract'
import type { FastifyInstance } from 'fastify'
import { consoleSmsProviderFor } from '../../adapters/sms/index.ts'
import type { Env } from '../../env.ts'

/**
 * Test hook: `GET /sandbox/sms/last-code?mobile=…` answers the last code the console provider
 * "sent" to that mobile. Registered only with SMS_PROVIDER=console and SANDBOX_ENDPOINTS=true
 * (env.ts refuses SANDBOX_ENDPOINTS in production), so it never exists where real SMS are sent.
 */
export function registerSmsSandboxRoutes(app: FastifyInstance, deps: { env: Env }) {
  const provider = consoleSmsProviderFor(deps.env)
  if (!deps.env.SANDBOX_ENDPOINTS || !provider) return
  app.get<{ Querystring: { mobile?: string } }>('/sandbox/sms/last-code', async (request, reply) => {
    reply.header('Cache-Control', 'no-store')
    const message = provider.lastCodeFor(String(request.query.mobile ?? ''))
    if (!message) return fail(ErrorCode.NotFound, '该手机号没有验证码')
    return ok({ Mobile: message.mobile, Code: message.code, Purpose: message.purpose, SentAt: message.sentAt.toISOString() })
  })
}
