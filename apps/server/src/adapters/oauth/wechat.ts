import { ErrorCode } from '@gk/contract'
import { AppError } from '../../kernel/app-error.ts'
import type { CodeExchangeProvider, FetchLike, PlatformIdentity, WechatH5Provider } from './oauth-provider.ts'

type WechatError = { errcode?: number; errmsg?: string }
type TokenResponse = WechatError & { access_token?: string; openid?: string; unionid?: string; scope?: string }
type UserInfoResponse = WechatError & { nickname?: string; headimgurl?: string; unionid?: string }
type SessionResponse = WechatError & { openid?: string; unionid?: string; session_key?: string }

/** Codes WeChat answers for a bad, expired or reused code: the user must authorize again. */
const CODE_ERRORS = new Set([40029, 40163, 41008])

async function getJson<T extends WechatError>(fetchImpl: FetchLike, url: string): Promise<T> {
  let body: T
  try {
    const response = await fetchImpl(url, { method: 'GET', signal: AbortSignal.timeout(10_000) })
    body = JSON.parse(await response.text()) as T
  } catch {
    throw new AppError(ErrorCode.Unavailable, '微信服务暂不可用，请稍后重试')
  }
  if (body.errcode) {
    if (CODE_ERRORS.has(body.errcode)) throw new AppError(ErrorCode.OpenIdInvalid)
    throw new AppError(ErrorCode.Unavailable, '微信服务暂不可用，请稍后重试')
  }
  return body
}

/** WeChat official-account web authorization (snsapi_base / snsapi_userinfo). */
export function createWechatH5Provider(config: { appId: string; secret: string }, fetchImpl: FetchLike = fetch): WechatH5Provider {
  return {
    authorizeUrl({ redirectUri, state, scope }) {
      const query = new URLSearchParams({ appid: config.appId, redirect_uri: redirectUri, response_type: 'code', scope, state })
      return `https://open.weixin.qq.com/connect/oauth2/authorize?${query.toString()}#wechat_redirect`
    },
    async exchange(code) {
      const query = new URLSearchParams({ appid: config.appId, secret: config.secret, code, grant_type: 'authorization_code' })
      const token = await getJson<TokenResponse>(fetchImpl, `https://api.weixin.qq.com/sns/oauth2/access_token?${query.toString()}`)
      if (!token.openid) throw new AppError(ErrorCode.OpenIdInvalid)
      const identity: PlatformIdentity = { openId: token.openid, unionId: token.unionid ?? '', nickname: '', avatar: '', aliUserId: '' }
      if (token.scope?.includes('snsapi_userinfo') && token.access_token) {
        // the profile is a nicety: a failure here must not fail the sign-in
        const info = await getJson<UserInfoResponse>(
          fetchImpl,
          `https://api.weixin.qq.com/sns/userinfo?${new URLSearchParams({ access_token: token.access_token, openid: token.openid, lang: 'zh_CN' }).toString()}`,
        ).catch(() => null)
        if (info) {
          identity.nickname = (info.nickname ?? '').slice(0, 40)
          identity.avatar = info.headimgurl?.startsWith('https://') ? info.headimgurl : ''
          identity.unionId = info.unionid ?? identity.unionId
        }
      }
      return identity
    },
  }
}

/** WeChat mini program: wx.login() code → jscode2session. */
export function createWechatMiniProvider(config: { appId: string; secret: string }, fetchImpl: FetchLike = fetch): CodeExchangeProvider {
  return {
    async exchange(code) {
      const query = new URLSearchParams({ appid: config.appId, secret: config.secret, js_code: code, grant_type: 'authorization_code' })
      const session = await getJson<SessionResponse>(fetchImpl, `https://api.weixin.qq.com/sns/jscode2session?${query.toString()}`)
      if (!session.openid) throw new AppError(ErrorCode.OpenIdInvalid)
      // session_key stays here: nothing of ours decrypts mini-program data yet
      return { openId: session.openid, unionId: session.unionid ?? '', nickname: '', avatar: '', aliUserId: '' }
    },
  }
}
