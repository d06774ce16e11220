import { randomUUID } from 'node:crypto'
import { ErrorCode } from '@gk/contract'
import { AppError } from '../../kernel/app-error.ts'
import { canonicalQuery, percentEncode, signRpcRequest } from './aliyun-signature.ts'
import type { SmsProvider } from './sms-provider.ts'

export type AliyunSmsConfig = {
  accessKeyId: string
  accessKeySecret: string
  signName: string
  templateCode: string
  /** template of the "someone tried to register your number" notice (no parameters) */
  noticeTemplateCode: string
  endpoint: string
}

type FetchLike = (url: string, init: { method: string; signal: AbortSignal }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>

/** The SendSms request of dysmsapi 2017-05-25, signed with POP v1 (HMAC-SHA1). */
export function buildSendSmsUrl(config: AliyunSmsConfig, mobile: string, code: string, at: Date, nonce: string, notice = false): string {
  const params: Record<string, string> = {
    AccessKeyId: config.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: mobile,
    RegionId: 'cn-hangzhou',
    SignName: config.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: nonce,
    SignatureVersion: '1.0',
    TemplateCode: notice ? config.noticeTemplateCode : config.templateCode,
    TemplateParam: notice ? '{}' : JSON.stringify({ code }),
    Timestamp: at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Version: '2017-05-25',
  }
  const signature = signRpcRequest('GET', params, config.accessKeySecret)
  return `${config.endpoint.replace(/\/$/, '')}/?Signature=${percentEncode(signature)}&${canonicalQuery(params)}`
}

/** Aliyun SMS (dysmsapi) without the SDK: one signed GET per code. */
export function createAliyunSmsProvider(config: AliyunSmsConfig, fetchImpl: FetchLike = fetch): SmsProvider {
  return {
    name: 'aliyun',
    async send(message, log) {
      if (!config.accessKeyId || !config.accessKeySecret || !config.signName || !config.templateCode) {
        log.error('aliyun sms is selected but not configured')
        throw new AppError(ErrorCode.Unavailable, '短信服务暂不可用，请稍后再试')
      }
      const notice = message.kind === 'register-attempt'
      if (notice && !config.noticeTemplateCode) {
        // the notice is a courtesy: without its template the sign-up answer stays the same
        log.warn('ALIYUN_SMS_NOTICE_TEMPLATE_CODE is not set: register-attempt notice not sent')
        return
      }
      const url = buildSendSmsUrl(config, message.mobile, message.code, message.sentAt, randomUUID(), notice)
      let body: { Code?: string; Message?: string; RequestId?: string } = {}
      try {
        const response = await fetchImpl(url, { method: 'GET', signal: AbortSignal.timeout(10_000) })
        body = (await response.json()) as typeof body
      } catch (error) {
        log.error({ err: error }, 'aliyun sms request failed')
        throw new AppError(ErrorCode.Unavailable, '短信发送失败，请稍后再试')
      }
      if (body.Code !== 'OK') {
        // the provider's own limits (e.g. isv.BUSINESS_LIMIT_CONTROL) read to a person as "too frequent"
        log.warn({ code: body.Code, message: body.Message, requestId: body.RequestId }, 'aliyun sms refused')
        if (body.Code === 'isv.BUSINESS_LIMIT_CONTROL') throw new AppError(ErrorCode.CodeTooFrequent)
        throw new AppError(ErrorCode.Unavailable, '短信发送失败，请稍后再试')
      }
    },
  }
}
