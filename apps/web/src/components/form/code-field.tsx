import { MOBILE_PATTERN, type CodePurpose } from '@gk/contract'
import { Button, Input, List } from 'antd-mobile'
import { useState } from 'react'
import { useCountdown } from '../../hooks/use-countdown.ts'
import { callApi } from '../../lib/api-client.ts'
import { showToast } from '../../lib/toast.ts'
import './code-field.css'

/** Asks for a code; resolves to the seconds before a resend is allowed. */
async function sendCode(mobile: string, purpose: CodePurpose): Promise<number> {
  const sent = await callApi('User/SendVerificationCode', { Mobile: mobile.trim(), Purpose: purpose }, { loading: true })
  return sent.ResendAfterSeconds
}

export type CodeFieldProps = { mobile: string; purpose: CodePurpose; value: string; onChange: (value: string) => void }

/** The 6-digit code input with its "get code" button and 60 s countdown (sign-in, sign-up, reset, bind). */
export function CodeField({ mobile, purpose, value, onChange }: CodeFieldProps) {
  const countdown = useCountdown()
  const [sending, setSending] = useState(false)

  const send = async () => {
    if (!MOBILE_PATTERN.test(mobile.trim())) return showToast('请输入正确的手机号')
    setSending(true)
    try {
      countdown.start(await sendCode(mobile, purpose))
      showToast('验证码已发送')
    } catch {
      // callApi already showed the server's message (too frequent, daily limit…)
    } finally {
      setSending(false)
    }
  }

  return (
    <List.Item
      prefix={<span className="gk-signin__label">验证码</span>}
      extra={
        <Button
          className="gk-signin__code-btn"
          size="small"
          color="primary"
          fill="outline"
          disabled={countdown.running || sending}
          onClick={() => void send()}
          data-testid="send-code"
        >
          {countdown.running ? `${countdown.left}s后重新获取` : '获取验证码'}
        </Button>
      }
    >
      <Input
        name="code"
        type="tel"
        inputMode="numeric"
        maxLength={6}
        placeholder="请输入验证码"
        value={value}
        onChange={(v) => onChange(v.replace(/\D/g, ''))}
      />
    </List.Item>
  )
}

export function MobileField({ value, onChange, labelClass = 'gk-signin__label' }: { value: string; onChange: (value: string) => void; labelClass?: string }) {
  return (
    <List.Item prefix={<span className={labelClass}>手机号</span>}>
      <Input name="mobile" type="tel" inputMode="numeric" maxLength={11} placeholder="请输入手机号" value={value} onChange={onChange} clearable />
    </List.Item>
  )
}

/** The first problem with a mobile + code pair, worded for a person, or null. */
export function checkMobileAndCode(mobile: string, code: string): string | null {
  if (!MOBILE_PATTERN.test(mobile.trim())) return '请输入正确的手机号'
  if (!/^\d{6}$/.test(code.trim())) return '请输入6位数字验证码'
  return null
}
