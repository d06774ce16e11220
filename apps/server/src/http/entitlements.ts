import { ErrorCode, hasGankaoAccess, hasGeneralAccess, isInMemberGroup, type EntitlementSubject, type MemberGroup } from '@gk/contract'
import type { Db } from '../db/client.ts'
import { AppError } from './app-error.ts'
import type { RequestContext } from './context.ts'
import type { SessionUser } from './sessions.ts'

/** A member group of spec §5, the Gankao package, or general access (any live membership or package). */
export type AccessRule = MemberGroup | 'gankao' | 'general'

/**
 * The user's live entitlements at `now`, to the second: a membership whose member_expire_at has
 * passed counts as none, and only packages expiring after `now` are listed.
 */
export async function loadEntitlements(db: Db, userId: number, now: Date): Promise<EntitlementSubject> {
  const user = (
    await db.query<{ member_type: number | null; member_expire_at: Date | null }>('SELECT member_type, member_expire_at FROM users WHERE id = $1', [userId])
  )[0]
  const isLive = user && user.member_type !== null && (!user.member_expire_at || new Date(user.member_expire_at).getTime() > now.getTime())
  const packages = await db.query<{ product_from: string; expire_at: Date }>(
    'SELECT product_from, expire_at FROM user_packages WHERE user_id = $1 AND expire_at > $2',
    [userId, now],
  )
  return {
    MemberType: isLive ? user.member_type : null,
    PackageData: packages.map((p) => ({ ProductFrom: p.product_from, ExpireAt: new Date(p.expire_at).toISOString() })),
  }
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
export async function requireAccess(ctx: RequestContext, rule: AccessRule): Promise<SessionUser & EntitlementSubject> {
  const user = ctx.requireUser()
  const now = ctx.now()
  const subject = await loadEntitlements(ctx.db, user.userId, now)
  if (!passes(subject, rule, now)) throw new AppError(ErrorCode.MembershipRequired)
  return { ...user, ...subject }
}
