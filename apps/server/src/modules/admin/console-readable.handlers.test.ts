import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { auditActionNames } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts'
import { adminCall, consoleLogin } from '../../testing/console-kit.ts'
import { importMessageZh } from './import-messages.ts'

describe('import report messages in Chinese', () => {
  it.each([
    ['理科: count 5 at 699 does not equal the cumulative difference 6', '理科：699 分的本段人数 5 与累计人数之差 6 不一致'],
    ['unknown province 西臧', '未知的省份「西臧」，请从列表中选择省份'],
    ['物理类: cumulative count 12 at 698 is below 15 at 699', '物理类：698 分的累计人数 12 小于 699 分的 15（分数越低累计人数应越多）'],
    ['min score "七百" is not a number', '最低分「七百」不是数字'],
    ['unknown institution "北京大雪"', '未识别的院校「北京大雪」'],
    ['no data rows found', '文件中没有数据行'],
  ])('%s', (english, chinese) => {
    expect(importMessageZh(english)).toBe(chinese)
  })

  it('keeps a message no rule knows behind a Chinese lead-in, and Chinese text as it is', () => {
    expect(importMessageZh('something new went wrong')).toBe('校验问题：something new went wrong')
    expect(importMessageZh('工作簿过大（ZIP64 格式），请拆分后再导入')).toBe('工作簿过大（ZIP64 格式），请拆分后再导入')
  })
})

describe('the audit log by Chinese action names', () => {
  let app: TestApp
  let admin: string
  beforeAll(async () => {
    app = await buildTestApp()
    admin = (await consoleLogin(app, 'admin')).token
    const operator = (await consoleLogin(app, 'operator', '审计测试运营')).token
    const products = await adminCall(app, 'Admin/ProductList', {}, operator)
    if (products.code !== 0) throw new Error(products.message)
    const p = products.data.find((x) => x.ProductId === 201)!
    expect(
      (await adminCall(app, 'Admin/ProductUpdate', { ProductId: 201, Price: p.Price + 100, OriginalPrice: p.OriginalPrice, OnSale: p.OnSale }, operator)).code,
    ).toBe(0)
  })
  afterAll(async () => {
    await app.close()
  })

  const search = async (Keyword: string) => {
    const res = await adminCall(app, 'Admin/AuditList', { Keyword, PageIndex: 1, PageSize: 50 }, admin)
    if (res.code !== 0) throw new Error(res.message)
    return res.data.List.map((e) => e.Action)
  }

  it('finds a price change by 修改商品价格 or just 价格, not by 退款', async () => {
    expect(await search('修改商品价格')).toContain('product.update')
    expect(await search('价格')).toContain('product.update')
    expect(await search('退款')).not.toContain('product.update')
    // the English code still works for anyone who knows it
    expect(await search('product.update')).toContain('product.update')
  })

  it('names every action the server writes', async () => {
    // every action literal in a server file that writes the audit
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
    const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    const actions = new Set<string>()
    for (const file of files) {
      const text = await readFile(path.join(root, file), 'utf8')
      if (!text.includes('writeAudit(')) continue
      for (const m of text.matchAll(/'((?:account|agent|cards|content|data|enquiry|order|product|ticket|user)\.[a-z+.]+)'/g)) actions.add(m[1]!)
    }
    expect(actions.size).toBeGreaterThan(15)
    expect([...actions].filter((a) => !auditActionNames[a])).toEqual([])
  })
})
