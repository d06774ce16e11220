import { describe, expect, it } from 'vitest'
import { DEV_PARTNER_SECRETS, DEV_SIGNIN_SECRET, partnerSecretOf, readEnv } from './env.ts'

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
  it('refuses production without its own SIGNIN_SECRET', () => {
    expect(() => readEnv({ NODE_ENV: 'production', ...secrets, SIGNIN_SECRET: undefined })).toThrow(/SIGNIN_SECRET/)
  })
  it.each(Object.entries(DEV_PARTNER_SECRETS))('refuses the printed %s partner secret in production; unset is allowed (sign-on refused)', (partner, value) => {
    const name = `${partner.toUpperCase()}_SECRET`
    expect(() => readEnv({ NODE_ENV: 'production', ...secrets, [name]: value })).toThrow(new RegExp(name))
    expect(() => readEnv({ NODE_ENV: 'production', ...secrets, [name]: undefined })).not.toThrow()
    expect(partnerSecretOf(readEnv({ NODE_ENV: 'production', ...secrets, [name]: '' }), partner as keyof typeof DEV_PARTNER_SECRETS)).toBeNull()
  })
  it('uses the printed development secrets only with SANDBOX_ENDPOINTS=true', () => {
    const plain = readEnv({})
    expect(plain.SIGNIN_SECRET).not.toBe(DEV_SIGNIN_SECRET)
    expect(readEnv({ SIGNIN_SECRET: DEV_SIGNIN_SECRET }).SIGNIN_SECRET).not.toBe(DEV_SIGNIN_SECRET)
    expect(partnerSecretOf(plain, 'sso')).toBeNull()
    expect(partnerSecretOf(readEnv({ SSO_SECRET: DEV_PARTNER_SECRETS.sso }), 'sso')).toBeNull()
    expect(partnerSecretOf(readEnv({ SSO_SECRET: secrets.SSO_SECRET }), 'sso')).toBe(secrets.SSO_SECRET)
    const sandbox = readEnv({ SANDBOX_ENDPOINTS: 'true' })
    expect(sandbox.SIGNIN_SECRET).toBe(DEV_SIGNIN_SECRET)
    expect(partnerSecretOf(sandbox, 'jsy')).toBe(DEV_PARTNER_SECRETS.jsy)
  })
  it('accepts production with its own secrets', () => {
    expect(readEnv({ NODE_ENV: 'production', ...secrets }).NODE_ENV).toBe('production')
  })
  it('refuses short secrets and unknown providers', () => {
    expect(() => readEnv({ SSO_SECRET: 'short' })).toThrow()
    expect(() => readEnv({ SMS_PROVIDER: 'twilio' })).toThrow()
  })
})
