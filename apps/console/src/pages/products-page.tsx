import { endpointKey } from '@gk/client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminProduct } from '@gk/contract'
import { Button, InputNumber, Space, Switch, Table, Typography, message } from 'antd'
import { useState } from 'react'
import { callAdmin, yuan } from '../lib/api.ts'
import { adminQuery } from '../lib/queries.ts'

type Draft = { Price: number; OriginalPrice: number; OnSale: boolean }

/** Products and prices (yuan in the form, fen on the wire). */
export function ProductsPage() {
  const queryClient = useQueryClient()
  const products = useQuery(adminQuery('Admin/ProductList', {}))
  const [drafts, setDrafts] = useState<Record<number, Draft>>({})
  const draftOf = (p: AdminProduct): Draft => drafts[p.ProductId] ?? { Price: p.Price, OriginalPrice: p.OriginalPrice, OnSale: p.OnSale }
  const edit = (p: AdminProduct, patch: Partial<Draft>) => setDrafts({ ...drafts, [p.ProductId]: { ...draftOf(p), ...patch } })
  const save = async (p: AdminProduct) => {
    try {
      await callAdmin('Admin/ProductUpdate', { ProductId: p.ProductId, ...draftOf(p) })
      void message.success('已保存')
      const { [p.ProductId]: _saved, ...rest } = drafts
      setDrafts(rest)
      await queryClient.invalidateQueries({ queryKey: endpointKey('Admin/ProductList') })
    } catch {
      // shown by callAdmin
    }
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
          { title: '类型', dataIndex: 'Kind', width: 90 },
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
              <Button size="small" type="primary" disabled={!drafts[p.ProductId]} onClick={() => void save(p)}>
                保存
              </Button>
            ),
          },
        ]}
        footer={() => `价格以分存储，当前显示为元（如 ${yuan(19900)}）`}
      />
    </Space>
  )
}
