import { endpointKey } from '@gk/client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { productKindNames, type AdminProduct } from '@gk/contract'
import { App, Button, InputNumber, Space, Switch, Table, Typography, message } from 'antd'
import { useState } from 'react'
import { callAdmin, yuan } from '../lib/api.ts'
import { adminQuery } from '../lib/queries.ts'
import { PriceHistoryModal } from './price-history.tsx'

type Draft = { Price: number; OriginalPrice: number; OnSale: boolean }

/** What a save changes, old → new, line by line: a price goes live on the next order, so it is read before it is sent. */
function changeLines(p: AdminProduct, d: Draft): string[] {
  const lines: string[] = []
  if (p.Price !== d.Price) lines.push(`售价：¥${yuan(p.Price)} → ¥${yuan(d.Price)}`)
  if (p.OriginalPrice !== d.OriginalPrice) lines.push(`原价：¥${yuan(p.OriginalPrice)} → ¥${yuan(d.OriginalPrice)}`)
  if (p.OnSale !== d.OnSale) lines.push(`状态：${p.OnSale ? '在售' : '下架'} → ${d.OnSale ? '在售' : '下架'}`)
  return lines
}

/** Products and prices (yuan in the form, fen on the wire). */
export function ProductsPage() {
  const queryClient = useQueryClient()
  const products = useQuery(adminQuery('Admin/ProductList', {}))
  const { modal } = App.useApp()
  const [drafts, setDrafts] = useState<Record<number, Draft>>({})
  const [historyOf, setHistoryOf] = useState<AdminProduct | null>(null)
  const draftOf = (p: AdminProduct): Draft => drafts[p.ProductId] ?? { Price: p.Price, OriginalPrice: p.OriginalPrice, OnSale: p.OnSale }
  const edit = (p: AdminProduct, patch: Partial<Draft>) => setDrafts({ ...drafts, [p.ProductId]: { ...draftOf(p), ...patch } })
  const save = async (p: AdminProduct) => {
    try {
      await callAdmin('Admin/ProductUpdate', { ProductId: p.ProductId, ...draftOf(p) })
      void message.success('已保存，新价格对之后的订单生效')
      const { [p.ProductId]: _saved, ...rest } = drafts
      setDrafts(rest)
      await queryClient.invalidateQueries({ queryKey: endpointKey('Admin/ProductList') })
      await queryClient.invalidateQueries({ queryKey: endpointKey('Admin/ProductPriceHistory') })
    } catch {
      // shown by callAdmin
    }
  }
  const confirmSave = (p: AdminProduct) => {
    const lines = changeLines(p, draftOf(p))
    if (!lines.length) return
    modal.confirm({
      title: `确认修改「${p.Name}」？`,
      content: (
        <div data-testid="price-change">
          {lines.map((l) => (
            <div key={l}>{l}</div>
          ))}
          <Typography.Text type="secondary">保存后立即生效，并记入价格记录。</Typography.Text>
        </div>
      ),
      okText: '确认修改',
      cancelText: '取消',
      onOk: () => save(p),
    })
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Title level={4} style={{ margin: 0 }}>
        商品与价格
      </Typography.Title>
      <Table<AdminProduct>
        rowKey="ProductId"
        loading={products.isPending}
        dataSource={products.data ?? []}
        pagination={false}
        columns={[
          { title: 'ID', dataIndex: 'ProductId', width: 70 },
          { title: '名称', dataIndex: 'Name' },
          { title: '类型', dataIndex: 'Kind', width: 90, render: (k: string) => productKindNames[k] ?? k },
          {
            title: '售价（元）',
            render: (_v, p) => (
              <InputNumber min={0} precision={2} value={draftOf(p).Price / 100} onChange={(v) => edit(p, { Price: Math.round((v ?? 0) * 100) })} />
            ),
          },
          {
            title: '原价（元）',
            render: (_v, p) => (
              <InputNumber
                min={0}
                precision={2}
                value={draftOf(p).OriginalPrice / 100}
                onChange={(v) => edit(p, { OriginalPrice: Math.round((v ?? 0) * 100) })}
              />
            ),
          },
          { title: '在售', render: (_v, p) => <Switch checked={draftOf(p).OnSale} onChange={(v) => edit(p, { OnSale: v })} /> },
          {
            title: '',
            render: (_v, p) => (
              <Space>
                <Button size="small" type="primary" disabled={!drafts[p.ProductId] || !changeLines(p, draftOf(p)).length} onClick={() => confirmSave(p)}>
                  保存
                </Button>
                <Button size="small" onClick={() => setHistoryOf(p)}>
                  价格记录
                </Button>
              </Space>
            ),
          },
        ]}
        footer={() => `价格以分存储，当前显示为元（如 ${yuan(19900)}）`}
      />
      {historyOf ? <PriceHistoryModal product={historyOf} onClose={() => setHistoryOf(null)} /> : null}
    </Space>
  )
}
