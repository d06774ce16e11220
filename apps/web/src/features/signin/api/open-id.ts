import { OPEN_TYPE_WECHAT, TERMINAL_TYPE_H5 } from '@gk/contract'
import { callApi } from '../../../lib/api-client.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { storeSession } from '../../../lib/session-persist.ts'
import { studentInfoQueryOptions } from '../../../lib/session-queries.ts'
import { signUpFields } from '../../../lib/sign-up-fields.ts'
import { storage } from '../../../lib/storage.ts'

const STATE_KEY = 'gk-wechat-oauth-state'

/** Starts WeChat web authorization: the server builds the URL (the sandbox page or WeChat itself). */
export async function startWechatAuth(redirectUri: string): Promise<string> {
  const { Url, State } = await callApi('OpenAuth/WechchatH5AuthUrl', { RedirectUri: redirectUri, Scope: 'snsapi_userinfo' }, { loading: true })
  try {
    sessionStorage.setItem(STATE_KEY, State)
  } catch {
    // without sessionStorage the server's own state check still applies
  }
  return Url
}

/** The state that went out with this tab's authorization, if any (CSRF check on the way back). */
export function expectedState(): string | null {
  try {
    return sessionStorage.getItem(STATE_KEY)
  } catch {
    return null
  }
}

async function keepSession(session: { token: string; UserId: number }) {
  storeSession(session)
  await queryClient.fetchQuery(studentInfoQueryOptions())
}

/**
 * Exchanges the code WeChat sent back; keeps the open-id handle as `openID` and signs in
 * when it is bound. Resolves to whether a session now exists.
 */
export async function finishWechatAuth(code: string, state: string): Promise<{ signedIn: boolean }> {
  const auth = await callApi('OpenAuth/WechchatH5Auth', { Code: code, State: state }, { loading: true })
  storage.set('openID', auth.OpenId)
  if (!auth.IsBind) return { signedIn: false }
  const session = await callApi('User/OpenIdLogin', { OpenType: OPEN_TYPE_WECHAT, OpenId: auth.OpenId, TerminalType: TERMINAL_TYPE_H5 })
  if (!session) return { signedIn: false }
  await keepSession(session)
  return { signedIn: true }
}

const PENDING_KEY = 'gk-pending-open-id'

/**
 * The identity waiting to be bound: a partner sign-in kept in this tab (SSO/Gankao/JSY for a user
 * we could not match), else the WeChat openID.
 */
export function pendingIdentity(): { OpenType: number; OpenId: string } | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY)
    const parsed = raw ? (JSON.parse(raw) as { OpenType?: unknown; OpenId?: unknown }) : null
    if (parsed && typeof parsed.OpenType === 'number' && typeof parsed.OpenId === 'string') {
      return { OpenType: parsed.OpenType, OpenId: parsed.OpenId }
    }
  } catch {
    // fall back to the WeChat identity
  }
  const openId = storage.get('openID')
  return openId ? { OpenType: OPEN_TYPE_WECHAT, OpenId: openId } : null
}

function clearPartnerIdentity() {
  try {
    sessionStorage.removeItem(PENDING_KEY)
  } catch {
    // nothing kept
  }
}

/** Binds the pending identity with an SMS code (the account is created if the mobile is new). */
export async function bindWithCode({ mobile, code }: { mobile: string; code: string }) {
  const identity = pendingIdentity()
  if (!identity) throw new Error('no identity to bind')
  const session = await callApi('User/OpenRegister', { ...identity, ...signUpFields(mobile, code) }, { loading: true })
  clearPartnerIdentity()
  await keepSession(session)
}

/** Binds the pending identity to an existing account by mobile and password. */
export async function bindWithPassword({ mobile, password }: { mobile: string; password: string }) {
  const identity = pendingIdentity()
  if (!identity) throw new Error('no identity to bind')
  const session = await callApi('User/OpenLogin', { ...identity, Mobile: mobile.trim(), Password: password, TerminalType: TERMINAL_TYPE_H5 }, { loading: true })
  await keepSession(session)
}

/** A partner sign-in link (SSOSign, Gankao, JSY). */
export type PartnerKind = 'sso' | 'gankao' | 'jsy'

export async function partnerSignIn(kind: PartnerKind, sign: string) {
  const result =
    kind === 'gankao'
      ? await callApi('OpenAuth/GankaoAuth', { Sign: sign, TerminalType: TERMINAL_TYPE_H5 }, { quiet: true })
      : kind === 'jsy'
        ? await callApi('OpenAuth/JSYAuth', { Sign: sign, TerminalType: TERMINAL_TYPE_H5 }, { quiet: true })
        : await callApi('User/SSOLogin', { SSOSign: sign, TerminalType: TERMINAL_TYPE_H5 }, { quiet: true })
  if (result.UserId && result.token) {
    await keepSession({ token: result.token, UserId: result.UserId })
    return { signedIn: true as const }
  }
  // kept for the bind after profile completion (OpenAuth/OpenIdBind)
  if (result.OpenId) {
    try {
      sessionStorage.setItem(PENDING_KEY, JSON.stringify({ OpenType: result.OpenType, OpenId: result.OpenId }))
    } catch {
      // the partner link can simply be opened again after registering
    }
  }
  return { signedIn: false as const }
}
