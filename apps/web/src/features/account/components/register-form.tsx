import { Button, Input, List } from 'antd-mobile'
import { useState } from 'react'
import { AgreementCheck } from '../../../components/form/agreement-check.tsx'
import { CodeField, MobileField } from '../../../components/form/code-field.tsx'
import { showToast } from '../../../lib/toast.ts'
import { SubmitForm } from '../../../components/form/submit-form.tsx'
import { useRegister } from '../api/register.ts'
import { checkRegister } from '../utils/validate.ts'
import './account.css'

export type RegisterFormProps = { onRegistered: () => void; onLogin: () => void }

/** Mobile + SMS code + password + confirmation with the agreement checkbox; registers and logs in. */
export function RegisterForm({ onRegistered, onLogin }: RegisterFormProps) {
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [agreed, setAgreed] = useState(false)
  const registerMutation = useRegister()

  const submit = () => {
    const problem = checkRegister({ mobile, code, password, confirm, agreed })
    if (problem) return showToast(problem)
    registerMutation.mutate(
      { mobile, password, code },
      {
        onSuccess: () => {
          showToast('注册成功')
          onRegistered()
        },
      },
    )
  }

  return (
    <SubmitForm className="gk-auth-form" onSubmit={submit}>
      <List mode="card">
        <MobileField value={mobile} onChange={setMobile} labelClass="gk-auth-form__label" />
        <CodeField mobile={mobile} purpose="register" value={code} onChange={setCode} />
        <List.Item prefix={<span className="gk-auth-form__label">密码</span>}>
          <Input name="password" type="password" placeholder="6-20位，含字母和数字" value={password} onChange={setPassword} clearable />
        </List.Item>
        <List.Item prefix={<span className="gk-auth-form__label">确认密码</span>}>
          <Input name="confirm" type="password" placeholder="请再次输入密码" value={confirm} onChange={setConfirm} clearable />
        </List.Item>
      </List>
      <AgreementCheck checked={agreed} onChange={setAgreed} />
      <Button block color="primary" shape="rounded" size="large" type="submit" loading={registerMutation.isPending}>
        注册
      </Button>
      <div className="gk-auth-form__links">
        <a onClick={onLogin} role="button">
          已有账号？去登录
        </a>
      </div>
    </SubmitForm>
  )
}
