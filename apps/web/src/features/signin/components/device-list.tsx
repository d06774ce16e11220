import { Button, Dialog, List } from 'antd-mobile'
import { useDevices, useRevokeDevice } from '../api/sessions.ts'
import './signin.css'

/** A readable device name from a user agent, enough to recognise one's own phone. */
export function deviceName(userAgent: string): string {
  if (/MicroMessenger/i.test(userAgent)) return '微信'
  if (/iPhone|iPad/i.test(userAgent)) return 'iPhone / iPad'
  if (/Android/i.test(userAgent)) return 'Android 手机'
  if (/Windows|Macintosh|Linux/i.test(userAgent)) return '电脑浏览器'
  return '其他设备'
}

const when = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false })

/** Settings: where this account is signed in, with sign-out per device (our own endpoints). */
export function DeviceList() {
  const devices = useDevices()
  const revoke = useRevokeDevice()
  const list = devices.data ?? []
  const confirm = async (sessionId: number | 'others', text: string) => {
    if (await Dialog.confirm({ content: text })) revoke.mutate(sessionId)
  }
  return (
    <div className="gk-signin" data-testid="device-list">
      <List mode="card" header="登录设备">
        {list.map((d) => (
          <List.Item
            key={d.SessionId}
            description={`最近使用 ${when(d.LastSeenAt)} · ${d.Ip}`}
            extra={
              d.IsCurrent ? (
                '本机'
              ) : (
                <Button size="mini" color="danger" fill="outline" onClick={() => void confirm(d.SessionId, '确定让该设备退出登录吗？')}>
                  退出
                </Button>
              )
            }
          >
            {deviceName(d.UserAgent)}
          </List.Item>
        ))}
      </List>
      {list.length > 1 ? (
        <Button block color="danger" fill="outline" shape="rounded" onClick={() => void confirm('others', '确定让其他所有设备退出登录吗？')}>
          退出其他所有设备
        </Button>
      ) : null}
    </div>
  )
}
