import { ErrorCode, fail, ok } from '@gk/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { issueSandboxCode, SANDBOX_AUTHORIZE_PATH, SANDBOX_USER_KEY, sandboxUsers, type SandboxPlatform } from '../../adapters/oauth/index.ts'
import type { Db } from '../../db/client.ts'
import type { Env } from '../../env.ts'

type Query = Partial<Record<'redirect_uri' | 'state' | 'scope' | 'user' | 'nickname' | 'platform', string>>
const PLATFORMS: SandboxPlatform[] = ['wechat-h5', 'wechat-mini', 'alipay']

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** Like WeChat's own check of the registered domain: the sandbox only redirects back to its own host. */
function safeRedirect(request: FastifyRequest, raw: string | undefined): URL | null {
  if (!raw || raw.length > 1000) return null
  try {
    const url = new URL(raw)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return url.host === request.headers.host ? url : null
  } catch {
    return null
  }
}

/** WeChat puts `code` and `state` in the query, before any `#/route` of a hash-routed app. */
function withParams(url: URL, params: Record<string, string>): string {
  const target = new URL(url.toString())
  for (const [k, v] of Object.entries(params)) target.searchParams.set(k, v)
  return target.toString()
}

function page(q: Query, redirect: string): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`
  const common = hidden('redirect_uri', redirect) + hidden('state', q.state ?? '') + hidden('platform', q.platform ?? 'wechat-h5')
  const users = sandboxUsers
    .map(
      (u) => `<form method="get" action="/sandbox/oauth/approve">${common}${hidden('user', u.key)}${hidden('nickname', u.nickname)}
        <button type="submit" data-user="${u.key}">以「${escapeHtml(u.nickname)}」身份授权</button></form>`,
    )
    .join('\n')
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>微信授权（沙箱）</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f2f2f2;color:#222}
header{background:#07c160;color:#fff;padding:16px;font-size:18px}main{padding:16px}
p{color:#666;font-size:14px}button{display:block;width:100%;margin:10px 0;padding:14px;border:0;border-radius:8px;background:#07c160;color:#fff;font-size:16px}
.custom{background:#fff;padding:12px;border-radius:8px;margin-top:16px}input[type=text]{width:100%;box-sizing:border-box;padding:10px;margin:6px 0;border:1px solid #ddd;border-radius:6px}
a.deny{display:block;text-align:center;color:#576b95;margin-top:16px}</style></head>
<body><header>微信授权 · 沙箱</header><main>
<p>这是本地授权沙箱，流程与微信网页授权相同：选择一个测试身份后，将带着 code 和 state 返回应用。</p>
${users}
<form class="custom" method="get" action="/sandbox/oauth/approve">${common}
<label>自定义测试身份（小写字母、数字）<input type="text" name="user" pattern="[a-z0-9_-]{1,32}" required></label>
<label>昵称<input type="text" name="nickname" maxlength="20" value="沙箱用户"></label>
<button type="submit">以自定义身份授权</button></form>
<a class="deny" href="/sandbox/oauth/deny?redirect_uri=${encodeURIComponent(redirect)}&state=${encodeURIComponent(q.state ?? '')}">拒绝</a>
</main></body></html>`
}

/**
 * The OAuth sandbox (OAUTH_PROVIDER=sandbox and SANDBOX_ENDPOINTS=true, which production refuses;
 * a default install has none of it, since "approve" signs in as any bound user): an authorize page that lets a
 * tester pick a fake WeChat user, then redirects back with `code` and `state` exactly as WeChat
 * does; the sandbox adapter later exchanges only codes issued here, once, within 5 minutes.
 */
export function registerOpenAuthSandboxRoutes(app: FastifyInstance, deps: { env: Env; db: Db; now: () => Date }) {
  if (deps.env.OAUTH_PROVIDER !== 'sandbox' || !deps.env.SANDBOX_ENDPOINTS) return
  const badRequest = '授权参数有误：redirect_uri 必须是本站地址'

  app.get<{ Querystring: Query }>(SANDBOX_AUTHORIZE_PATH, async (request, reply) => {
    const redirect = safeRedirect(request, request.query.redirect_uri)
    if (!redirect) return reply.status(400).type('text/plain; charset=utf-8').send(badRequest)
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page(request.query, redirect.toString()))
  })

  app.get<{ Querystring: Query }>('/sandbox/oauth/approve', async (request, reply) => {
    const redirect = safeRedirect(request, request.query.redirect_uri)
    const user = request.query.user ?? ''
    const platform = (request.query.platform ?? 'wechat-h5') as SandboxPlatform
    if (!redirect || !SANDBOX_USER_KEY.test(user) || !PLATFORMS.includes(platform)) {
      return reply.status(400).type('text/plain; charset=utf-8').send(badRequest)
    }
    const nickname = (request.query.nickname ?? '').trim().slice(0, 20) || `沙箱用户${user}`
    const code = await issueSandboxCode(deps.db, deps.now(), platform, user, nickname)
    return reply.redirect(withParams(redirect, { code, state: request.query.state ?? '' }), 302)
  })

  app.get<{ Querystring: Query }>('/sandbox/oauth/deny', async (request, reply) => {
    const redirect = safeRedirect(request, request.query.redirect_uri)
    if (!redirect) return reply.status(400).type('text/plain; charset=utf-8').send(badRequest)
    return reply.redirect(withParams(redirect, { state: request.query.state ?? '' }), 302)
  })

  // test hook for flows without a browser redirect (wx.login() in a mini program, Alipay my.getAuthCode)
  if (!deps.env.SANDBOX_ENDPOINTS) return
  app.post<{ Body: { platform?: string; user?: string; nickname?: string } }>('/sandbox/oauth/issue-code', async (request) => {
    const { platform = 'wechat-h5', user = '', nickname = '' } = request.body ?? {}
    if (!PLATFORMS.includes(platform as SandboxPlatform) || !SANDBOX_USER_KEY.test(user)) return fail(ErrorCode.InvalidInput)
    return ok({ Code: await issueSandboxCode(deps.db, deps.now(), platform as SandboxPlatform, user, String(nickname).slice(0, 20) || `沙箱用户${user}`) })
  })
}
