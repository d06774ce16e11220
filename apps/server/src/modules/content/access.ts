import { hasGeneralAccess } from '@gk/contract'
import type { RequestContext } from '../../http/context.ts'

// TODO(#7): switch to the membership engineer's shared `requireAccess` helper once it lands in
// http/entitlements.ts; until then the same contract rule is applied to the same tables here.

/** Whether the caller may open paid content: general access of spec §5 (membership or a live package). */
export async function callerHasAccess(ctx: RequestContext): Promise<boolean> {
  if (!ctx.user) return false
  const [user] = await ctx.db.query<{ member_type: number | null }>(
    'SELECT member_type FROM users WHERE id = $1',
    [ctx.user.userId],
  )
  if (!user) return false
  const packages = await ctx.db.query<{ product_from: string; expire_at: Date | string }>(
    'SELECT product_from, expire_at FROM user_packages WHERE user_id = $1',
    [ctx.user.userId],
  )
  return hasGeneralAccess(
    {
      MemberType: user.member_type,
      PackageData: packages.map((p) => ({
        ProductFrom: p.product_from,
        ExpireAt: new Date(p.expire_at).toISOString(),
      })),
    },
    ctx.now(),
  )
}

/** Memoises the access check for one request (lists ask once, not per row). */
export function accessOf(ctx: RequestContext): () => Promise<boolean> {
  let cached: Promise<boolean> | undefined
  return () => (cached ??= callerHasAccess(ctx))
}
