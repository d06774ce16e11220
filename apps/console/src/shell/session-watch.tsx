import { useQueryClient } from '@tanstack/react-query'
import { Button, Form, Input, message, Modal, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { callAdmin } from '../lib/api.ts'
import { consoleSession, useConsoleSession } from '../lib/session.ts'

/** The warning shows this long before the session's end. */
export const WARN_BEFORE_MS = 5 * 60_000
/** Typing or clicking on a page slides the session when its end is nearer than this (the server's idle window is 2 h). */
const SLIDE_WHEN_LEFT_MS = 100 * 60_000

const left = (expiresAt: string | undefined, now: number) => (expiresAt ? Date.parse(expiresAt) - now : Number.POSITIVE_INFINITY)

/**
 * Keeps a working desk signed in and warns an idle one (decision 057): work on the page (keys,
 * clicks) slides the session even when it makes no call (a long review is typed without any), five
 * minutes before the end a dialog counts down with 继续工作, and at the end the session is marked
 * expired, which puts the sign-in dialog over the page instead of leaving it.
 */
export function SessionWatch() {
  const session = useConsoleSession()
  const [now, setNow] = useState(() => Date.now())
  const expiresAt = session?.expired ? undefined : session?.expiresAt
  const remaining = left(expiresAt, now)

  useEffect(() => {
    if (!expiresAt) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [expiresAt])

  useEffect(() => {
    if (remaining <= 0) consoleSession.expire()
  }, [remaining])

  useEffect(() => {
    if (!expiresAt) return
    let inFlight = false
    const onActivity = () => {
      if (inFlight || left(consoleSession.get()?.expiresAt, Date.now()) > SLIDE_WHEN_LEFT_MS) return
      inFlight = true
      void callAdmin('Admin/Me', {}, { quiet: true })
        .catch(() => null)
        .finally(() => {
          inFlight = false
        })
    }
    window.addEventListener('keydown', onActivity)
    window.addEventListener('pointerdown', onActivity)
    return () => {
      window.removeEventListener('keydown', onActivity)
      window.removeEventListener('pointerdown', onActivity)
    }
  }, [expiresAt])

  if (!session || session.expired || remaining > WARN_BEFORE_MS || remaining <= 0) return null
  const seconds = Math.ceil(remaining / 1000)
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
  return (
    <Modal
      open
      title="即将退出登录"
      closable={false}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={() => void callAdmin('Admin/Me', {}).catch(() => null)}>
          继续工作
        </Button>
      }
    >
      <Typography.Paragraph data-testid="idle-warning">
        您已较长时间没有操作，登录将在 <Typography.Text strong>{clock}</Typography.Text> 后过期。 过期后页面上未提交的内容仍会保留，重新登录即可继续。
      </Typography.Paragraph>
    </Modal>
  )
}

/**
 * Over the page when the server ended the session: the same account signs in again right here, so
 * the review, marks and forms under the dialog stay as they were; then the queries reload.
 */
export function ReSignInDialog({ onSignOut }: { onSignOut: () => void }) {
  const session = useConsoleSession()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  if (!session?.expired) return null
  const userName = session.account.UserName
  const submit = async ({ Password }: { Password: string }) => {
    setBusy(true)
    try {
      const res = await callAdmin('Admin/Login', { UserName: userName, Password })
      consoleSession.set({ token: res.Token, account: res.Account, expiresAt: res.ExpiresAt })
      void message.success('已重新登录，可以继续操作')
      void queryClient.invalidateQueries()
    } catch {
      // the message was shown by callAdmin
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal open title="登录已过期" closable={false} maskClosable={false} keyboard={false} footer={null} data-testid="re-sign-in">
      <Typography.Paragraph>
        为保护账号，长时间未操作后需要重新登录。<Typography.Text strong>页面上未提交的内容都还在</Typography.Text>
        ，重新登录后可以继续提交。
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={(v: { Password: string }) => void submit(v)}>
        <Form.Item label="用户名">
          <Input value={userName} disabled />
        </Form.Item>
        <Form.Item label="密码" name="Password" rules={[{ required: true, message: '请输入密码' }]}>
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          重新登录
        </Button>
        <Button type="link" block onClick={onSignOut}>
          换个账号登录
        </Button>
      </Form>
    </Modal>
  )
}
