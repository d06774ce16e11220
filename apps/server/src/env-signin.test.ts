import { describe, expect, it } from 'vitest'
import { readEnv } from './env.ts'

const secrets = {
  SIGNIN_SECRET: 'a-real-signin-secret-123',
  SSO_SECRET: 'a-real-sso-secret-12345',
  GANKAO_SECRET: 'a-real-gankao-secret-1',
  JSY_SECRET: 'a-real-jsy-secret-1234',
}

describe('sign-in configuration', () => {
  it('works offline by default: console SMS, OAuth sandbox, no test hooks', () => {
    const env = readEnv({})
    expect(env).toMatchObject({ SMS_PROVIDER: 'console', OAUTH_PROVIDER: 'sandbox', SANDBOX_ENDPOINTS: false, REGISTER_REQUIRES_SMS: true })
  })
  it('refuses the sandbox test hooks in production', () => {
    expect(() => readEnv({ NODE_ENV: 'production', ...secrets, SANDBOX_ENDPOINTS: 'true' })).toThrow(/SANDBOX_ENDPOINTS/)
  })
  it.each(Object.keys(secrets))('refuses the development %s in production', (name) => {
    const rest: Record<string, string> = { ...secrets }
    delete rest[name]
    expect(() => readEnv({ NODE_ENV: 'production', ...rest })).toThrow(new RegExp(name))
  })
  it('accepts production with its own secrets', () => {
    expect(readEnv({ NODE_ENV: 'production', ...secrets }).NODE_ENV).toBe('production')
  })
  it('refuses short secrets and unknown providers', () => {
    expect(() => readEnv({ SSO_SECRET: 'short' })).toThrow()
    expect(() => readEnv({ SMS_PROVIDER: 'twilio' })).toThrow()
  })
})
