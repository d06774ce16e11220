import { Button, Input, List, Tabs } from 'antd-mobile'
import { useState } from 'react'
import { AgreementCheck, AGREEMENT_REQUIRED_TEXT } from '../../../components/form/agreement-check.tsx'
import { showToast } from '../../../lib/toast.ts'
import { bindWithCode, bindWithPassword } from '../api/open-id.ts'
import { checkMobileAndCode, CodeField, MobileField } from '../../../components/form/code-field.tsx'
import { SubmitForm } from '../../../components/form/submit-form.tsx'
import './signin.css'

/** pages/personal/login/bindPlatform: binds the authorized WeChat user to an account. */
export function BindPlatformForm({ onBound }: { onBound: () => void }) {
  const [tab, setTab] = useState('code')
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [pending, setPending] = useState(false)

  const submit = async () => {
    // binding with a code creates the account of a new number: a sign-up, so the agreement first
    const problem = tab === 'code' ? (checkMobileAndCode(mobile, code) ?? (agreed ? null : AGREEMENT_REQUIRED_TEXT)) : password ? null : '请输入密码'
    if (problem) return showToast(problem)
    setPending(true)
    try {
      if (tab === 'code') await bindWithCode({ mobile, code })
      else await bindWithPassword({ mobile, password })
      showToast('绑定成功')
      onBound()
    } catch {
      // callApi showed the server's message
    } finally {
      setPending(false)
    }
  }

  return (
    <SubmitForm className="gk-signin" onSubmit={submit}>
      <p className="gk-signin__hint">微信授权成功，绑定手机号后即可使用微信一键登录</p>
      <Tabs activeKey={tab} onChange={setTab}>
        <Tabs.Tab title="验证码绑定" key="code" />
        <Tabs.Tab title="密码绑定" key="password" />
      </Tabs>
      <List mode="card">
        <MobileField value={mobile} onChange={setMobile} />
        {tab === 'code' ? (
          <CodeField mobile={mobile} purpose="bind" value={code} onChange={setCode} />
        ) : (
          <List.Item prefix={<span className="gk-signin__label">密码</span>}>
            <Input name="password" type="password" placeholder="请输入密码" value={password} onChange={setPassword} clearable />
          </List.Item>
        )}
      </List>
      {tab === 'code' ? <AgreementCheck checked={agreed} onChange={setAgreed} /> : null}
      <Button block color="primary" shape="rounded" size="large" type="submit" loading={pending}>
        绑定并登录
      </Button>
    </SubmitForm>
  )
}
