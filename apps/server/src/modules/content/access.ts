import type { RequestContext } from '../../http/context.ts'
import { loadEntitlements, passes } from '../../services/entitlements.ts'

/**
 * Whether the caller may open paid content: general access (membership or a live
 * package), through the shared entitlements of services/entitlements.ts so a membership past its end
 * (users.member_expire_at) no longer opens paid content.
 */
export async function callerHasAccess(ctx: RequestContext): Promise<boolean> {
  if (!ctx.user) return false
  const now = ctx.now()
  return passes(await loadEntitlements(ctx.db, ctx.user.userId, now), 'general', now)
}

/** Memoises the access check for one request (lists ask once, not per row). */
export function accessOf(ctx: RequestContext): () => Promise<boolean> {
  let cached: Promise<boolean> | undefined
  return () => (cached ??= callerHasAccess(ctx))
}
