import type { FastifyBaseLogger } from 'fastify'

export type SmsMessage = { mobile: string; code: string; purpose: string; sentAt: Date }

/** Sends a verification code; throws when the provider refused it. */
export type SmsProvider = {
  readonly name: string
  send(message: SmsMessage, log: FastifyBaseLogger): Promise<void>
}
