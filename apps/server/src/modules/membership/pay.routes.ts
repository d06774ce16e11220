import { fenToYuan } from '@gk/domain'
import type { FastifyInstance } from 'fastify'
import { payGatewayFor, type NotifyCheck } from '../../adapters/pay/gateway.ts'
import { sandboxAlipayNotification, sandboxWechatNotification } from '../../adapters/pay/sandbox-gateway.ts'
import type { Db } from '../../db/client.ts'
import type { Env } from '../../env.ts'
import { generateCardBatch } from './cards.ts'
import { createCatalogue } from './catalogue.repository.ts'
import { applyPayment } from './orders.ts'
import { createOrders } from './orders.repository.ts'

export type PayRouteDeps = { db: Db; env: Env; now: () => Date }

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Only same-site paths: the sandbox must not become an open redirect. */
function safeReturn(value: unknown): string | null {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && value.length < 500 ? value : null
}

function page(title: string, body: string) {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>body{font-family:system-ui,sans-serif;margin:0;background:#f5f6f8;color:#222}
.bar{background:#07c160;color:#fff;padding:14px 16px;font-size:17px}.card{background:#fff;margin:16px;border-radius:8px;padding:20px;text-align:center}
.amount{font-size:34px;font-weight:600;margin:12px 0}.muted{color:#888;font-size:13px}button,.link{display:block;width:100%;box-sizing:border-box;border:0;border-radius:6px;padding:13px;font-size:16px;margin-top:14px;text-decoration:none;text-align:center}
button{background:#07c160;color:#fff}.link{background:#eee;color:#333}</style></head><body>${body}</body></html>`
}

/**
 * Non-API pay routes: the gateways' notify callbacks (raw bodies, for signatures) and, in sandbox
 * mode, the confirm page that plays the gateway and sends a signed notification to our notify
 * route through the same HTTP pipeline a real callback takes.
 */
export async function registerPayRoutes(app: FastifyInstance, deps: PayRouteDeps) {
  const gateway = payGatewayFor(deps.env)
  const orders = createOrders(deps.db)

  await app.register(async (scope) => {
    // signatures cover the exact bytes: keep the bodies as strings
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 65_536 }, (_req, body, done) => done(null, body))
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 65_536 }, (_req, body, done) => done(null, body))

    /** Shared by both gateways; returns whether the gateway should stop retrying. */
    async function settle(gatewayName: 'wechat' | 'alipay', check: NotifyCheck, log: FastifyInstance['log']): Promise<{ accepted: boolean; reason: string }> {
      const now = deps.now()
      if (!check.ok) {
        log.warn({ gateway: gatewayName, reason: check.reason }, 'pay notification rejected')
        await orders.logNotification(gatewayName, null, 'rejected', check.reason, now)
        return { accepted: false, reason: check.reason }
      }
      const p = check.payment
      const ids = gateway.merchantIds()
      const expectedApp = gatewayName === 'wechat' ? ids.wechatAppId : ids.alipayAppId
      if ((p.appId !== null && p.appId !== expectedApp) || (gatewayName === 'wechat' && p.mchId !== ids.wechatMchId)) {
        log.error({ gateway: gatewayName, orderNo: p.orderNo }, 'pay notification for another merchant')
        await orders.logNotification(gatewayName, p.orderNo, 'merchant_mismatch', `${p.appId ?? ''}/${p.mchId ?? ''}`, now)
        return { accepted: false, reason: 'merchant mismatch' }
      }
      if (!p.isSuccess) {
        await orders.logNotification(gatewayName, p.orderNo, 'not_success', '', now)
        return { accepted: true, reason: 'not a success event' }
      }
      const { outcome, order } = await applyPayment(deps.db, { gateway: gatewayName, orderNo: p.orderNo, tradeNo: p.tradeNo, amountFen: p.amountFen }, now)
      const detail = `trade ${p.tradeNo} amount ${p.amountFen}${order ? ` expected ${order.amount_fen}` : ''}`
      await orders.logNotification(gatewayName, p.orderNo, outcome, detail, now)
      if (outcome === 'fulfilled' || outcome === 'duplicate') {
        if (outcome === 'fulfilled') log.info({ orderNo: p.orderNo, amountFen: p.amountFen }, 'order paid and fulfilled')
        return { accepted: true, reason: outcome }
      }
      log.error({ gateway: gatewayName, orderNo: p.orderNo, outcome, detail }, 'pay notification refused')
      return { accepted: false, reason: outcome }
    }

    scope.post('/pay/notify/wechat', async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : ''
      const check = gateway.wechatVerify(request.headers, raw, Math.floor(deps.now().getTime() / 1000))
      const { accepted, reason } = await settle('wechat', check, request.log)
      // WeChat v3: 2xx without body = received; anything else is retried by the gateway
      if (accepted) return reply.status(204).send()
      return reply.status(check.ok ? 400 : 401).send({ code: 'FAIL', message: reason })
    })

    scope.post('/pay/notify/alipay', async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : ''
      const params = Object.fromEntries(new URLSearchParams(raw))
      const { accepted } = await settle('alipay', gateway.alipayVerify(params), request.log)
      // Alipay wants the literal text "success"; anything else is retried
      return reply
        .status(accepted ? 200 : 400)
        .type('text/plain')
        .send(accepted ? 'success' : 'fail')
    })

    if (!gateway.sandboxUrl('X')) return

    scope.get<{ Params: { orderNo: string }; Querystring: { return?: string } }>('/sandbox/pay/:orderNo', async (request, reply) => {
      const order = /^[A-Z0-9]{8,32}$/.test(request.params.orderNo) ? await orders.byNo(request.params.orderNo) : null
      reply.type('text/html; charset=utf-8')
      if (!order) return reply.status(404).send(page('订单不存在', '<div class="bar">支付沙箱</div><div class="card">订单不存在</div>'))
      const product = await createCatalogue(deps.db).byId(order.product_id)
      const back = safeReturn(request.query.return)
      const backLink = back ? `<a class="link" href="${esc(back)}">返回商户</a>` : ''
      const payable = order.state === 'created' && new Date(order.expires_at).getTime() > deps.now().getTime()
      const form = payable
        ? `<form method="post" action="/sandbox/pay/${esc(order.order_no)}/confirm"><input type="hidden" name="return" value="${esc(back ?? '')}"><button type="submit" id="confirm">确认支付</button></form>`
        : `<p>${order.state === 'created' ? '订单已过期' : '订单已支付'}</p>`
      return reply.send(
        page(
          '支付沙箱',
          `<div class="bar">${order.gateway === 'wechat' ? '微信支付' : '支付宝'}（沙箱）</div><div class="card"><div>${esc(product?.name ?? '')}</div>
<div class="amount">¥${fenToYuan(order.amount_fen)}</div><div class="muted">订单号 ${esc(order.order_no)}</div>${form}${backLink}
<p class="muted">这是本地支付沙箱：确认后服务器会收到与真实网关格式相同、已签名的支付通知，不会产生真实扣款。</p></div>`,
        ),
      )
    })

    // sandbox card printer for browser journeys (the CLI needs the database the server holds open)
    scope.post('/sandbox/cards/issue', async (request, reply) => {
      const form = Object.fromEntries(new URLSearchParams(typeof request.body === 'string' ? request.body : ''))
      const productId = Number(form.product)
      const count = Math.min(Math.max(Number(form.count) || 1, 1), 20)
      if (!(await createCatalogue(deps.db).byId(productId))) return reply.status(404).send({ error: 'unknown product' })
      const { cards } = await generateCardBatch(deps.db, { productId, count, note: 'sandbox', activateBefore: null, now: deps.now() })
      return reply.send(cards)
    })

    scope.post<{ Params: { orderNo: string } }>('/sandbox/pay/:orderNo/confirm', async (request, reply) => {
      const order = /^[A-Z0-9]{8,32}$/.test(request.params.orderNo) ? await orders.byNo(request.params.orderNo) : null
      if (!order) return reply.status(404).type('text/html; charset=utf-8').send(page('订单不存在', '<div class="card">订单不存在</div>'))
      const submitted = Object.fromEntries(new URLSearchParams(typeof request.body === 'string' ? request.body : ''))
      const now = deps.now()
      const payment = { orderNo: order.order_no, amountFen: order.amount_fen, channel: order.channel }
      let sent
      if (order.gateway === 'wechat') {
        const { headers, body } = sandboxWechatNotification(payment, now)
        sent = await app.inject({ method: 'POST', url: '/pay/notify/wechat', headers: { 'content-type': 'application/json', ...headers }, payload: body })
      } else {
        const form = sandboxAlipayNotification(payment, now)
        sent = await app.inject({ method: 'POST', url: '/pay/notify/alipay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form })
      }
      const back = safeReturn(submitted.return)
      if (sent.statusCode < 300 && back) return reply.redirect(back, 303)
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            '支付结果',
            `<div class="card">${sent.statusCode < 300 ? '支付成功' : '支付未完成'}${back ? `<a class="link" href="${esc(back)}">返回商户</a>` : ''}</div>`,
          ),
        )
    })
  })
}
