import { createHash, randomBytes } from 'node:crypto'
import { ErrorCode } from '@gk/contract'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../kernel/app-error.ts'
import type { CodeExchangeProvider, ExchangeDeps, PlatformIdentity, WechatH5Provider } from './oauth-provider.ts'
import { insertSandboxCode, useSandboxCode } from './sandbox.repository.ts'

export type SandboxPlatform = 'wechat-h5' | 'wechat-mini' | 'alipay'
export const SANDBOX_CODE_TTL_MS = 5 * 60_000
export const SANDBOX_AUTHORIZE_PATH = '/sandbox/oauth/authorize'

/** The fake users a tester can authorize as; any other lowercase key is accepted as well. */
export const sandboxUsers = [
  { key: 'alice', nickname: '沙箱用户·小爱' },
  { key: 'bob', nickname: '沙箱用户·小波' },
  { key: 'carol', nickname: '沙箱用户·小卡' },
] as const
export const SANDBOX_USER_KEY = /^[a-z0-9_-]{1,32}$/

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex')

/** Stable, platform-specific ids, as a real platform gives one user a different id per app. */
export function sandboxIdentity(platform: SandboxPlatform, userKey: string, nickname: string): PlatformIdentity {
  const digits = BigInt(`0x${createHash('sha256').update(userKey).digest('hex').slice(0, 12)}`)
    .toString()
    .padStart(12, '0')
    .slice(0, 12)
  const prefix = { 'wechat-h5': 'sbx-wxh5-', 'wechat-mini': 'sbx-wxmp-', alipay: 'sbx-ali-' }[platform]
  return { openId: `${prefix}${userKey}`, unionId: `sbx-union-${userKey}`, nickname, avatar: '', aliUserId: platform === 'alipay' ? `2088${digits}` : '' }
}

/** Issues a code like the platform would after the user said yes: single use, 5 minutes. */
export async function issueSandboxCode(db: Db, now: Date, platform: SandboxPlatform, userKey: string, nickname: string): Promise<string> {
  const code = randomBytes(16).toString('hex')
  const identity = sandboxIdentity(platform, userKey, nickname)
  await insertSandboxCode(db, hashCode(code), platform, userKey, identity.nickname, identity.avatar, new Date(now.getTime() + SANDBOX_CODE_TTL_MS))
  return code
}

function exchanger(platform: SandboxPlatform): CodeExchangeProvider {
  return {
    async exchange(code: string, deps: ExchangeDeps) {
      // one UPDATE marks the code used: a replay or a concurrent second exchange finds nothing
      const row = await useSandboxCode(deps.db, hashCode(code), platform, deps.now())
      if (!row) throw new AppError(ErrorCode.OpenIdInvalid)
      return sandboxIdentity(platform, row.open_id, row.nickname)
    },
  }
}

/** The local OAuth sandbox: same redirect protocol as WeChat, codes issued by our own page. */
export function createSandboxWechatH5(): WechatH5Provider {
  const codes = exchanger('wechat-h5')
  return {
    authorizeUrl({ redirectUri, state, scope }) {
      const query = new URLSearchParams({ appid: 'sandbox', redirect_uri: redirectUri, response_type: 'code', scope, state })
      return `${SANDBOX_AUTHORIZE_PATH}?${query.toString()}#wechat_redirect`
    },
    exchange: (code, deps) => codes.exchange(code, deps),
  }
}
export const createSandboxWechatMini = () => exchanger('wechat-mini')
export const createSandboxAlipay = () => exchanger('alipay')
