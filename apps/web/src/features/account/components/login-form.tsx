import { Button, Checkbox, Input, List } from 'antd-mobile'
import { useState } from 'react'
import { showToast } from '../../../lib/toast.ts'
import { MobileField } from '../../../components/form/code-field.tsx'
import { SubmitForm } from '../../../components/form/submit-form.tsx'
import { useLogin } from '../api/login.ts'
import { checkLogin } from '../utils/validate.ts'
import './account.css'

export type LoginFormProps = {
  onLoggedIn: () => void
  onRegister: () => void
  /** present only when the SMS-code login screen exists */
  onSmsLogin?: () => void
  /** present only when the forgotten-password screen exists */
  onForgotPassword?: () => void
}

/** Mobile + password login; "remember" keeps a revocable device credential (never the password) for the silent re-login. */
export function LoginForm({ onLoggedIn, onRegister, onSmsLogin, onForgotPassword }: LoginFormProps) {
  const [mobile, setMobile] = useState('')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(true)
  const loginMutation = useLogin()

  const submit = () => {
    const problem = checkLogin({ mobile, password })
    if (problem) return showToast(problem)
    loginMutation.mutate(
      { mobile, password, remember },
      {
        onSuccess: () => {
          showToast('登录成功')
          onLoggedIn()
        },
      },
    )
  }

  return (
    <SubmitForm className="gk-auth-form" onSubmit={submit}>
      <List mode="card">
        <MobileField value={mobile} onChange={setMobile} labelClass="gk-auth-form__label" />
        <List.Item prefix={<span className="gk-auth-form__label">密码</span>}>
          <Input name="password" type="password" placeholder="请输入密码" value={password} onChange={setPassword} clearable />
        </List.Item>
      </List>
      <div className="gk-auth-form__row">
        <Checkbox checked={remember} onChange={setRemember} style={{ '--icon-size': '16px', '--font-size': '13px' }}>
          记住登录状态
        </Checkbox>
        {onForgotPassword ? (
          <a onClick={onForgotPassword} role="button">
            忘记密码
          </a>
        ) : null}
      </div>
      <Button block color="primary" shape="rounded" size="large" type="submit" loading={loginMutation.isPending}>
        登录
      </Button>
      <div className="gk-auth-form__links">
        <a onClick={onRegister} role="button">
          没有账号？立即注册
        </a>
        {onSmsLogin ? (
          <a onClick={onSmsLogin} role="button">
            验证码登录
          </a>
        ) : null}
      </div>
    </SubmitForm>
  )
}
