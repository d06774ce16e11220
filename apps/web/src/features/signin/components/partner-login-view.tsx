import { Button, DotLoading } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import { ApiError } from '../../../lib/api-client.ts'
import { showToast } from '../../../lib/toast.ts'
import { partnerSignIn, type PartnerKind } from '../api/open-id.ts'
import './signin.css'

export type PartnerLoginViewProps = {
  partner: PartnerKind
  sign: string
  onSignedIn: () => void
  onNeedProfile: () => void
  onFailed: () => void
}

/**
 * pages/home/sso-login/index (授权登录): signs in with a partner link — a user id
 * goes home, none goes to profile completion with 请先完善您的资料, an error goes to login.
 */
export function PartnerLoginView({ partner, sign, onSignedIn, onNeedProfile, onFailed }: PartnerLoginViewProps) {
  const [problem, setProblem] = useState<string | null>(null)
  const started = useRef(false)

  useEffect(() => {
    // StrictMode runs effects twice; a sign is single use
    if (started.current) return
    started.current = true
    if (!sign) {
      setProblem('登录链接无效或已过期，请重新进入')
      return
    }
    partnerSignIn(partner, sign)
      .then((result) => {
        if (result.signedIn) {
          showToast('登录成功')
          onSignedIn()
        } else {
          showToast('请先完善您的资料')
          onNeedProfile()
        }
      })
      .catch((error: unknown) => {
        const message = error instanceof ApiError ? error.message : '登录失败'
        setProblem(message)
        showToast(message)
      })
    // runs once per visit by design
  }, [])

  return (
    <div className="gk-signin__status" data-testid="sso-login">
      {problem ? (
        <>
          <p>{problem}</p>
          <Button block color="primary" shape="rounded" onClick={onFailed}>
            去登录
          </Button>
        </>
      ) : (
        <p>
          正在授权登录
          <DotLoading />
        </p>
      )}
    </div>
  )
}
