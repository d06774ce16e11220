import { ErrorCode, errorMessages } from './error-codes.ts'

/** The response shape of every call: `{ code, message, data }`. */
export type Envelope<T> =
  { code: typeof ErrorCode.Ok; message: string; data: T } | { code: Exclude<ErrorCode, typeof ErrorCode.Ok>; message: string; data: null }

/** A success envelope. */
export function ok<T>(data: T): Envelope<T> {
  return { code: ErrorCode.Ok, message: errorMessages[ErrorCode.Ok], data }
}

/** A failure envelope; the message defaults to the code table's. */
export function fail(code: Exclude<ErrorCode, typeof ErrorCode.Ok>, message?: string): Envelope<never> {
  return { code, message: message ?? errorMessages[code], data: null }
}
