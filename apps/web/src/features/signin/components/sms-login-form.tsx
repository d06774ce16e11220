import { AGREEMENT_VERSION } from '@gk/contract'
import { Button, List } from 'antd-mobile'
import { useState } from 'react'
import { AgreementCheck, AGREEMENT_REQUIRED_TEXT } from '../../../components/form/agreement-check.tsx'
import { storage } from '../../../lib/storage.ts'
import { showToast } from '../../../lib/toast.ts'
import { useSmsLogin } from '../api/sms.ts'
import { checkMobileAndCode, CodeField, MobileField } from '../../../components/form/code-field.tsx'
import { SubmitForm } from '../../../components/form/submit-form.tsx'
import './signin.css'

export type SmsLoginFormProps = { onLoggedIn: () => void; onPasswordLogin: () => void }

/** pages/personal/login/login: mobile + SMS code; a new mobile gets an account on first use. */
export function SmsLoginForm({ onLoggedIn, onPasswordLogin }: SmsLoginFormProps) {
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  // the launch dialog already asked consent to these same agreements (this version): the box starts ticked, still
  // shown and still untickable — asking twice added a tap to every sign-up (issue #32 item 6)
  const [agreed, setAgreed] = useState(() => storage.get('consentVersion') === AGREEMENT_VERSION)
  const login = useSmsLogin()

  const submit = () => {
    // a new number gets an account here, so this form is a sign-up too
    const problem = checkMobileAndCode(mobile, code) ?? (agreed ? null : AGREEMENT_REQUIRED_TEXT)
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
    <SubmitForm className="gk-signin" onSubmit={submit}>
      <List mode="card">
        <MobileField value={mobile} onChange={setMobile} />
        <CodeField mobile={mobile} purpose="login" value={code} onChange={setCode} />
      </List>
      <p className="gk-signin__hint">未注册的手机号验证后将自动创建账号</p>
      <AgreementCheck checked={agreed} onChange={setAgreed} />
      <Button block color="primary" shape="rounded" size="large" type="submit" loading={login.isPending}>
        登录
      </Button>
      <div className="gk-signin__links">
        <a onClick={onPasswordLogin} role="button">
          密码登录
        </a>
      </div>
    </SubmitForm>
  )
}
