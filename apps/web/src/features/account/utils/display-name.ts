import type { UserInfo } from '@gk/contract'

/**
 * The name 我的 shows. A new account gets a generated nickname (考生 + the mobile's last four
 * digits); once the student has typed a name of their own (姓名 when completing the profile),
 * that name is the one they expect to see. A nickname they chose themselves still wins.
 */
export function displayName(user: Pick<UserInfo, 'NickName' | 'RealName' | 'Mobile'>): string {
  const generated = `考生${user.Mobile.slice(-4)}`
  const nickName = user.NickName.trim()
  const realName = user.RealName.trim()
  if (realName && (!nickName || nickName === generated)) return realName
  return nickName || realName || '同学'
}
