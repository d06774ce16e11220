import type { Env } from '../../env.ts'
import { createAliyunSmsProvider } from './aliyun-provider.ts'
import { createConsoleSmsProvider, type ConsoleSmsProvider } from './console-provider.ts'
import type { SmsProvider } from './sms-provider.ts'

// one provider per configuration (per app): the console provider's memory is shared by the
// handlers that send and the sandbox route that reads
const providers = new WeakMap<Env, SmsProvider>()

export function smsProviderFor(env: Env): SmsProvider {
  let provider = providers.get(env)
  if (!provider) {
    provider =
      env.SMS_PROVIDER === 'aliyun'
        ? createAliyunSmsProvider({
            accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID,
            accessKeySecret: env.ALIYUN_SMS_ACCESS_KEY_SECRET,
            signName: env.ALIYUN_SMS_SIGN_NAME,
            templateCode: env.ALIYUN_SMS_TEMPLATE_CODE,
            noticeTemplateCode: env.ALIYUN_SMS_NOTICE_TEMPLATE_CODE,
            endpoint: env.ALIYUN_SMS_ENDPOINT,
          })
        : createConsoleSmsProvider()
    providers.set(env, provider)
  }
  return provider
}

/** The console provider when it is the configured one (the sandbox hook reads it). */
export function consoleSmsProviderFor(env: Env): ConsoleSmsProvider | null {
  if (env.SMS_PROVIDER !== 'console') return null
  return smsProviderFor(env) as ConsoleSmsProvider
}

export type { SmsProvider } from './sms-provider.ts'
