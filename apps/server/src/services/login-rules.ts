import type { Db } from '../db/client.ts'
import { createLoginAttemptsRepository } from './login-attempts.repository.ts'

const FIFTEEN_MINUTES = 15 * 60_000

/**
 * Wrong passwords lock an account only for the address they came from (5), and an address for
 * every account (50): a stranger's guesses never lock the owner out, and the SMS sign-in is never
 * locked by passwords at all.
 */
export const loginRules = (mobile: string, ip: string) => [
  { key: `login:mobile-ip:${mobile}:${ip}`, maxFailures: 5, windowMs: FIFTEEN_MINUTES },
  { key: `login:ip:${ip}`, maxFailures: 50, windowMs: FIFTEEN_MINUTES },
]
/** A right password clears its own address's count for the account. */
export const loginSuccessKeys = (mobile: string, ip: string) => [`login:mobile-ip:${mobile}:${ip}`]

/** A password reset by SMS proves the owner: every address's count for the account is cleared. */
export async function clearAccountLockouts(db: Db, mobile: string): Promise<void> {
  await createLoginAttemptsRepository(db).clearMatching(`login:mobile-ip:${mobile}:%`)
}
