import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { type CodePurpose, ErrorCode } from '@gk/contract'
import { smsProviderFor } from '../adapters/sms/index.ts'
import { AppError } from '../kernel/app-error.ts'
import { createAttemptLimiter } from './attempt-limiter.ts'
import { createSmsCodesRepository } from './sms-codes.repository.ts'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client.ts'
import type { Env } from '../env.ts'

export const CODE_TTL_MS = 5 * 60_000
export const CODE_RESEND_MS = 60_000
export const CODE_MAX_PER_DAY = 10
export const CODE_MAX_TRIES = 5
const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000
/** sends per client IP (one IP may serve a school's Wi-Fi, so these are generous) */
const IP_SENDS_PER_HOUR = 30
const IP_SENDS_PER_DAY = 100
/** wrong codes per client IP across all mobiles, against guessing many phones at once */
const ipCodeRule = (ip: string) => ({ key: `code:ip:${ip}`, maxFailures: 30, windowMs: HOUR_MS })

/** Codes are stored only as a keyed hash: a 6-digit code's plain hash would fall to a lookup table. */
function hashCode(secret: string, mobile: string, purpose: CodePurpose, code: string): string {
  return createHmac('sha256', secret).update(`${mobile}:${purpose}:${code}`).digest('hex')
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * SMS verification codes: 6 digits, 5 minutes, single use, 1 per mobile and purpose per 60 s, 10
 * per mobile per day,
 * 5 wrong tries burn the code; per-IP limits on sending and on wrong codes.
 */
/** What the code service needs of a request (a RequestContext has it): services never import the transport. */
export type CodeServiceDeps = { db: Db; env: Env; ip: string; log: FastifyBaseLogger; now: () => Date }

export function createCodeService(ctx: CodeServiceDeps) {
  const { db, env } = ctx
  const limiter = createAttemptLimiter(db, ctx.now)
  const codes = createSmsCodesRepository(db)

  async function assertMaySend(mobile: string, purpose: CodePurpose, at: Date) {
    // the 60 s wait is per purpose (signing up and then resetting at once is normal); the daily
    // cap counts every purpose, so a number gets no more messages a day either way
    const perMobile = await codes.sendsToMobile(mobile, purpose, new Date(at.getTime() - DAY_MS))
    if (perMobile?.last && at.getTime() - new Date(perMobile.last).getTime() < CODE_RESEND_MS) {
      throw new AppError(ErrorCode.CodeTooFrequent)
    }
    if ((perMobile?.day ?? 0) >= CODE_MAX_PER_DAY) throw new AppError(ErrorCode.CodeDailyLimit)
    const perIp = await codes.sendsFromIp(ctx.ip, new Date(at.getTime() - DAY_MS), new Date(at.getTime() - HOUR_MS))
    if ((perIp?.hour ?? 0) >= IP_SENDS_PER_HOUR || (perIp?.day ?? 0) >= IP_SENDS_PER_DAY) {
      throw new AppError(ErrorCode.TooManyAttempts)
    }
  }

  return {
    /**
     * Issues a code. With `deliver: false` (e.g. "reset" for a mobile without an account) the code
     * is recorded and counted exactly like a real one but never sent, so the answer and its limits
     * do not reveal whether the account exists; `background: true` keeps the provider's network
     * time out of the answer too. `noticeInstead` sends the owner that notice in place of the code.
     */
    async send(mobile: string, purpose: CodePurpose, options: { deliver: boolean; background?: boolean; noticeInstead?: 'register-attempt' }) {
      const at = ctx.now()
      await assertMaySend(mobile, purpose, at)
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      await db.transaction(async (tx) => {
        // a new code replaces the earlier ones of the same purpose
        const inTx = createSmsCodesRepository(tx)
        await inTx.retire(mobile, purpose, at)
        await inTx.insert(mobile, purpose, hashCode(env.SIGNIN_SECRET, mobile, purpose, code), ctx.ip, at, new Date(at.getTime() + CODE_TTL_MS))
      })
      if (!options.deliver && !options.noticeInstead) return
      const message = options.deliver ? { mobile, code, purpose, sentAt: at } : { mobile, code: '', purpose, sentAt: at, kind: options.noticeInstead }
      const delivery = smsProviderFor(env).send(message, ctx.log)
      // in the background the answer takes the same time whether or not a message goes out
      if (options.background) delivery.catch((error: unknown) => ctx.log.error({ err: error }, 'background SMS delivery failed'))
      else await delivery
    },

    /**
     * Verifies a code. `consume: true` uses it up (single use, also under concurrent requests);
     * `consume: false` only checks (the step that acts on it consumes it later).
     */
    async verify(mobile: string, purpose: CodePurpose, code: string, options: { consume: boolean }) {
      await limiter.take([ipCodeRule(ctx.ip)])
      const at = ctx.now()
      // take one try atomically before comparing, so parallel guesses cannot exceed the limit
      const row = await codes.takeTry(mobile, purpose, at, CODE_MAX_TRIES)
      if (!row || !sameHash(row.code_hash, hashCode(env.SIGNIN_SECRET, mobile, purpose, code))) throw new AppError(ErrorCode.CodeInvalid)
      await limiter.giveBack([ipCodeRule(ctx.ip)])
      if (!options.consume) {
        // a correct check does not use up one of the five tries
        await codes.giveTryBack(row.id)
        return
      }
      if (!(await codes.useUp(row.id, at))) throw new AppError(ErrorCode.CodeInvalid)
    },
  }
}
