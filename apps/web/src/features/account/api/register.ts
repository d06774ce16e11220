import { useMutation } from '@tanstack/react-query'
import { AGREEMENT_VERSION, TERMINAL_TYPE_H5 } from '@gk/contract'
import { callApi } from '../../../lib/api-client.ts'
import { storeSession } from '../../../lib/session-persist.ts'
import { rememberThisDevice } from '../../../lib/remember.ts'
import { storage } from '../../../lib/storage.ts'

export type RegisterInput = { mobile: string; password: string; code: string }

/**
 * Registers with the SMS code and the accepted agreement, and logs in at once (this device is
 * remembered); the channel code of the launch URL goes with it.
 */
export async function register({ mobile, password, code }: RegisterInput) {
  const channel = storage.get('ChannelCode')
  const session = await callApi(
    'User/AddStudentAndLogin',
    {
      Mobile: mobile.trim(),
      Password: password,
      Code: code.trim(),
      AgreementVersion: AGREEMENT_VERSION,
      TerminalType: TERMINAL_TYPE_H5,
      ...(channel ? { ChannelCode: channel } : {}),
    },
    { loading: true },
  )
  storeSession(session)
  await rememberThisDevice()
  return session
}

export function useRegister() {
  return useMutation({ mutationFn: register })
}
