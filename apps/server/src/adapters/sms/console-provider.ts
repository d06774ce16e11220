import type { SmsMessage, SmsProvider } from './sms-provider.ts'

export type ConsoleSmsProvider = SmsProvider & {
  /** Test hook: the last code sent to a mobile (read only through the sandbox endpoint). */
  lastCodeFor(mobile: string): SmsMessage | null
}

/**
 * Development and test provider: the code goes to the server log instead of a phone. The last code
 * per mobile is kept in memory (bounded) so tests and e2e can read it through an explicit hook.
 */
export function createConsoleSmsProvider(maxKept = 10_000): ConsoleSmsProvider {
  const last = new Map<string, SmsMessage>()
  return {
    name: 'console',
    async send(message, log) {
      log.info({ mobile: message.mobile, purpose: message.purpose, code: message.code }, `短信验证码 ${message.code}（console provider）`)
      last.delete(message.mobile)
      last.set(message.mobile, message)
      if (last.size > maxKept) {
        const oldest = last.keys().next().value
        if (oldest !== undefined) last.delete(oldest)
      }
    },
    lastCodeFor(mobile) {
      return last.get(mobile) ?? null
    },
  }
}
