import type { SmsMessage, SmsProvider } from './sms-provider.ts'

export type ConsoleSmsProvider = SmsProvider & {
  /** Test hook: the last code sent to a mobile (read only through the sandbox endpoint). */
  lastCodeFor(mobile: string): SmsMessage | null
  /** Test hook: the last notice (no code) sent to a mobile. */
  lastNoticeFor(mobile: string): SmsMessage | null
}

/**
 * Development and test provider: the code goes to the server log instead of a phone. The last code
 * per mobile is kept in memory (bounded) so tests and e2e can read it through an explicit hook.
 */
export function createConsoleSmsProvider(maxKept = 10_000): ConsoleSmsProvider {
  const last = new Map<string, SmsMessage>()
  const notices = new Map<string, SmsMessage>()
  return {
    name: 'console',
    async send(message, log) {
      if (message.kind === 'register-attempt') {
        log.info({ mobile: message.mobile }, '短信通知：有人尝试用您的手机号注册（console provider）')
        notices.delete(message.mobile)
        notices.set(message.mobile, message)
        if (notices.size > maxKept) notices.delete(notices.keys().next().value ?? '')
        return
      }
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
    lastNoticeFor(mobile) {
      return notices.get(mobile) ?? null
    },
  }
}
