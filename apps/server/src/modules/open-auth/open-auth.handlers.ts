import { ErrorCode, OpenType, type OpenAuthResult } from '@gk/contract'
import { oauthProvidersFor, type PlatformIdentity } from '../../adapters/oauth/index.ts'
import { AppError } from '../../kernel/app-error.ts'
import type { RequestContext } from '../../http/context.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { createOpenAuthRepository } from './open-auth.repository.ts'
import { consumeState, signState } from './oauth-state.ts'

/** Records what the platform told us and answers with the opaque handle, never the raw open id. */
async function grantFor(ctx: RequestContext, openType: OpenType, identity: PlatformIdentity): Promise<OpenAuthResult> {
  const repo = createOpenAuthRepository(ctx.db)
  const handle = await repo.issueGrant({ openType, openId: identity.openId, nickname: identity.nickname, avatar: identity.avatar }, ctx.now())
  const binding = await repo.bindingOf(openType, identity.openId)
  return { OpenType: openType, OpenId: handle, IsBind: binding !== null, NickName: identity.nickname, Avatar: identity.avatar }
}

const deps = (ctx: RequestContext) => ({ db: ctx.db, now: ctx.now, log: ctx.log })

/** WeChat (H5, mini program) and Alipay code exchanges. */
export const openAuthHandlers = defineHandlers({
  async 'OpenAuth/WechchatH5AuthUrl'(input, ctx) {
    const state = signState(ctx.env.SIGNIN_SECRET, ctx.now())
    const url = oauthProvidersFor(ctx.env).wechatH5.authorizeUrl({ redirectUri: input.RedirectUri, state, scope: input.Scope })
    return { Url: url, State: state }
  },

  async 'OpenAuth/WechchatH5Auth'(input, ctx) {
    // a code must come back with a state we minted and nobody used yet (the client also compares
    // it with the one it kept)
    if (!(await consumeState(ctx.db, ctx.env.SIGNIN_SECRET, input.State, ctx.now()))) throw new AppError(ErrorCode.OpenIdInvalid)
    const identity = await oauthProvidersFor(ctx.env).wechatH5.exchange(input.Code, deps(ctx))
    return grantFor(ctx, OpenType.WechatH5, identity)
  },

  async 'OpenAuth/WechchatMiniAppAuth'(input, ctx) {
    const identity = await oauthProvidersFor(ctx.env).wechatMini.exchange(input.Code, deps(ctx))
    return grantFor(ctx, OpenType.WechatMiniApp, identity)
  },

  async 'OpenAuth/AlipayMPAuth'(input, ctx) {
    const identity = await oauthProvidersFor(ctx.env).alipay.exchange(input.AuthCode, deps(ctx))
    return grantFor(ctx, OpenType.Alipay, identity)
  },

  async 'Public/AliUserId'(input, ctx) {
    const identity = await oauthProvidersFor(ctx.env).alipay.exchange(input.AuthCode, deps(ctx))
    const result = await grantFor(ctx, OpenType.Alipay, identity)
    return { AliUserId: identity.aliUserId, OpenId: result.OpenId }
  },
})
