// Membership groups and access checks live in the contract so web and server agree; features import them from here.
export { MemberGroups, isInMemberGroup, isZnk, isGzbb, isVip, hasGankaoAccess, hasGeneralAccess, type MemberGroup } from '@gk/contract'
