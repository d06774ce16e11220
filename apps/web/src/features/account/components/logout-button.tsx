import { Button, Dialog } from 'antd-mobile'
import { useState } from 'react'
import { logout } from '../../../lib/session-actions.ts'
import './account.css'

export type LogoutButtonProps = { onLoggedOut: () => void }

/** Asks first, then logs out (WeChat unbinds the open ID; elsewhere the logout call). */
export function LogoutButton({ onLoggedOut }: LogoutButtonProps) {
  const [busy, setBusy] = useState(false)
  const confirmAndLogout = async () => {
    const confirmed = await Dialog.confirm({ content: '确定要退出登录吗？', confirmText: '退出', cancelText: '取消' })
    if (!confirmed) return
    setBusy(true)
    try {
      await logout()
      onLoggedOut()
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="gk-account-logout">
      <Button block shape="rounded" color="danger" fill="outline" loading={busy} onClick={() => void confirmAndLogout()}>
        退出登录
      </Button>
    </div>
  )
}
