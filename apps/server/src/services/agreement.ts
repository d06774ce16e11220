import { AGREEMENT_VERSION, ErrorCode } from '@gk/contract'
import { AppError } from '../kernel/app-error.ts'

/**
 * An account is only created with the 用户协议 and 隐私政策 accepted: the sign-up form sends the
 * version the user ticked, and the account records it. Anything but the current version is refused.
 */
export function acceptedAgreement(version: string | undefined): string {
  if (version !== AGREEMENT_VERSION) throw new AppError(ErrorCode.AgreementRequired)
  return version
}
