import type { UserInfo } from '@gk/contract'
import { hasGeneralAccess, isGzbb, isVip, isZnk } from '../../../lib/entitlements.ts'

/** The badge text of the member groups, most privileged first. */
export function memberLabel(user: Pick<UserInfo, 'MemberType' | 'PackageData'> | null, now: Date): string {
  if (!user) return '未登录'
  if (isVip(user.MemberType)) return 'VIP会员'
  if (isGzbb(user.MemberType)) return '高考宝典会员'
  if (isZnk(user.MemberType)) return '智能卡会员'
  return hasGeneralAccess(user, now) ? '套餐用户' : '普通用户'
}
