import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.ts'

/** Who the platform says the user is. `openId` is the platform's own id, never shown to clients. */
export type PlatformIdentity = {
  openId: string
  unionId: string
  nickname: string
  avatar: string
  /** Alipay's user id (buyer id for payments); empty elsewhere */
  aliUserId: string
}

export type ExchangeDeps = { db: Db; now: () => Date; log: FastifyBaseLogger }

export type WechatH5Provider = {
  /** The URL the browser is sent to; the platform comes back to `redirectUri` with `code` and `state`. */
  authorizeUrl(input: { redirectUri: string; state: string; scope: 'snsapi_base' | 'snsapi_userinfo' }): string
  exchange(code: string, deps: ExchangeDeps): Promise<PlatformIdentity>
}
export type CodeExchangeProvider = { exchange(code: string, deps: ExchangeDeps): Promise<PlatformIdentity> }

export type OAuthProviders = {
  mode: 'sandbox' | 'real'
  wechatH5: WechatH5Provider
  wechatMini: CodeExchangeProvider
  alipay: CodeExchangeProvider
}

export type FetchLike = (
  url: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string; signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>
