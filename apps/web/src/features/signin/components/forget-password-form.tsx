import { PASSWORD_PATTERN } from '@gk/contract'
import { Button, Input, List } from 'antd-mobile'
import { useState } from 'react'
import { showToast } from '../../../lib/toast.ts'
import { useResetPassword } from '../api/sms.ts'
import { checkMobileAndCode, CodeField, MobileField } from '../../../components/form/code-field.tsx'
import { SubmitForm } from '../../../components/form/submit-form.tsx'
import './signin.css'

/** pages/personal/register/forgetpassword: a reset code and a new password. */
export function ForgetPasswordForm({ onDone }: { onDone: () => void }) {
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [again, setAgain] = useState('')
  const reset = useResetPassword()

  const submit = () => {
    const problem =
      checkMobileAndCode(mobile, code) ??
      (!PASSWORD_PATTERN.test(password) ? '密码需为6-20位，且同时包含字母和数字' : password !== again ? '两次输入的密码不一致' : null)
    if (problem) return showToast(problem)
    reset.mutate(
      { mobile, code, password },
      {
        onSuccess: () => {
          showToast('密码已重置，请重新登录')
          onDone()
        },
      },
    )
  }

  return (
    <SubmitForm className="gk-signin" onSubmit={submit}>
      <List mode="card">
        <MobileField value={mobile} onChange={setMobile} />
        <CodeField mobile={mobile} purpose="reset" value={code} onChange={setCode} />
        <List.Item prefix={<span className="gk-signin__label">新密码</span>}>
          <Input name="password" type="password" placeholder="6-20位，含字母和数字" value={password} onChange={setPassword} clearable />
        </List.Item>
        <List.Item prefix={<span className="gk-signin__label">确认密码</span>}>
          <Input name="password-again" type="password" placeholder="请再次输入新密码" value={again} onChange={setAgain} clearable />
        </List.Item>
      </List>
      <p className="gk-signin__hint">重置后，所有设备上的登录都将失效</p>
      <Button block color="primary" shape="rounded" size="large" type="submit" loading={reset.isPending}>
        重置密码
      </Button>
    </SubmitForm>
  )
}
