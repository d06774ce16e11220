import { useMutation } from '@tanstack/react-query'
import { TERMINAL_TYPE_H5, type CodePurpose } from '@gk/contract'
import { callApi } from '../../../lib/api-client.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { storeSession } from '../../../lib/session-persist.ts'
import { studentInfoQueryOptions } from '../../../lib/session-queries.ts'
import { storage } from '../../../lib/storage.ts'

/** Asks for a code; resolves to the seconds before a resend is allowed. */
export async function sendCode(mobile: string, purpose: CodePurpose): Promise<number> {
  const sent = await callApi('User/SendVerificationCode', { Mobile: mobile.trim(), Purpose: purpose }, { loading: true })
  return sent.ResendAfterSeconds
}

/** SMS-code login; the account is created on first use. */
export async function smsLogin({ mobile, code }: { mobile: string; code: string }) {
  const channel = storage.get('ChannelCode')
  const session = await callApi(
    'User/VerificationCodeLogin',
    { Mobile: mobile.trim(), Code: code.trim(), TerminalType: TERMINAL_TYPE_H5, ...(channel ? { ChannelCode: channel } : {}) },
    { loading: true },
  )
  storeSession(session)
  // a code login has no password to remember for the silent re-login
  storage.remove('userPassWord')
  await queryClient.fetchQuery(studentInfoQueryOptions())
  return session
}

export function useSmsLogin() {
  return useMutation({ mutationFn: smsLogin })
}

/** Sets a new password with a reset code; every device is signed out by the server. */
export async function resetPassword({ mobile, code, password }: { mobile: string; code: string; password: string }) {
  await callApi('User/ResetPassword', { Mobile: mobile.trim(), Code: code.trim(), NewPassword: password }, { loading: true })
  storage.remove('userPassWord')
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
