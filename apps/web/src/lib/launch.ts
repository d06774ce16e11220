import { paths } from '../config/paths.ts'
import { ApiError, callApi } from './api-client.ts'
import { currentRoute, openPage } from './navigation.ts'
import { queryClient } from './query-client.ts'
import { dropLegacyCredentials } from './remember.ts'
import { dropToken, storeSession } from './session-persist.ts'
import { studentInfoQueryOptions } from './session-queries.ts'
import { sessionStore } from './session-store.ts'
import { storage } from './storage.ts'
import { showToast } from './toast.ts'
import { isWechatBrowser } from './wechat.ts'

/** URL parameters the launch flow reacts to. */
export type LaunchParams = { ssoSign?: string; channelCode?: string; token?: string; code?: string }

/**
 * Reads the launch parameters from both the real query string and the hash route's query
 * (`/?ChannelCode=x#/pages/home/index` and `#/pages/home/index?ChannelCode=x` both occur).
 */
export function readLaunchParams(location: { search: string; hash: string }): LaunchParams {
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?')) : ''
  const merged = new URLSearchParams(location.search)
  for (const [key, value] of new URLSearchParams(hashQuery)) merged.set(key, value)
  const pick = (key: string) => merged.get(key) || undefined
  return { ssoSign: pick('SSOSign'), channelCode: pick('ChannelCode'), token: pick('Token'), code: pick('code') }
}

// a tab session redirects to WeChat auth at most once, so a failing auth page cannot loop
const AUTH_REDIRECT_FLAG = 'gk-wechat-auth-redirected'

function shouldRedirectToWechatAuth(params: LaunchParams): boolean {
  if (storage.get('openID') || params.code) return false
  if (currentRoute().startsWith(`/${paths.wechatAuth}`)) return false
  try {
    if (sessionStorage.getItem(AUTH_REDIRECT_FLAG)) return false
    sessionStorage.setItem(AUTH_REDIRECT_FLAG, '1')
  } catch {
    // no sessionStorage: redirect anyway, the route guard above still stops a loop on the auth page
  }
  return true
}

async function singleSignOn(ssoSign: string): Promise<void> {
  try {
    const result = await callApi('User/SSOLogin', { SSOSign: ssoSign }, { quiet: true })
    if (result.UserId && result.token) {
      storeSession({ token: result.token, UserId: result.UserId })
      showToast('登录成功')
      await restoreSession()
      openPage(paths.home, { replace: true })
    } else {
      // the partner user has no account here yet: profile completion creates the link
      showToast('请先完善您的资料')
      openPage(paths.stepRegister, { replace: true })
    }
  } catch (error) {
    showToast(error instanceof ApiError ? error.message : '登录失败')
    openPage(paths.login, { replace: true })
  }
}

/** Loads the stored token and the user info; the token is removed when that fails. */
export async function restoreSession(): Promise<void> {
  const token = storage.get('token')
  if (!token) return
  sessionStore.set({ token })
  try {
    await queryClient.fetchQuery(studentInfoQueryOptions())
  } catch {
    // the silent re-login may already have stored a fresh token; only a dead one is removed
    if (storage.get('token') === token) dropToken()
  }
}

export type LaunchEnvironment = { location: { search: string; hash: string }; userAgent: string }

/** App launch: SSO sign, channel and token params, WeChat detection, stored session. */
export async function launchApp(environment: LaunchEnvironment = { location: window.location, userAgent: navigator.userAgent }): Promise<void> {
  dropLegacyCredentials()
  const params = readLaunchParams(environment.location)
  if (params.channelCode) storage.set('ChannelCode', params.channelCode)
  if (params.token) storage.set('token', params.token)

  const wechat = isWechatBrowser(environment.userAgent)
  sessionStore.set({ isMicromessenger: wechat })
  const province = storage.get('provinceID')
  if (province != null) sessionStore.set({ provinceID: province })

  if (params.ssoSign) {
    await singleSignOn(params.ssoSign)
    return
  }
  if (wechat && shouldRedirectToWechatAuth(params)) {
    openPage(paths.wechatAuth, { replace: true, query: { backUrl: currentRoute() } })
    return
  }
  await restoreSession()
}
