import { Image, List } from 'antd-mobile'
import { useRef, useState } from 'react'
import { showToast } from '../../../lib/toast.ts'
import { checkAvatarFile, uploadAvatar } from '../api/avatar.ts'
import './signin.css'

/** The avatar row of editInfo: tap to choose a PNG/JPEG/WebP image up to 2 MB. */
export function AvatarUpload({ current }: { current: string }) {
  const input = useRef<HTMLInputElement>(null)
  const [url, setUrl] = useState(current)
  const [busy, setBusy] = useState(false)

  const choose = async (file: File | undefined) => {
    if (!file) return
    const problem = checkAvatarFile(file)
    if (problem) return showToast(problem)
    setBusy(true)
    try {
      setUrl(await uploadAvatar(file))
      showToast('头像已更新')
    } catch (error) {
      showToast(error instanceof Error ? error.message : '上传失败，请稍后重试')
    } finally {
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <List mode="card">
      <List.Item
        onClick={() => !busy && input.current?.click()}
        extra={url ? <Image src={url} width={48} height={48} fit="cover" style={{ borderRadius: 24 }} /> : '未设置'}
      >
        头像
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          data-testid="avatar-input"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </List.Item>
    </List>
  )
}
