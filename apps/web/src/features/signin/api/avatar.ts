import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '@gk/contract'
import { apiBaseUrl } from '../../../config/env.ts'
import { callApi } from '../../../lib/api-client.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { studentInfoQueryOptions } from '../../../lib/session-queries.ts'
import { sessionStore } from '../../../lib/session-store.ts'
import { storage } from '../../../lib/storage.ts'

/** A problem with the chosen file before it is sent (the server checks the bytes again). */
export function checkAvatarFile(file: { type: string; size: number }): string | null {
  if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type)) return '仅支持 PNG、JPEG、WebP 格式的图片'
  if (file.size > AVATAR_MAX_BYTES) return '图片不能超过2MB'
  return null
}

/**
 * Uploads the image bytes (not JSON: `POST /api/Upload/Avatar`, our own route), then saves the
 * returned URL with User/UpdateStudent. Rejects with the server's Chinese message.
 */
export async function uploadAvatar(file: File): Promise<string> {
  const token = sessionStore.get().token || storage.get('token') || ''
  const response = await fetch(`${apiBaseUrl()}/api/Upload/Avatar`, {
    method: 'POST',
    headers: { 'Content-Type': file.type || 'application/octet-stream', ...(token ? { token } : {}) },
    body: file,
  })
  const body = (await response.json().catch(() => null)) as { code: number; message: string; data: { Url: string } | null } | null
  if (!body || body.code !== 0 || !body.data) throw new Error(body?.message ?? '上传失败，请稍后重试')
  await callApi('User/UpdateStudent', { Avatar: body.data.Url }, { loading: true })
  await queryClient.invalidateQueries({ queryKey: studentInfoQueryOptions().queryKey })
  return body.data.Url
}
