import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client.ts'
import { storeSession } from '../../../lib/session-persist.ts'
import { rememberThisDevice } from '../../../lib/remember.ts'
import { storage } from '../../../lib/storage.ts'

export type PasswordChange = { oldPassword: string; newPassword: string }

/** Changes the password; the server revokes the other sessions (and remember tokens) and hands this device a new token. */
export async function updatePassword({ oldPassword, newPassword }: PasswordChange) {
  const session = await callApi('User/UpdatePassword', { OldPassword: oldPassword, NewPassword: newPassword }, { loading: true })
  storeSession(session)
  // the change revoked every remember token: a remembered device gets a new one
  if (storage.get('rememberToken')) await rememberThisDevice()
  return session
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword })
}
