import { isInMemberGroup } from '@gk/contract'
import { entitlementRecord, liveEntitlements } from '../../../services/entitlements.ts'
import type { RequestContext } from '../../../http/context.ts'
import { memoUser, userChanged } from '../../../services/user-cache.ts'
import { createScoreProfileRepository, type ProfileRecord } from './score-profile.repository.ts'

/** What every recommendation call needs about the user: the score profile and whether Forecast is open. */
export type UserState = { record: ProfileRecord | null; hasForecast: boolean }

/**
 * Profile and entitlements from the user cache (ADR 025): the list calls are hot and the embedded
 * database serves one statement at a time. A profile save (`forgetUserState`), a grant or a refund
 * drops the entries on every instance; expiry is judged against the request's clock at each call.
 * The cached record is frozen: it is shared by every request of the user.
 */
export async function userState(ctx: RequestContext, userId: number): Promise<UserState> {
  const [record, entitlements] = await Promise.all([
    memoUser(ctx.db, 'profile', userId, async () => {
      const found = await createScoreProfileRepository(ctx.db).find(userId)
      if (found) Object.freeze(found.subjects)
      return found ? Object.freeze(found) : null
    }),
    entitlementRecord(ctx.db, userId),
  ])
  const now = ctx.now()
  const live = liveEntitlements(entitlements, now)
  // ZNK member group, or any live package
  const hasForecast = isInMemberGroup(live.MemberType, 'ZNK') || live.PackageData.length > 0
  return { record, hasForecast }
}

export function forgetUserState(ctx: RequestContext, userId: number): void {
  userChanged(ctx.db, userId)
}
