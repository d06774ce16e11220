import { type ErrorCode } from '@gk/contract'

export type FailureCode = Exclude<ErrorCode, 0>

/** A business failure: answered with HTTP 200 and its code in the envelope. */
export class AppError extends Error {
  readonly code: FailureCode
  /** false when the code table's default message should be sent */
  readonly hasOwnMessage: boolean
  constructor(code: FailureCode, message?: string) {
    super(message ?? String(code))
    this.code = code
    this.hasOwnMessage = message !== undefined
  }
}
