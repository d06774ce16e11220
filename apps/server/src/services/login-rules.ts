import type { Db } from '../db/client.ts'
import type { AttemptRule } from './attempt-limiter.ts'
import { createLoginAttemptsRepository } from './login-attempts.repository.ts'

const FIFTEEN_MINUTES = 15 * 60_000

/**
 * Wrong passwords lock an account only for the address they came from (5): a stranger's guesses
 * never lock the owner out, and the SMS sign-in is never locked by passwords at all. Past 50 wrong
 * passwords an address is slowed, not locked (one try a second, queued up to 5 s): a school
 * network behind one address keeps signing in while a sprayer gets 900 tries an hour, not 1,200 a
 * minute (ADR 043).
 */
export const loginRules = (mobile: string, ip: string): AttemptRule[] => [
  { key: `login:mobile-ip:${mobile}:${ip}`, maxFailures: 5, windowMs: FIFTEEN_MINUTES },
  { key: `login:ip:${ip}`, maxFailures: 50, windowMs: FIFTEEN_MINUTES, backoff: { stepMs: 1000, maxWaitMs: 5000 } },
]
/** A right password clears its own address's count for the account. */
export const loginSuccessKeys = (mobile: string, ip: string) => [`login:mobile-ip:${mobile}:${ip}`]

/** A password reset by SMS proves the owner: every address's count for the account is cleared. */
export async function clearAccountLockouts(db: Db, mobile: string): Promise<void> {
  await createLoginAttemptsRepository(db).clearMatching(`login:mobile-ip:${mobile}:%`)
}
