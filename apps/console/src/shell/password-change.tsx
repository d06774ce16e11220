import { consolePasswordProblem } from '@gk/contract'
import { Button, Card, Form, Input, message, Typography } from 'antd'
import { useState } from 'react'
import { callAdmin } from '../lib/api.ts'
import { consoleSession } from '../lib/session.ts'

type Values = { OldPassword: string; NewPassword: string; Confirm: string }

/**
 * The change-password form (Admin/PasswordChange): the current password, a new one checked by the
 * server's own strength rule as it is typed, and the same again. Used at the first sign-in (forced)
 * and from the header (修改密码).
 */
export function PasswordChangeForm({ userName, onDone }: { userName: string; onDone?: () => void }) {
  const [busy, setBusy] = useState(false)
  const submit = async (values: Values) => {
    setBusy(true)
    try {
      const account = await callAdmin('Admin/PasswordChange', { OldPassword: values.OldPassword, NewPassword: values.NewPassword })
      consoleSession.updateAccount(account)
      void message.success('密码已修改，请牢记新密码')
      onDone?.()
    } catch {
      // the server's message was shown by callAdmin
    } finally {
      setBusy(false)
    }
  }
  return (
    <Form layout="vertical" onFinish={(v: Values) => void submit(v)} data-testid="password-change">
      <Form.Item label="当前密码" name="OldPassword" rules={[{ required: true, message: '请输入当前密码' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label="新密码"
        name="NewPassword"
        extra="至少10位，同时包含字母和数字，不能包含用户名"
        rules={[
          { required: true, message: '请输入新密码' },
          {
            validator: (_rule, value: string | undefined) => {
              const problem = value ? consolePasswordProblem(value, userName) : null
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve()
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="确认新密码"
        name="Confirm"
        dependencies={['NewPassword']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              !value || value === getFieldValue('NewPassword') ? Promise.resolve() : Promise.reject(new Error('两次输入的新密码不一致')),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        修改密码
      </Button>
    </Form>
  )
}

/** The only screen of an account whose one-time password is unchanged: the server answers nothing else yet. */
export function ForcedPasswordPage({ userName, onSignOut }: { userName: string; onSignOut: () => void }) {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f0f4fa' }}>
      <Card style={{ width: 420 }} data-testid="forced-password">
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          首次登录，请修改初始密码
        </Typography.Title>
        <Typography.Paragraph type="secondary">初始密码由管理员生成，只用于首次登录。设置一个只有您知道的新密码后才能使用后台。</Typography.Paragraph>
        <PasswordChangeForm userName={userName} />
        <Button type="link" block style={{ marginTop: 8 }} onClick={onSignOut}>
          退出登录
        </Button>
      </Card>
    </div>
  )
}
