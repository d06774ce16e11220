import { OPEN_TYPE_WECHAT } from '@gk/contract'
import { callApi } from './api-client.ts'
import { queryClient } from './query-client.ts'
import { sessionStore } from './session-store.ts'
import { storage } from './storage.ts'
import { showToast } from './toast.ts'
import { isWechatBrowser } from './wechat.ts'

/** True when this browser is the WeChat one (state flag first, user agent as fallback). */
export function inWechat(): boolean {
  return sessionStore.get().isMicromessenger || isWechatBrowser()
}

/**
 * Logout both ways. In WeChat: cancel the open-ID binding, reset, keep the openID and
 * say 退出成功！. Elsewhere: the logout call, reset, clear storage. Server failures never keep the
 * user logged in on this device.
 */
export async function logout(): Promise<void> {
  if (inWechat()) {
    const openId = storage.get('openID')
    try {
      await callApi('OpenAuth/OpenIdBindCancel', { OpenType: OPEN_TYPE_WECHAT, ...(openId ? { OpenId: openId } : {}) }, { quiet: true })
    } catch {
      // the binding stays on the server; this device still forgets the session
    }
    // the spec's WeChat logout only unbinds; revoking the token too leaves no live session behind
    await callApi('User/Loginout', {}, { quiet: true }).catch(() => {})
    sessionStore.reset()
    storage.clear(['openID'])
    showToast('退出成功！')
  } else {
    try {
      await callApi('User/Loginout', {}, { quiet: true })
    } catch {
      // an already expired token is fine: the goal is to forget it here
    }
    sessionStore.reset()
    storage.clear()
  }
  queryClient.clear()
}
