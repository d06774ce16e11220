import { endpointKey } from '@gk/client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminOrder } from '@gk/contract'
import { Button, Input, Modal, Select, Space, Table, Tag, Typography, message } from 'antd'
import { useState } from 'react'
import { beijing, callAdmin, yuan } from '../lib/api.ts'
import { adminQuery } from '../lib/queries.ts'

const STATES = [
  { value: '', label: '全部状态' },
  { value: 'created', label: '待支付' },
  { value: 'fulfilled', label: '已完成' },
  { value: 'paid', label: '已支付' },
  { value: 'closed', label: '已关闭' },
  { value: 'refunded', label: '已退款' },
]

/** Orders by number or mobile; refunds with a reason (pay sandbox; real gateways behind config). */
export function OrdersPage() {
  const [keyword, setKeyword] = useState('')
  const [state, setState] = useState('')
  const [page, setPage] = useState(1)
  const [refunding, setRefunding] = useState<AdminOrder | null>(null)
  const [reason, setReason] = useState('')
  const queryClient = useQueryClient()
  const orders = useQuery(adminQuery('Admin/OrderList', { Keyword: keyword, State: state, PageIndex: page, PageSize: 20 }))
  const refund = async () => {
    if (!refunding) return
    try {
      await callAdmin('Admin/OrderRefund', { OrderNo: refunding.OrderNo, Reason: reason })
      void message.success('已退款')
      setRefunding(null)
      setReason('')
      await queryClient.invalidateQueries({ queryKey: endpointKey('Admin/OrderList') })
    } catch {
      // shown by callAdmin
    }
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Title level={4} style={{ margin: 0 }}>
        订单与退款
      </Typography.Title>
      <Space>
        <Input.Search placeholder="订单号或手机号" allowClear onSearch={(v) => (setKeyword(v.trim()), setPage(1))} style={{ width: 280 }} />
        <Select value={state} options={STATES} onChange={(v) => (setState(v), setPage(1))} style={{ width: 140 }} />
      </Space>
      <Table<AdminOrder>
        rowKey="OrderNo"
        loading={orders.isPending}
        dataSource={orders.data?.List ?? []}
        pagination={{ current: page, total: orders.data?.Total ?? 0, pageSize: 20, onChange: setPage }}
        columns={[
          { title: '订单号', dataIndex: 'OrderNo' },
          { title: '手机号', dataIndex: 'Mobile' },
          { title: '商品', dataIndex: 'ProductName' },
          { title: '金额', dataIndex: 'Amount', render: (v: number) => `¥${yuan(v)}` },
          {
            title: '状态',
            dataIndex: 'State',
            render: (v: string) => (
              <Tag color={v === 'refunded' ? 'red' : v === 'fulfilled' ? 'green' : 'default'}>{STATES.find((s) => s.value === v)?.label ?? v}</Tag>
            ),
          },
          { title: '下单时间', dataIndex: 'CreatedAt', render: beijing },
          {
            title: '操作',
            render: (_v, o) =>
              (o.State === 'paid' || o.State === 'fulfilled') && !['delivered', 'closed', 'unpaid'].includes(o.TicketState ?? '') ? (
                <Button size="small" danger onClick={() => setRefunding(o)}>
                  退款
                </Button>
              ) : null,
          },
        ]}
      />
      <Modal
        open={refunding !== null}
        title={`退款 ${refunding?.OrderNo ?? ''}`}
        okText="确认退款"
        okButtonProps={{ danger: true, disabled: reason.trim().length < 2 }}
        onOk={() => void refund()}
        onCancel={() => setRefunding(null)}
      >
        <p>
          {refunding?.ProductName} ¥{yuan(refunding?.Amount ?? 0)}。咨询服务交付后不能退款；退款后该订单开通的权益立即结束。
        </p>
        <Input.TextArea rows={3} value={reason} onChange={(e) => setReason(e.target.value)} placeholder="退款原因（记入操作日志）" />
      </Modal>
    </Space>
  )
}
