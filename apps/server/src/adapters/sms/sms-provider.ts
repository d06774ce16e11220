import type { FastifyBaseLogger } from 'fastify'

/**
 * A verification code (`kind` "code", the default) or a notice without a code: "register-attempt"
 * tells the owner of a registered number that someone tried to sign it up again.
 */
export type SmsMessage = { mobile: string; code: string; purpose: string; sentAt: Date; kind?: 'code' | 'register-attempt' }

/** Sends a verification code or a notice; throws when the provider refused it. */
export type SmsProvider = {
  readonly name: string
  send(message: SmsMessage, log: FastifyBaseLogger): Promise<void>
}
