import { Button, Card, Form, Input, Typography } from 'antd'
import { useState } from 'react'
import { Navigate, useLocation } from 'react-router'
import { callAdmin } from '../lib/api.ts'
import { sectionAllows } from '../lib/sections.ts'
import { consoleSession, useConsoleSession } from '../lib/session.ts'

/** Console sign-in (accounts are made by an admin or by `npm run console:create-admin`). */
export function LoginPage() {
  const session = useConsoleSession()
  const [busy, setBusy] = useState(false)
  const from = (useLocation().state as { from?: string } | null)?.from
  // an expired session signs in again over its page (ReSignInDialog); here it is as good as none
  // (only to a section this account may use: an expert who followed an operator's link lands on the queue)
  if (session && !session.expired) return <Navigate to={from && sectionAllows(from, session.account.Role) ? from : '/dashboard'} replace />
  const submit = async (values: { UserName: string; Password: string }) => {
    setBusy(true)
    try {
      const res = await callAdmin('Admin/Login', values)
      consoleSession.set({ token: res.Token, account: res.Account, expiresAt: res.ExpiresAt })
    } catch {
      // the message was shown by callAdmin
    } finally {
      setBusy(false)
    }
  }
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f0f4fa' }}>
      <Card style={{ width: 380 }} data-testid="console-login">
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          运营后台登录
        </Typography.Title>
        <Form layout="vertical" onFinish={(v: { UserName: string; Password: string }) => void submit(v)}>
          <Form.Item label="用户名" name="UserName" rules={[{ required: true, message: '请输入用户名' }]}>
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item label="密码" name="Password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            登录
          </Button>
        </Form>
      </Card>
    </div>
  )
}
