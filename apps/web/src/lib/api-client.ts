import { ErrorCode, OPEN_TYPE_WECHAT, REQUEST_TIMEOUT_MS, TERMINAL_TYPE_H5, type EndpointName, type Input, type Output } from '@gk/contract'
import { apiBaseUrl } from '../config/env.ts'
import { paths } from '../config/paths.ts'
import { deviceId } from './device-id.ts'
import { currentRoute, openPage } from './navigation.ts'
import { storeSession } from './session-persist.ts'
import { sessionStore } from './session-store.ts'
import { singleFlight } from './single-flight.ts'
import { storage } from './storage.ts'
import { hideLoading, showLoading, showToast } from './toast.ts'
import { isWechatBrowser } from './wechat.ts'

export type CallOptions = {
  /** show the global 加载中... toast while the call runs */
  loading?: boolean
  /** no toasts and no 112/113 flows: the caller handles every failure (logout, re-login itself) */
  quiet?: boolean
  /** abort from the caller (e.g. TanStack Query cancelling) */
  signal?: AbortSignal
}

export type ApiErrorKind = 'business' | 'http' | 'network' | 'timeout'

/** A rejected call: business code from the envelope, or a transport failure. */
export class ApiError extends Error {
  readonly code: number
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  /** set when the server asked to come back later (503 with Retry-After: the dataset is loading) */
  readonly retryAfterMs: number | undefined
  constructor(kind: ApiErrorKind, code: number, message: string, status?: number, retryAfterMs?: number) {
    super(message)
    this.name = 'ApiError'
    this.kind = kind
    this.code = code
    this.status = status
    this.retryAfterMs = retryAfterMs
  }
}

/** While the server loads its data it answers 503 + Retry-After; calls wait and go again for this long. */
export const LOADING_WAIT_LIMIT_MS = 120_000
const DEFAULT_RETRY_MS = 3000

function retryAfterMs(response: Response): number | undefined {
  if (response.status !== 503) return undefined
  const header = response.headers.get('retry-after')
  if (header === null) return undefined
  const seconds = Number(header)
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, 30_000) : DEFAULT_RETRY_MS
}

export const NETWORK_MESSAGE = '请稍后重试'
export const UNAUTHORIZED_MESSAGE = '登录失效'
/** What a visitor who never signed in is told when a screen needs an account (never "expired"). */
export const SIGN_IN_MESSAGE = '请先登录'

type Envelope = { code: number; message: string; data: unknown }

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number'
}

function currentToken(): string {
  return sessionStore.get().token || storage.get('token') || ''
}

/** One HTTP round trip: POST JSON, token header, 60 s timeout. Resolves to the parsed envelope. */
async function post(name: string, input: unknown, token: string, signal?: AbortSignal): Promise<Envelope> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, REQUEST_TIMEOUT_MS)
  const onAbort = () => controller.abort()
  signal?.addEventListener('abort', onAbort)
  try {
    let response: Response
    try {
      response = await fetch(`${apiBaseUrl()}/api/${name}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { token } : {}) },
        body: JSON.stringify(input ?? {}),
        signal: controller.signal,
      })
    } catch {
      if (timedOut) throw new ApiError('timeout', -1, NETWORK_MESSAGE)
      throw new ApiError('network', -1, NETWORK_MESSAGE)
    }
    const body: unknown = await response.json().catch(() => null)
    if (response.status === 401) throw new ApiError('http', -1, UNAUTHORIZED_MESSAGE, 401)
    if (!response.ok) {
      // transport failures (400/413/429/500) still carry an envelope with a message a person can act on
      const message = isEnvelope(body) && body.message ? body.message : NETWORK_MESSAGE
      throw new ApiError('http', isEnvelope(body) ? body.code : -1, message, response.status, retryAfterMs(response))
    }
    if (!isEnvelope(body)) throw new ApiError('network', -1, NETWORK_MESSAGE, response.status)
    return body
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    signal?.addEventListener('abort', done)
  })
}

/**
 * `post`, waiting out a server that is still loading its data (first start): it answers at once with
 * 503 "数据加载中，请稍后" and Retry-After, and the call goes again (every 3 s, for up to 2 minutes)
 * with the message on screen instead of a failure.
 */
async function postWhileLoading(name: string, input: unknown, token: string, options: CallOptions): Promise<Envelope> {
  const giveUpAt = Date.now() + LOADING_WAIT_LIMIT_MS
  for (;;) {
    try {
      return await post(name, input, token, options.signal)
    } catch (error) {
      const wait = error instanceof ApiError ? error.retryAfterMs : undefined
      if (wait === undefined || options.signal?.aborted || Date.now() + wait > giveUpAt) throw error
      if (!options.quiet) showToast(`${(error as ApiError).message}（自动重试中）`, wait)
      await pause(wait, options.signal)
      if (options.signal?.aborted) throw error
    }
  }
}

/**
 * Calls a page will make, started before its code has arrived (`callEarly`, from app start): on a slow
 * link the page's own request would leave only after its chunks and the calls before it. The page's
 * call takes the early answer once when it is a success for the same token; anything else (a failure,
 * another user, an answer over 10 s old) is asked again the ordinary way, so every error flow is unchanged.
 */
const early = new Map<string, { token: string; at: number; answer: Promise<Envelope | null> }>()
const EARLY_KEEP_MS = 10_000
const earlyKey = (name: string, input: unknown) => `${name} ${JSON.stringify(input ?? {})}`

/** Starts `name` now for the signed-in user; the same call made later by the page uses its answer. */
export function callEarly<N extends EndpointName>(name: N, input: Input<N>): void {
  const token = currentToken()
  early.set(earlyKey(name, input), { token, at: Date.now(), answer: post(name, input, token).catch(() => null) })
}

async function earlyAnswer(name: string, input: unknown, token: string): Promise<Envelope | null> {
  const key = earlyKey(name, input)
  const kept = early.get(key)
  if (!kept) return null
  early.delete(key)
  if (kept.token !== token || Date.now() - kept.at > EARLY_KEEP_MS) return null
  const answer = await kept.answer
  return answer?.code === ErrorCode.Ok ? answer : null
}

async function request(name: string, input: unknown, options: CallOptions = {}, retried = false): Promise<unknown> {
  const token = currentToken()
  if (options.loading) showLoading()
  let body: Envelope
  try {
    body = (early.size > 0 && (await earlyAnswer(name, input, token))) || (await postWhileLoading(name, input, token, options))
  } catch (error) {
    if (!options.quiet && error instanceof ApiError && !options.signal?.aborted) showToast(error.message)
    throw error
  } finally {
    if (options.loading) hideLoading()
  }

  if (body.code === ErrorCode.Ok) return body.data
  const error = new ApiError('business', body.code, body.message)
  if (options.quiet) throw error

  switch (body.code) {
    case ErrorCode.SessionExpired: {
      // a call that left before another one refreshed the session just goes again with the new token
      const fresh = currentToken()
      if (!retried && fresh && fresh !== token) return request(name, input, options, true)
      if (!token) {
        inviteToSignIn()
        throw error
      }
      showToast(body.message)
      if (!retried && (await relogin())) return request(name, input, options, true)
      throw error
    }
    case ErrorCode.MembershipRequired:
      showToast(body.message)
      openPage(paths.openMember)
      throw error
    case ErrorCode.Silent:
      throw error
    default:
      showToast(body.message)
      throw error
  }
}

/**
 * The one call site for every endpoint: POST JSON to `/api/<Group>/<Name>`, token
 * header, code 0 → data; 112 → toast then the silent re-login and one retry; 113 → toast and the
 * open-member page; 116 → silent reject; others → toast 2000 ms and reject.
 */
export async function callApi<N extends EndpointName>(name: N, input: Input<N>, options?: CallOptions): Promise<Output<N>> {
  // trusted: the server validated its answer against the same contract
  return (await request(name, input, options)) as Output<N>
}

/** A visitor met a call that needs an account: nothing expired, so an invitation to sign in and come back. */
export function inviteToSignIn(): void {
  showToast(SIGN_IN_MESSAGE)
  const back = currentRoute()
  if (back.startsWith(`/${paths.login}`)) return
  openPage(paths.login, { replace: true, query: { redirect: back } })
}

function resetToLogin(keepOpenId: boolean): void {
  sessionStore.reset()
  storage.clear(keepOpenId ? ['openID'] : [])
  const back = currentRoute()
  // never stack the login page on itself
  if (back.startsWith(`/${paths.login}`)) return
  openPage(paths.login, { replace: true, query: { redirect: back } })
}

/** Session expiry: try the stored openID (WeChat) or this device's remember token, else go to login. */
async function reloginFlow(): Promise<boolean> {
  const wechat = sessionStore.get().isMicromessenger || isWechatBrowser()
  try {
    if (wechat) {
      const openId = storage.get('openID')
      if (openId) {
        const session = await callApi('User/OpenIdLogin', { OpenType: OPEN_TYPE_WECHAT, OpenId: openId }, { quiet: true })
        // null: the open id is bound to no account (reset and go to login)
        if (session?.token) {
          storeSession(session)
          return true
        }
      }
    } else {
      const remembered = storage.get('rememberToken')
      if (remembered) {
        // single use: whatever the answer, this token is spent
        storage.remove('rememberToken')
        const session = await callApi(
          'User/RememberLogin',
          { RememberToken: remembered, DeviceId: deviceId(), TerminalType: TERMINAL_TYPE_H5 },
          { quiet: true },
        )
        storeSession(session)
        storage.set('rememberToken', session.RememberToken)
        return true
      }
    }
  } catch {
    // falls through to the reset: stored credentials that fail are as good as none
  }
  resetToLogin(wechat)
  return false
}

/** Shared by every caller that meets a 112 while a re-login is already running. */
export const relogin = singleFlight(reloginFlow)
