import { useMutation } from '@tanstack/react-query'
import { TERMINAL_TYPE_H5 } from '@gk/contract'
import { callApi } from '../../../lib/api-client.ts'
import { queryClient } from '../../../lib/query-client.ts'
import { storeSession } from '../../../lib/session-persist.ts'
import { studentInfoQueryOptions } from '../../../lib/session-queries.ts'
import { storage } from '../../../lib/storage.ts'

export type LoginInput = { mobile: string; password: string; remember: boolean }

/** Password login (TerminalType 2); remembered credentials feed the silent re-login. */
export async function login({ mobile, password, remember }: LoginInput) {
  const session = await callApi('User/UserLogin', { Mobile: mobile.trim(), Password: password, TerminalType: TERMINAL_TYPE_H5 }, { loading: true })
  storeSession(session)
  if (remember) storage.set('userPassWord', { Mobile: mobile.trim(), Password: password })
  else storage.remove('userPassWord')
  return queryClient.fetchQuery(studentInfoQueryOptions())
}

export function useLogin() {
  return useMutation({ mutationFn: login })
}
