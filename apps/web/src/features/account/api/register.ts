import { useMutation } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client.ts'
import { storeSession } from '../../../lib/session-persist.ts'
import { rememberThisDevice } from '../../../lib/remember.ts'
import { signUpFields } from '../../../lib/sign-up-fields.ts'

export type RegisterInput = { mobile: string; password: string; code: string }

/**
 * Registers with the SMS code and the accepted agreement, and logs in at once (this device is
 * remembered); the channel code of the launch URL goes with it.
 */
export async function register({ mobile, password, code }: RegisterInput) {
  const session = await callApi('User/AddStudentAndLogin', { ...signUpFields(mobile, code), Password: password }, { loading: true })
  storeSession(session)
  await rememberThisDevice()
  return session
}

export function useRegister() {
  return useMutation({ mutationFn: register })
}
