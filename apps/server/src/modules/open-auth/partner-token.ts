import { createHmac, timingSafeEqual } from 'node:crypto'
import { ErrorCode, OpenType, type TICKET_PARTNERS } from '@gk/contract'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { type Env, partnerSecretOf } from '../../env.ts'
import { AppError } from '../../kernel/app-error.ts'
import { createOpenAuthRepository } from './open-auth.repository.ts'

export type Partner = (typeof TICKET_PARTNERS)[number]
export const MAX_TOKEN_LIFETIME_S = 300
const CLOCK_SKEW_S = 60

export const partnerOpenType: Record<Partner, OpenType> = { sso: OpenType.Sso, gankao: OpenType.Gankao, jsy: OpenType.Jsy }

/** The partner's secret; a partner without one (a default install) is refused, never signed with a printed value. */
export function partnerSecret(env: Env, partner: Partner): string {
  const secret = partnerSecretOf(env, partner)
  if (secret === null) throw new AppError(ErrorCode.PartnerSignOnUnavailable)
  return secret
}

const ClaimsSchema = z.object({
  sub: z.string().min(1).max(64),
  iat: z.number().int(),
  exp: z.number().int(),
  jti: z.string().min(8).max(64),
  mobile: z
    .string()
    .regex(/^1[3-9]\d{9}$/)
    .optional(),
  name: z.string().max(20).optional(),
})
export type PartnerClaims = z.infer<typeof ClaimsSchema>

const mac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest()

/** What a partner does to sign a user in here (tests and the dev helper use it too). */
export function signPartnerToken(secret: string, claims: PartnerClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${body}.${mac(secret, body).toString('base64url')}`
}

export function hmacHex(secret: string, data: string): string {
  return mac(secret, data).toString('hex')
}

export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === 32 && x.length === y.length && timingSafeEqual(x, y)
}

const invalid = () => new AppError(ErrorCode.SignInvalid)

/**
 * Checks signature, lifetime (≤ 5 minutes, not expired, not from the future) and single use.
 * Every failure is the same answer: which check failed is logged, not told.
 */
export async function verifyPartnerToken(db: Db, partner: Partner, secret: string, token: string, now: Date): Promise<PartnerClaims> {
  const parts = token.split('.')
  if (parts.length !== 2 || !parts.every((p) => /^[A-Za-z0-9_-]+$/.test(p))) throw invalid()
  const [body, signature] = parts as [string, string]
  const expected = mac(secret, body)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid()
  let claims: PartnerClaims
  try {
    claims = ClaimsSchema.parse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')))
  } catch {
    throw invalid()
  }
  const nowS = Math.floor(now.getTime() / 1000)
  if (claims.exp <= nowS || claims.iat > nowS + CLOCK_SKEW_S || claims.exp - claims.iat > MAX_TOKEN_LIFETIME_S) throw invalid()
  // the nonce is remembered until the token could no longer be used anyway
  const nonces = createOpenAuthRepository(db)
  await nonces.forgetNoncesExpiredBefore(new Date(now.getTime() - 86_400_000))
  if (!(await nonces.rememberNonce(partner, claims.jti, new Date(claims.exp * 1000)))) throw invalid()
  return claims
}
