import { Button, List } from 'antd-mobile'
import { useState } from 'react'
import { showToast } from '../../../lib/toast.ts'
import { useSmsLogin } from '../api/sms.ts'
import { checkMobileAndCode, CodeField, MobileField } from './code-field.tsx'
import './signin.css'

export type SmsLoginFormProps = { onLoggedIn: () => void; onPasswordLogin: () => void }

/** pages/personal/login/login: mobile + SMS code; a new mobile gets an account on first use. */
export function SmsLoginForm({ onLoggedIn, onPasswordLogin }: SmsLoginFormProps) {
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const login = useSmsLogin()

  const submit = () => {
    const problem = checkMobileAndCode(mobile, code)
    if (problem) return showToast(problem)
    login.mutate(
      { mobile, code },
      {
        onSuccess: () => {
          showToast('登录成功')
          onLoggedIn()
        },
      },
    )
  }

  return (
    <form
      className="gk-signin"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <List mode="card">
        <MobileField value={mobile} onChange={setMobile} />
        <CodeField mobile={mobile} purpose="login" value={code} onChange={setCode} />
      </List>
      <p className="gk-signin__hint">未注册的手机号验证后将自动创建账号</p>
      <Button block color="primary" shape="rounded" size="large" type="submit" loading={login.isPending}>
        登录
      </Button>
      <div className="gk-signin__links">
        <a onClick={onPasswordLogin} role="button">
          密码登录
        </a>
      </div>
    </form>
  )
}
