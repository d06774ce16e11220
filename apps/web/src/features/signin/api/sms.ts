import { useMutation } from '@tanstack/react-query'
import { AGREEMENT_VERSION, TERMINAL_TYPE_H5 } from '@gk/contract'
import { callApi } from '../../../lib/api-client.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { storeSession } from '../../../lib/session-persist.ts'
import { studentInfoQueryOptions } from '../../../lib/session-queries.ts'
import { forgetThisDevice } from '../../../lib/remember.ts'
import { storage } from '../../../lib/storage.ts'

/** SMS-code login; the account is created on first use (the form's agreement box is ticked). */
export async function smsLogin({ mobile, code }: { mobile: string; code: string }) {
  const channel = storage.get('ChannelCode')
  const session = await callApi(
    'User/VerificationCodeLogin',
    {
      Mobile: mobile.trim(),
      Code: code.trim(),
      AgreementVersion: AGREEMENT_VERSION,
      TerminalType: TERMINAL_TYPE_H5,
      ...(channel ? { ChannelCode: channel } : {}),
    },
    { loading: true },
  )
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
