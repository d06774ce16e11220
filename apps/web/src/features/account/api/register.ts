import { useMutation } from '@tanstack/react-query'
import { TERMINAL_TYPE_H5 } from '@gk/contract'
import { callApi } from '../../../lib/api-client.ts'
import { storeSession } from '../../../lib/session-persist.ts'
import { storage } from '../../../lib/storage.ts'

export type RegisterInput = { mobile: string; password: string }

/** Registers and logs in at once; the channel code of the launch URL goes with it. */
export async function register({ mobile, password }: RegisterInput) {
  const channel = storage.get('ChannelCode')
  const session = await callApi(
    'User/AddStudentAndLogin',
    { Mobile: mobile.trim(), Password: password, TerminalType: TERMINAL_TYPE_H5, ...(channel ? { ChannelCode: channel } : {}) },
    { loading: true },
  )
  storeSession(session)
  storage.set('userPassWord', { Mobile: mobile.trim(), Password: password })
  return session
}

export function useRegister() {
  return useMutation({ mutationFn: register })
}
