import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { storeSession } from '../../../lib/session-persist.ts'
import { studentInfoQueryOptions } from '../../../lib/session-queries.ts'
import { forgetThisDevice } from '../../../lib/remember.ts'
import { signUpFields } from '../../../lib/sign-up-fields.ts'

/** SMS-code login; the account is created on first use (the form's agreement box is ticked). */
export async function smsLogin({ mobile, code }: { mobile: string; code: string }) {
  const session = await callApi('User/VerificationCodeLogin', signUpFields(mobile, code), { loading: true })
  storeSession(session)
  // a code login is not remembered: the next expiry asks for a code or password again
  forgetThisDevice()
  await queryClient.fetchQuery(studentInfoQueryOptions())
  return session
}

export function useSmsLogin() {
  return useMutation({ mutationFn: smsLogin })
}

/** Sets a new password with a reset code; every device is signed out by the server. */
export async function resetPassword({ mobile, code, password }: { mobile: string; code: string; password: string }) {
  await callApi('User/ResetPassword', { Mobile: mobile.trim(), Code: code.trim(), NewPassword: password }, { loading: true })
  forgetThisDevice()
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
