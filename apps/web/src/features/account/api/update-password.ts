import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client.ts'
import { storeSession } from '../../../lib/session-persist.ts'
import { storage } from '../../../lib/storage.ts'

export type PasswordChange = { oldPassword: string; newPassword: string }

/** Changes the password; the server revokes the other sessions and hands this device a new token. */
export async function updatePassword({ oldPassword, newPassword }: PasswordChange) {
  const session = await callApi('User/UpdatePassword', { OldPassword: oldPassword, NewPassword: newPassword }, { loading: true })
  storeSession(session)
  const remembered = storage.get('userPassWord')
  if (remembered) storage.set('userPassWord', { ...remembered, Password: newPassword })
  return session
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword })
}
