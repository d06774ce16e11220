import { ErrorCode, liveMemberType } from '@gk/contract'
import { beijingMidnightMs, calendarTargetYear, seasonStartMonth } from '@gk/domain'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../kernel/app-error.ts'
import type { ProductRow } from './catalogue.ts'
import { createGrantWritesRepository, type UserEntitlementRow } from './grants.repository.ts'

const DAY_MS = 86_400_000

/**
 * End of the admission season a 志愿卡 serves: 1 September 00:00 Beijing time of the user's exam
 * year (admission rounds end in August). Before the user's exam year is known, or when it is
 * already past, the season in progress (or the next one after 1 September) is used.
 */
export function seasonEnd(examYear: number | null, now: Date): Date {
  // the season's exam year comes from the one season rule (it turns on 1 September, Beijing date)
  const endOf = (year: number) => new Date(beijingMidnightMs(`${year}-${String(seasonStartMonth).padStart(2, '0')}-01`))
  const current = calendarTargetYear(now.getTime())
  return endOf(Math.max(examYear ?? current, current))
}

/**
 * Member types ordered by what they unlock (groups): 1 = ZNK, 4 = ZNK+GZBB,
 * 2 = ZNK+GZBB+VIP, 0 = everything (teacher). A lower tier never replaces a live higher one.
 */
const RANK: Record<number, number> = { 1: 1, 4: 2, 2: 3, 0: 4 }
const rankOf = (memberType: number) => RANK[memberType] ?? 0

/** Live member type of a users row at `now` (null = none). */
export const liveMemberTypeOf = (row: UserEntitlementRow, now: Date) => liveMemberType(row.member_type, row.member_expire_at, now)

type Plan = { expireAt: Date; memberType?: number; packageRowId?: number | null }

/** What granting `product` would do; throws MembershipOwned when it would add nothing. */
async function plan(db: Db, userId: number, product: ProductRow, now: Date, strict: boolean): Promise<Plan> {
  const store = createGrantWritesRepository(db)
  const user = await store.member(userId)
  if (!user) throw new AppError(ErrorCode.SessionExpired)
  const fresh = (from: Date) =>
    product.validity_type === 'season' ? seasonEnd(user.exam_year, now) : new Date(Math.max(from.getTime(), now.getTime()) + (product.valid_days ?? 0) * DAY_MS)

  if (product.kind === 'member') {
    const memberType = product.member_type ?? 1
    const current = liveMemberTypeOf(user, now)
    const currentEnd = user.member_expire_at ? new Date(user.member_expire_at) : null
    if (current === null) return { memberType, expireAt: fresh(now) }
    if (current === memberType) {
      // same tier: days stack on the remaining time; a season card cannot outlast its season
      const expireAt = product.validity_type === 'days' ? fresh(currentEnd ?? now) : fresh(now)
      if (strict && (currentEnd === null || expireAt.getTime() <= currentEnd.getTime())) throw new AppError(ErrorCode.MembershipOwned)
      return { memberType, expireAt: currentEnd && currentEnd > expireAt ? currentEnd : expireAt }
    }
    if (rankOf(memberType) < rankOf(current)) {
      if (strict) throw new AppError(ErrorCode.MembershipOwned)
      // paid anyway (e.g. bought on a second device): keep the higher tier, extend it as far
      return { memberType: current, expireAt: maxDate(currentEnd, fresh(now)) }
    }
    // an upgrade keeps whatever time the old tier had left if that is longer
    return { memberType, expireAt: maxDate(currentEnd, fresh(now)) }
  }

  const live = await store.livePackage(userId, product.product_from, now)
  if (!live) return { expireAt: fresh(now), packageRowId: null }
  const liveEnd = new Date(live.expire_at)
  const expireAt = product.validity_type === 'days' ? fresh(liveEnd) : maxDate(liveEnd, fresh(now))
  if (strict && expireAt.getTime() <= liveEnd.getTime()) throw new AppError(ErrorCode.MembershipOwned)
  return { expireAt, packageRowId: live.id }
}

function maxDate(a: Date | null, b: Date): Date {
  return a && a.getTime() > b.getTime() ? a : b
}

/** The expiry a purchase would get now; throws MembershipOwned when it would add nothing. */
export async function previewGrant(db: Db, userId: number, product: ProductRow, now: Date): Promise<Date> {
  return (await plan(db, userId, product, now, true)).expireAt
}

export type GrantSource = { source: 'order' | 'card' | 'trial'; ref: string }

/**
 * Grants a product inside the caller's transaction. The user row is locked first so two grants for
 * one user (two orders, an order and a card) apply one after the other. The grant row is unique
 * per source: a second grant for the same order, card or trial returns null and changes nothing.
 * `strict` refuses grants that add nothing (cards, trials); paid orders always grant.
 */
export async function grantProduct(
  tx: Db,
  input: { userId: number; product: ProductRow; now: Date; source: GrantSource; strict: boolean },
): Promise<Date | null> {
  const { userId, product, now } = input
  const store = createGrantWritesRepository(tx)
  const before = await store.memberForUpdate(userId)
  const grantId = await store.insertGrant({ userId, productId: product.id, source: input.source.source, ref: input.source.ref, now })
  if (grantId === undefined) return null
  const p = await plan(tx, userId, product, now, input.strict)
  // what this grant added on top of what was there, so a refund can take back exactly that
  let record: { applied: number | null; prevType: number | null; prevEnd: Date | null; start: Date; packageRowId: number | null }
  if (product.kind === 'member') {
    await store.setMember(userId, p.memberType, p.expireAt, now)
    const prevType = before ? liveMemberTypeOf(before, now) : null
    const prevEnd = prevType !== null && before?.member_expire_at ? new Date(before.member_expire_at) : null
    const stacked = prevType !== null && prevType === p.memberType && prevEnd !== null
    record = { applied: p.memberType ?? null, prevType, prevEnd, start: stacked ? prevEnd : now, packageRowId: null }
  } else if (p.packageRowId) {
    const prevEnd = await store.packageEnd(p.packageRowId)
    await store.setPackageEnd(p.packageRowId, p.expireAt)
    const end = prevEnd ? new Date(prevEnd) : now
    record = { applied: null, prevType: null, prevEnd: end, start: end, packageRowId: p.packageRowId }
  } else {
    const packageRowId = await store.insertPackage(userId, product.product_from, p.expireAt, now)
    record = { applied: null, prevType: null, prevEnd: null, start: now, packageRowId }
  }
  await store.recordGrant(grantId, {
    expireAt: p.expireAt,
    applied: record.applied,
    prevType: record.prevType,
    prevEnd: record.prevEnd,
    addedMs: Math.max(0, p.expireAt.getTime() - record.start.getTime()),
    packageRowId: record.packageRowId,
  })
  return p.expireAt
}
