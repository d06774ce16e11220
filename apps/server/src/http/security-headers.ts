import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * The headers helmet sets for `options`, worked out once. @fastify/helmet builds helmet's middleware
 * (every directive parsed and joined again) on each request, which cost ~6 % of a cached list call's
 * CPU; none of our directives depends on the request (no nonces, no per-request functions), so every
 * answer gets the same headers and they can be computed at start.
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {}
  const res = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  // helmet only writes headers; a request is needed only by directives given as functions, which we do not use
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet could not work out the security headers')
  })
  return Object.freeze(headers)
}

/** Every answer (API, static web app, media, errors) carries the security headers. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options)
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
}
