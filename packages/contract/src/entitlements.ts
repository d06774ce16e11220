/**
 * Membership groups and access checks Pure functions so the web app and the server
 * gate features by the same rule.
 */
export const MemberGroups = {
  ZNK: [0, 1, 2, 4],
  GZBB: [0, 2, 4],
  VIP: [0, 2],
} as const
export type MemberGroup = keyof typeof MemberGroups

/** Product code of the Gankao partner package. */
export const GANKAO_PRODUCT_FROM = 'gankao'

export type PackageEntry = { ProductFrom: string; ExpireAt: string }
export type EntitlementSubject = { MemberType: number | null; PackageData: readonly PackageEntry[] }

/** True when the member type belongs to the group. `null` (no membership) is in no group. */
export function isInMemberGroup(memberType: number | null, group: MemberGroup): boolean {
  return memberType !== null && (MemberGroups[group] as readonly number[]).includes(memberType)
}

/** ZNK: member types 0, 1, 2 or 4. */
export const isZnk = (memberType: number | null) => isInMemberGroup(memberType, 'ZNK')
/** GZBB: member types 0, 2 or 4. */
export const isGzbb = (memberType: number | null) => isInMemberGroup(memberType, 'GZBB')
/** VIP: member types 0 or 2. */
export const isVip = (memberType: number | null) => isInMemberGroup(memberType, 'VIP')

/**
 * The member type as live at `now`: null when there is none or its end has passed, to the millisecond.
 * A membership without an end (a legacy grant) stays live.
 *
 * @example
 * liveMemberType(2, '2027-06-30T16:00:00Z', new Date('2027-07-01T00:00:00Z')) //=> null
 */
export function liveMemberType(memberType: number | null, memberExpireAt: Date | string | number | null | undefined, now: Date): number | null {
  if (memberType === null) return null
  if (memberExpireAt !== null && memberExpireAt !== undefined && new Date(memberExpireAt).getTime() <= now.getTime()) return null
  return memberType
}

/** 'gankao' access needs a package entry whose ProductFrom is the Gankao product. */
export function hasGankaoAccess(user: EntitlementSubject): boolean {
  return user.PackageData.some((p) => p.ProductFrom === GANKAO_PRODUCT_FROM)
}

/**
 * General access: MemberType is not null, or any package expires after `now`.
 *
 * @example
 * hasGeneralAccess({ MemberType: null, PackageData: [{ ProductFrom: 'plan', ExpireAt: '2027-08-31T00:00:00Z' }] }, new Date('2027-06-25')) //=> true
 */
export function hasGeneralAccess(user: EntitlementSubject, now: Date): boolean {
  if (user.MemberType !== null) return true
  return user.PackageData.some((p) => new Date(p.ExpireAt).getTime() > now.getTime())
}
