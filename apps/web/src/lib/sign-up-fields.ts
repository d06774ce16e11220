import { AGREEMENT_VERSION, TERMINAL_TYPE_H5 } from '@gk/contract'
import { storage } from './storage.ts'

/**
 * What every call that may create an account sends besides its own fields (register, SMS-code login,
 * binding a WeChat or partner identity): the mobile and code as typed, the agreement the user ticked,
 * the H5 terminal and the channel code of the launch URL, when there was one.
 */
export function signUpFields(mobile: string, code: string) {
  const channel = storage.get('ChannelCode')
  return {
    Mobile: mobile.trim(),
    Code: code.trim(),
    AgreementVersion: AGREEMENT_VERSION,
    TerminalType: TERMINAL_TYPE_H5,
    ...(channel ? { ChannelCode: channel } : {}),
  }
}
