import { describe, expect, it } from 'vitest'
import { endpoints, isEndpointName } from './endpoints.ts'

describe('endpoint registry', () => {
  it('names every endpoint Group/Name', () => {
    for (const name of Object.keys(endpoints)) expect(name).toMatch(/^[A-Za-z]+\/[A-Za-z0-9]+$/)
  })
  it('refuses names outside the registry, including prototype keys', () => {
    expect(isEndpointName('User/UserLogin')).toBe(true)
    expect(isEndpointName('User/constructor')).toBe(false)
    expect(isEndpointName('__proto__')).toBe(false)
  })
  it('validates the login payload with a Chinese message', () => {
    const parsed = endpoints['User/UserLogin'].input.safeParse({ Mobile: '123', Password: 'x' })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toBe('请输入正确的手机号')
  })
})
