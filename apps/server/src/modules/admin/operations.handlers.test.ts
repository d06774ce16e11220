import { ErrorCode } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCall, confirmSandboxPay, consoleLogin, signUpStudent } from '../../testing/console-kit.ts'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'

let app: TestApp
let operator: string
let admin: string

beforeAll(async () => {
  app = await buildTestApp({ env: { PAY_PROVIDER: 'sandbox', SANDBOX_ENDPOINTS: 'true' } })
  operator = (await consoleLogin(app, 'operator')).token
  admin = (await consoleLogin(app, 'admin')).token
})
afterAll(async () => {
  await app.close()
})

describe('card batches from the console', () => {
  it('generates a batch whose CSV activates, exports its state, and voids the rest', async () => {
    const made = await adminCall(app, 'Admin/CardBatchCreate', { ProductId: 201, Count: 3, Note: '郑州代理' }, operator)
    if (made.code !== 0) throw new Error(made.message)
    const rows = made.data.Csv.trim()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(','))
    expect(rows).toHaveLength(3)
    const student = await signUpStudent(app)
    const [first, second] = rows
    expect((await app.call('User/CardActivation', { CardNo: first![0]!, CardPwd: first![1]! }, student.token)).code).toBe(0)
    const exported = await adminCall(app, 'Admin/CardBatchExport', { BatchId: made.data.BatchId }, operator)
    expect(exported.code === 0 && exported.data.Csv.split('已激活').length - 1).toBe(1)
    expect(exported.code === 0 && exported.data.Csv).not.toContain(first![1]!)
    expect((await adminCall(app, 'Admin/CardBatchVoid', { BatchId: made.data.BatchId, Reason: '批次泄露' }, operator)).code).toBe(0)
    const other = await signUpStudent(app)
    expect((await app.call('User/CardActivation', { CardNo: second![0]!, CardPwd: second![1]! }, other.token)).code).toBe(ErrorCode.CardExpired)
    expect((await adminCall(app, 'Admin/CardBatchCreate', { ProductId: 201, Count: 0 }, operator)).code).toBe(ErrorCode.InvalidInput)
  })
})

describe('orders, users, content', () => {
  it('refunds a paid membership order and ends the membership; a second refund is refused', async () => {
    const student = await signUpStudent(app)
    const order = await app.call('Payment/WechatPayForH5', { ProductId: 101 }, student.token)
    if (order.code !== 0) throw new Error(order.message)
    await confirmSandboxPay(app, order.data.OrderNo)
    const found = await adminCall(app, 'Admin/OrderList', { Keyword: order.data.OrderNo }, operator)
    expect(found.code === 0 && found.data.List[0]?.State).toBe('fulfilled')
    const refunded = await adminCall(app, 'Admin/OrderRefund', { OrderNo: order.data.OrderNo, Reason: '误购' }, operator)
    expect(refunded.code === 0 && refunded.data.State).toBe('refunded')
    const info = await app.call('User/StudentInfo', {}, student.token)
    expect(info.code === 0 && info.data.MemberType).toBeNull()
    expect((await adminCall(app, 'Admin/OrderRefund', { OrderNo: order.data.OrderNo, Reason: '再次' }, operator)).code).toBe(ErrorCode.RefundNotAllowed)
    expect((await adminCall(app, 'Admin/OrderRefund', { OrderNo: 'GK0000000000', Reason: '不存在' }, operator)).code).toBe(ErrorCode.OrderNotFound)
  })

  it('finds an order by a piece of its number or the last four digits of the mobile', async () => {
    const student = await signUpStudent(app)
    const order = await app.call('Payment/WechatPayForH5', { ProductId: 201 }, student.token)
    if (order.code !== 0) throw new Error(order.message)
    const [user] = await app.db.query<{ mobile: string }>('SELECT mobile FROM users WHERE id = $1', [student.userId])
    const found = async (Keyword: string) => {
      const res = await adminCall(app, 'Admin/OrderList', { Keyword, PageSize: 50 }, operator)
      if (res.code !== 0) throw new Error(res.message)
      return res.data.List.map((o) => o.OrderNo)
    }
    expect(await found(user!.mobile.slice(-4))).toContain(order.data.OrderNo)
    expect(await found(order.data.OrderNo.slice(-6))).toContain(order.data.OrderNo)
    // the mobile as it is read out or written, and as the console shows it masked
    const m = user!.mobile
    for (const written of [
      `${m.slice(0, 3)} ${m.slice(3, 7)} ${m.slice(7)}`,
      `${m.slice(0, 3)}-${m.slice(3, 7)}-${m.slice(7)}`,
      `${m.slice(0, 3)}****${m.slice(7)}`,
    ]) {
      expect(await found(written)).toContain(order.data.OrderNo)
    }
    expect(await found(`${m.slice(0, 3)}****${m.slice(7, 10)}x`)).toEqual([])
    // LIKE's wildcards are searched as text, not as "anything"
    expect(await found('%')).toEqual([])
  })

  it('grants only what a grant can give: a consulting service or an off-sale product is refused, not made into nothing', async () => {
    const student = await signUpStudent(app)
    const review = await adminCall(app, 'Admin/UserGrant', { UserId: student.userId, ProductId: 501, Days: 30, Reason: '补偿' }, operator)
    expect(review.code).toBe(ErrorCode.InvalidInput)
    expect(review.message).toContain('咨询服务不能直接发放')
    const trial = await adminCall(app, 'Admin/UserGrant', { UserId: student.userId, ProductId: 100, Days: 3, Reason: '补偿' }, operator)
    expect(trial.message).toBe('该商品已下架，不能发放')
    const list = await adminCall(app, 'Admin/ProductList', {}, operator)
    const grantable = list.code === 0 ? list.data.filter((p) => p.Grantable).map((p) => p.ProductId) : []
    expect(grantable).toContain(201)
    expect(grantable).not.toContain(501)
    expect(grantable).not.toContain(502)
    expect(grantable).not.toContain(100)
  })

  it('grants a package with a reason and records it in the audit log', async () => {
    const student = await signUpStudent(app)
    const granted = await adminCall(app, 'Admin/UserGrant', { UserId: student.userId, ProductId: 201, Days: 30, Reason: '活动补偿' }, operator)
    expect(granted.code === 0 && granted.data.Packages.map((p) => p.ProductFrom)).toContain('plan')
    expect((await adminCall(app, 'Admin/UserGrant', { UserId: student.userId, ProductId: 201, Days: 30, Reason: '' }, operator)).code).toBe(
      ErrorCode.InvalidInput,
    )
    const audit = await adminCall(app, 'Admin/AuditList', { Keyword: 'user.grant' }, admin)
    expect(audit.code === 0 && audit.data.List[0]).toMatchObject({ Target: `user:${student.userId}`, After: { Reason: '活动补偿', Days: 30 } })
  })

  it('cleans operator HTML before students see it', async () => {
    const saved = await adminCall(
      app,
      'Admin/ContentSave',
      { Kind: 'news', Title: '志愿填报时间表', BodyHtml: '<p>7月1日开始</p><script>alert(1)</script><img src="x" onerror="alert(1)">' },
      operator,
    )
    if (saved.code !== 0) throw new Error(saved.message)
    expect(saved.data.BodyHtml).toContain('<p>7月1日开始</p>')
    expect(saved.data.BodyHtml).not.toMatch(/script|onerror/)
    const list = await adminCall(app, 'Admin/ContentList', { Kind: 'news' }, operator)
    expect(list.code === 0 && list.data.List.map((i) => i.Id)).toContain(saved.data.Id)
  })

  it('refuses links that are not http(s) or of this site, with a Chinese message', async () => {
    const base = { Kind: 'news', Title: '招生简章' }
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x']) {
      for (const field of ['Link', 'MediaUrl', 'Cover']) {
        const res = await adminCall(app, 'Admin/ContentSave', { ...base, [field]: bad }, operator)
        expect(res).toEqual({ code: ErrorCode.InvalidInput, message: '链接须以 http://、https:// 或 / 开头', data: null })
      }
    }
    const good = await adminCall(
      app,
      'Admin/ContentSave',
      { ...base, Link: 'https://gaokao.example.cn/a', Cover: '/media/c.png', MediaUrl: '#/pages/home/index' },
      operator,
    )
    expect(good.code === 0 && good.data).toMatchObject({ Link: 'https://gaokao.example.cn/a', Cover: '/media/c.png' })
  })

  it('schedules a live session that the student schedule shows', async () => {
    const base = { Kind: 'live', Title: '志愿填报直播答疑', MediaUrl: 'https://live.example.com/a.m3u8', Published: true }
    expect((await adminCall(app, 'Admin/ContentSave', base, operator)).code).toBe(ErrorCode.InvalidInput)
    const at = app.clock.now().getTime()
    const live = await adminCall(
      app,
      'Admin/ContentSave',
      { ...base, StartsAt: new Date(at + 3600_000).toISOString(), EndsAt: new Date(at + 7200_000).toISOString() },
      operator,
    )
    if (live.code !== 0) throw new Error(live.message)
    expect(live.data).toMatchObject({ Kind: 'live', MediaUrl: base.MediaUrl })
    const detail = await app.call('Live/Info', { ID: live.data.Id })
    expect(detail.code === 0 && detail.data).toMatchObject({ Title: '志愿填报直播答疑', State: 'upcoming' })
  })
})
