import { useMutation } from '@tanstack/react-query'
import { TERMINAL_TYPE_H5 } from '@gk/contract'
import { callApi } from '../../../lib/api-client.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { storeSession } from '../../../lib/session-persist.ts'
import { studentInfoQueryOptions } from '../../../lib/session-queries.ts'
import { forgetThisDevice, rememberThisDevice } from '../../../lib/remember.ts'

export type LoginInput = { mobile: string; password: string; remember: boolean }

/** Password login (TerminalType 2); "remember" keeps a device credential (never the password) for the silent re-login. */
export async function login({ mobile, password, remember }: LoginInput) {
  const session = await callApi('User/UserLogin', { Mobile: mobile.trim(), Password: password, TerminalType: TERMINAL_TYPE_H5 }, { loading: true })
  storeSession(session)
  if (remember) await rememberThisDevice()
  else forgetThisDevice()
  return queryClient.fetchQuery(studentInfoQueryOptions())
}

export function useLogin() {
  return useMutation({ mutationFn: login })
}
