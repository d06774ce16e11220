import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { registerSecurityHeaders, securityHeaders } from './security-headers.ts'

const options = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameSrc: ["'self'", 'https:'] } }, crossOriginEmbedderPolicy: false }

describe('security headers computed once', () => {
  it("are helmet's headers for the options", () => {
    const headers = securityHeaders(options)
    expect(headers['content-security-policy']).toContain("default-src 'self'")
    expect(headers['content-security-policy']).toContain("frame-src 'self' https:")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/)
    expect(headers['referrer-policy']).toBe('no-referrer')
    expect(headers['cross-origin-opener-policy']).toBe('same-origin')
    // turned off in the options: not sent
    expect(headers['cross-origin-embedder-policy']).toBeUndefined()
  })

  it('are on every answer: a route, a not-found and an error', async () => {
    const app = Fastify()
    registerSecurityHeaders(app, options)
    app.get('/ok', async () => ({ ok: true }))
    app.get('/boom', async () => {
      throw new Error('boom')
    })
    for (const url of ['/ok', '/nope', '/boom']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.headers['x-content-type-options'], url).toBe('nosniff')
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'")
    }
    await app.close()
  })
})
