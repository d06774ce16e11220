import type { Env } from '../../env.ts'
import { createAlipayProvider } from './alipay.ts'
import type { OAuthProviders } from './oauth-provider.ts'
import { createSandboxAlipay, createSandboxWechatH5, createSandboxWechatMini } from './sandbox.ts'
import { createWechatH5Provider, createWechatMiniProvider } from './wechat.ts'

const cache = new WeakMap<Env, OAuthProviders>()

/** WeChat and Alipay sign-in: the local sandbox by default, the real platforms with OAUTH_PROVIDER=real. */
export function oauthProvidersFor(env: Env): OAuthProviders {
  let providers = cache.get(env)
  if (!providers) {
    providers =
      env.OAUTH_PROVIDER === 'real'
        ? {
            mode: 'real',
            wechatH5: createWechatH5Provider({ appId: env.OAUTH_WECHAT_H5_APP_ID, secret: env.OAUTH_WECHAT_H5_SECRET }),
            wechatMini: createWechatMiniProvider({ appId: env.OAUTH_WECHAT_MINI_APP_ID, secret: env.OAUTH_WECHAT_MINI_SECRET }),
            alipay: createAlipayProvider({
              appId: env.OAUTH_ALIPAY_APP_ID,
              privateKey: env.OAUTH_ALIPAY_PRIVATE_KEY,
              alipayPublicKey: env.OAUTH_ALIPAY_PUBLIC_KEY,
              gateway: env.OAUTH_ALIPAY_GATEWAY,
            }),
          }
        : { mode: 'sandbox', wechatH5: createSandboxWechatH5(), wechatMini: createSandboxWechatMini(), alipay: createSandboxAlipay() }
    cache.set(env, providers)
  }
  return providers
}

export type { OAuthProviders, PlatformIdentity } from './oauth-provider.ts'
export { issueSandboxCode, sandboxUsers, SANDBOX_USER_KEY, SANDBOX_AUTHORIZE_PATH, type SandboxPlatform } from './sandbox.ts'
