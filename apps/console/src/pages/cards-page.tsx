import { endpointKey } from '@gk/client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, Button, Card, DatePicker, Form, Input, InputNumber, Popconfirm, Select, Space, Table, Tag, Typography, message } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useRef, useState } from 'react'
import { beijing, callAdmin } from '../lib/api.ts'
import { adminQuery } from '../lib/queries.ts'

/** Saves text as a file in the browser (the CSV with secrets exists only in this download). */
function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  a.click()
  URL.revokeObjectURL(url)
}

type Fields = { ProductId: number; Count: number; Note: string; ActivateBefore?: Dayjs }

/** Card batches: generate (CSV with secrets, once), export numbers and state, void. */
export function CardsPage() {
  const queryClient = useQueryClient()
  const batches = useQuery(adminQuery('Admin/CardBatchList', {}))
  const products = useQuery(adminQuery('Admin/ProductList', {}))
  const [form] = Form.useForm<Fields>()
  // One key per filled-in form, renewed only when the operator changes a field: a second click of the
  // same form (a double-click, a retry, or a click that lands after the first batch came back) asks for
  // the same batch, which the server answers as Repeated. Renewing on success let a late second click
  // of a double-click make a second batch on a loaded machine (stop 46's CI).
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID())
  const [generating, setGenerating] = useState(false)
  // set before the first await: React state is not yet visible to a click already queued
  const inFlight = useRef(false)
  const generate = async () => {
    if (inFlight.current) return
    inFlight.current = true
    setGenerating(true)
    try {
      const v = await form.validateFields()
      const res = await callAdmin('Admin/CardBatchCreate', {
        ProductId: v.ProductId,
        Count: v.Count,
        Note: v.Note || '',
        RequestKey: requestKey,
        ...(v.ActivateBefore ? { ActivateBefore: v.ActivateBefore.format('YYYY-MM-DD') } : {}),
      })
      if (res.Repeated) void message.warning(`批次 ${res.BatchId} 已由这次填写生成过，卡密只在第一次下载，未重复生成；如需再生成一批，请修改任一项`)
      else {
        download(res.FileName, res.Csv)
        void message.success(`已生成批次 ${res.BatchId}，卡密文件已下载（仅此一份）`)
      }
      await queryClient.invalidateQueries({ queryKey: endpointKey('Admin/CardBatchList') })
    } catch {
      // a missing field is shown by the form, a refused call by callAdmin
    } finally {
      inFlight.current = false
      setGenerating(false)
    }
  }
  const exportBatch = async (id: number) => {
    try {
      const res = await callAdmin('Admin/CardBatchExport', { BatchId: id })
      download(res.FileName, res.Csv)
    } catch {
      // shown by callAdmin
    }
  }
  const voidBatch = async (id: number) => {
    try {
      await callAdmin('Admin/CardBatchVoid', { BatchId: id, Reason: '运营后台作废' })
      void message.success('已作废')
      await queryClient.invalidateQueries({ queryKey: endpointKey('Admin/CardBatchList') })
    } catch {
      // shown by callAdmin
    }
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Title level={4} style={{ margin: 0 }}>
        激活卡批次
      </Typography.Title>
      <Card size="small" title="生成新批次">
        <Form form={form} layout="inline" initialValues={{ Count: 100 }} onValuesChange={() => setRequestKey(crypto.randomUUID())}>
          <Form.Item name="ProductId" label="商品" rules={[{ required: true, message: '请选择商品' }]}>
            <Select style={{ width: 220 }} options={(products.data ?? []).map((p) => ({ value: p.ProductId, label: `${p.ProductId} ${p.Name}` }))} />
          </Form.Item>
          <Form.Item name="Count" label="张数" rules={[{ required: true }]}>
            <InputNumber min={1} max={5000} />
          </Form.Item>
          <Form.Item name="Note" label="备注">
            <Input style={{ width: 160 }} maxLength={60} />
          </Form.Item>
          <Form.Item name="ActivateBefore" label="激活截止">
            <DatePicker placeholder="不限" disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
          </Form.Item>
          <Button type="primary" loading={generating} onClick={() => void generate()}>
            生成并下载
          </Button>
        </Form>
        <Alert style={{ marginTop: 12 }} type="warning" showIcon message="卡密只出现在生成时下载的 CSV 中，数据库只存哈希，无法再次导出卡密。" />
      </Card>
      <Table
        rowKey="BatchId"
        loading={batches.isPending}
        dataSource={batches.data ?? []}
        columns={[
          { title: '批次', dataIndex: 'BatchId', width: 80 },
          { title: '商品', dataIndex: 'ProductId' },
          { title: '备注', dataIndex: 'Note' },
          { title: '张数', dataIndex: 'Count' },
          { title: '已激活', dataIndex: 'Activated' },
          { title: '状态', dataIndex: 'Voided', render: (v: boolean) => (v ? <Tag color="red">已作废</Tag> : <Tag color="green">有效</Tag>) },
          { title: '创建时间', dataIndex: 'CreatedAt', render: beijing },
          {
            title: '',
            render: (_v, b: { BatchId: number; Voided: boolean }) => (
              <Space>
                <Button size="small" onClick={() => void exportBatch(b.BatchId)}>
                  导出状态
                </Button>
                {b.Voided ? null : (
                  <Popconfirm title="作废后未激活的卡将无法使用，已激活的不受影响" onConfirm={() => void voidBatch(b.BatchId)}>
                    <Button size="small" danger>
                      作废
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Space>
  )
}
