import { setTimeout as sleep } from 'node:timers/promises'
import { ErrorCode } from '@gk/contract'
import type { Db } from '../db/client.ts'
import { AppError } from '../kernel/app-error.ts'
import { createLoginAttemptsRepository } from './login-attempts.repository.ts'

/**
 * A counter per key. Past `maxFailures` in its window a rule refuses; a rule with `backoff` instead
 * lets one attempt through every `stepMs` (the answer waits for its slot) and refuses only while
 * the queue is longer than `maxWaitMs`: a delay that strangers cannot turn into a lock (ADR 043).
 */
export type AttemptRule = { key: string; maxFailures: number; windowMs: number; backoff?: { stepMs: number; maxWaitMs: number } }

/**
 * Counts attempts (passwords, codes, card secrets) per key in the database, so the limit holds
 * across instances and under parallel requests: `take` counts the attempt and checks the count in
 * one statement before the secret is compared; a right answer gives its attempt back.
 */
export function createAttemptLimiter(db: Db, now: () => Date) {
  const counters = createLoginAttemptsRepository(db)
  async function giveBack(rules: AttemptRule[]) {
    for (const rule of rules) await counters.giveBack(rule.key)
  }
  return {
    /** Counts one attempt on every rule; throws "too many attempts" (counting nothing) when a rule refuses it. */
    async take(rules: AttemptRule[]) {
      const at = now()
      const taken: AttemptRule[] = []
      let waitMs = 0
      // the hard limits first: an attempt they refuse never takes a back-off slot
      for (const rule of [...rules.filter((r) => !r.backoff), ...rules.filter((r) => r.backoff)]) {
        const count = await counters.take(rule.key, at, new Date(at.getTime() - rule.windowMs))
        taken.push(rule)
        if (count <= rule.maxFailures) continue
        const slot = rule.backoff ? await counters.reserveSlot(rule.key, at, rule.backoff.stepMs, rule.backoff.maxWaitMs) : null
        if (slot === null) {
          await giveBack(taken)
          throw new AppError(ErrorCode.TooManyAttempts)
        }
        waitMs = Math.max(waitMs, slot)
      }
      if (waitMs > 0) await sleep(waitMs)
    },
    /** The attempt was right (or never checked): it does not count. */
    giveBack,
    async clear(keys: string[]) {
      for (const key of keys) await counters.clear(key)
    },
  }
}
