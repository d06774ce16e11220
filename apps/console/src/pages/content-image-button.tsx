import { CONSOLE_MEDIA_MAX_BYTES } from '@gk/contract'
import { Button, Upload, message } from 'antd'
import { useState } from 'react'
import { uploadMedia } from '../lib/api.ts'

/**
 * Uploads a picked image to /media/ and hands back its address (a cover, or an image for the
 * article's body); the server checks the bytes, this only spares a doomed upload of a large file.
 */
export function ContentImageButton({ label, onUploaded }: { label: string; onUploaded: (url: string) => void }) {
  const [busy, setBusy] = useState(false)
  return (
    <Upload
      accept="image/png,image/jpeg,image/webp"
      showUploadList={false}
      beforeUpload={(file) => {
        if (file.size > CONSOLE_MEDIA_MAX_BYTES) {
          void message.error('图片不能超过5MB')
          return Upload.LIST_IGNORE
        }
        return true
      }}
      customRequest={({ file, onSuccess, onError }) => {
        setBusy(true)
        uploadMedia(file as Blob)
          .then((url) => {
            onUploaded(url)
            void message.success('图片已上传')
            onSuccess?.(url)
          })
          .catch((error: Error) => onError?.(error))
          .finally(() => setBusy(false))
      }}
    >
      <Button loading={busy}>{label}</Button>
    </Upload>
  )
}
