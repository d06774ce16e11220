import { ErrorCode, hasGankaoAccess, hasGeneralAccess, isInMemberGroup, liveMemberType, type EntitlementSubject, type MemberGroup } from '@gk/contract'
import type { Db } from '../db/client.ts'
import { AppError } from '../kernel/app-error.ts'
import { entitlementRows } from './entitlements.repository.ts'
import type { SessionUser } from './sessions.ts'
import { memoUser } from './user-cache.ts'

/** A member group, the Gankao package, or general access (any live membership or package). */
export type AccessRule = MemberGroup | 'gankao' | 'general'

/** What the database says about the user's membership and packages, whatever their expiry. */
export type EntitlementRecord = { memberType: number | null; memberExpireAt: number | null; packages: { productFrom: string; expireAt: number }[] }

/**
 * The membership row and every package of the user, from the user cache (ADR 025): expiry is judged
 * at each use against the request's clock, so a cached record never outlives a membership by time;
 * grants, refunds and console changes call `userChanged` after they commit.
 */
export function entitlementRecord(db: Db, userId: number): Promise<EntitlementRecord> {
  return memoUser(db, 'entitlements', userId, async () => {
    const { user, packages } = await entitlementRows(db, userId)
    return {
      memberType: user?.member_type ?? null,
      memberExpireAt: user?.member_expire_at ? new Date(user.member_expire_at).getTime() : null,
      packages: packages.map((p) => ({ productFrom: p.product_from, expireAt: new Date(p.expire_at).getTime() })),
    }
  })
}

/** The record as live at `now`: a passed member_expire_at counts as no membership; only packages expiring after `now`. */
export function liveEntitlements(record: EntitlementRecord, now: Date): EntitlementSubject {
  const t = now.getTime()
  return {
    MemberType: liveMemberType(record.memberType, record.memberExpireAt, now),
    PackageData: record.packages.filter((p) => p.expireAt > t).map((p) => ({ ProductFrom: p.productFrom, ExpireAt: new Date(p.expireAt).toISOString() })),
  }
}

/**
 * The user's live entitlements at `now`, to the second: a membership whose member_expire_at has
 * passed counts as none, and only packages expiring after `now` are listed.
 */
export async function loadEntitlements(db: Db, userId: number, now: Date): Promise<EntitlementSubject> {
  return liveEntitlements(await entitlementRecord(db, userId), now)
}

export function passes(subject: EntitlementSubject, rule: AccessRule, now: Date): boolean {
  if (rule === 'general') return hasGeneralAccess(subject, now)
  if (rule === 'gankao') return hasGankaoAccess(subject)
  return isInMemberGroup(subject.MemberType, rule)
}

/**
 * Gate for paid calls: 112 when signed out, 113 (the client opens the open-member page) when the
 * user lacks the rule. Usage in any module: `const user = await requireAccess(ctx, 'ZNK')`.
 */
/** What the gate needs of a request (a RequestContext has it). */
export type AccessDeps = { db: Db; now: () => Date; requireUser(): SessionUser }

export async function requireAccess(ctx: AccessDeps, rule: AccessRule): Promise<SessionUser & EntitlementSubject> {
  const user = ctx.requireUser()
  const now = ctx.now()
  const subject = await loadEntitlements(ctx.db, user.userId, now)
  if (!passes(subject, rule, now)) throw new AppError(ErrorCode.MembershipRequired)
  return { ...user, ...subject }
}
