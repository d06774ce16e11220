import { callApi } from './api-client.ts'
import { deviceId } from './device-id.ts'
import { storage } from './storage.ts'

/**
 * "Remember me": asks the server for a revocable device credential for the session just opened.
 * No password is ever kept on the device; a failure only means no silent re-login later.
 */
export async function rememberThisDevice(): Promise<void> {
  try {
    const issued = await callApi('User/RememberIssue', { DeviceId: deviceId() }, { quiet: true })
    storage.set('rememberToken', issued.RememberToken)
  } catch {
    storage.remove('rememberToken')
  }
}

export function forgetThisDevice(): void {
  storage.remove('rememberToken')
}

/** Older builds kept mobile + password under `userPassWord`: it is deleted at every launch. */
export function dropLegacyCredentials(): void {
  storage.remove('userPassWord')
}
