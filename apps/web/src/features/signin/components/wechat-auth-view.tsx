import { Button, DotLoading } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import { ApiError } from '../../../lib/api-client.ts'
import { expectedState, finishWechatAuth, startWechatAuth } from '../api/open-id.ts'
import './signin.css'

export const WECHAT_AUTH_ROUTE = '/pages/personal/auth/auth-index'

export type WechatAuthViewProps = {
  /** the in-app route to return to after authorization (only internal routes are followed) */
  backUrl: string
  onSignedIn: (backUrl: string) => void
  onNeedBind: (backUrl: string) => void
  onOtherLogin: () => void
}

/** `code` and `state` come back in the real query string, before the `#/route` (as WeChat does). */
function returnedParams(): { code: string | null; state: string | null } {
  const search = new URLSearchParams(window.location.search)
  return { code: search.get('code'), state: search.get('state') }
}

/** Drops code/state from the address bar so a reload never replays a used code. */
function forgetReturnedParams() {
  const url = new URL(window.location.href)
  url.searchParams.delete('code')
  url.searchParams.delete('state')
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
}

export function safeBackUrl(raw: string | null): string {
  return raw?.startsWith('/pages/') && !raw.startsWith(WECHAT_AUTH_ROUTE) ? raw : '/pages/home/index'
}

/** pages/personal/auth/auth-index: WeChat web authorization, out and back. */
export function WechatAuthView({ backUrl, onSignedIn, onNeedBind, onOtherLogin }: WechatAuthViewProps) {
  const [problem, setProblem] = useState<string | null>(null)
  const started = useRef(false)

  const goAuthorize = async () => {
    setProblem(null)
    const redirect = `${window.location.origin}${window.location.pathname}#${WECHAT_AUTH_ROUTE}?backUrl=${encodeURIComponent(backUrl)}`
    try {
      window.location.assign(await startWechatAuth(redirect))
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : '授权失败，请重试')
    }
  }

  useEffect(() => {
    // StrictMode runs effects twice; a code must be exchanged once
    if (started.current) return
    started.current = true
    const { code, state } = returnedParams()
    if (!code && state !== null) {
      forgetReturnedParams()
      setProblem('您已取消微信授权')
      return
    }
    if (!code) {
      void goAuthorize()
      return
    }
    forgetReturnedParams()
    const kept = expectedState()
    if (kept && kept !== state) {
      setProblem('授权已失效，请重新授权')
      return
    }
    finishWechatAuth(code, state ?? '')
      .then(({ signedIn }) => (signedIn ? onSignedIn(backUrl) : onNeedBind(backUrl)))
      .catch((error: unknown) => setProblem(error instanceof ApiError ? error.message : '授权失败，请重试'))
    // runs once per visit by design
  }, [])

  return (
    <div className="gk-signin__status" data-testid="wechat-auth">
      {problem ? (
        <>
          <p>{problem}</p>
          <Button block color="primary" shape="rounded" onClick={() => void goAuthorize()}>
            重新授权
          </Button>
          <div className="gk-signin__links">
            <a onClick={onOtherLogin} role="button">
              使用手机号登录
            </a>
          </div>
        </>
      ) : (
        <p>
          正在微信授权
          <DotLoading />
        </p>
      )}
    </div>
  )
}
