import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Db } from '../../db/client.ts'
import { createOpenAuthRepository } from './open-auth.repository.ts'

const STATE_TTL_MS = 10 * 60_000

function mac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`oauth-state:${body}`).digest('base64url').slice(0, 22)
}

/** A state only our server can mint (nonce, expiry, MAC): a code arriving without one is refused. */
export function signState(secret: string, now: Date): string {
  const body = `${randomBytes(9).toString('base64url')}.${Math.floor((now.getTime() + STATE_TTL_MS) / 1000)}`
  return `${body}.${mac(secret, body)}`
}

export function isValidState(secret: string, state: string, now: Date): boolean {
  const parts = state.split('.')
  if (parts.length !== 3) return false
  const [nonce, exp, given] = parts as [string, string, string]
  const expected = Buffer.from(mac(secret, `${nonce}.${exp}`))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return false
  return Number(exp) * 1000 > now.getTime()
}

/**
 * Accepts a valid state once: its nonce is recorded until the state expires, so a state that came
 * back with one code cannot carry a second (a replayed or leaked redirect).
 */
export async function consumeState(db: Db, secret: string, state: string, now: Date): Promise<boolean> {
  if (!isValidState(secret, state, now)) return false
  const [nonce, exp] = state.split('.') as [string, string, string]
  return createOpenAuthRepository(db).rememberNonce('oauth-state', nonce, new Date(Number(exp) * 1000))
}
