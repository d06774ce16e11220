import { endpointKey } from '@gk/client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { memberTypeNames, packageNames, type AdminUser } from '@gk/contract'
import { Button, Form, Input, InputNumber, Modal, Select, Space, Table, Typography, message } from 'antd'
import { useState } from 'react'
import { beijing, callAdmin } from '../lib/api.ts'
import { adminQuery } from '../lib/queries.ts'

/** Users by mobile or nickname; membership or package grants with a reason. */
export function UsersPage() {
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const [granting, setGranting] = useState<AdminUser | null>(null)
  const [form] = Form.useForm<{ ProductId: number; Days: number; Reason: string }>()
  const queryClient = useQueryClient()
  const users = useQuery(adminQuery('Admin/UserList', { Keyword: keyword, PageIndex: page, PageSize: 20 }))
  const products = useQuery(adminQuery('Admin/ProductList', {}))
  const grant = async () => {
    if (!granting) return
    const values = await form.validateFields()
    try {
      await callAdmin('Admin/UserGrant', { UserId: granting.UserId, ...values })
      void message.success('已发放')
      setGranting(null)
      await queryClient.invalidateQueries({ queryKey: endpointKey('Admin/UserList') })
    } catch {
      // shown by callAdmin
    }
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Title level={4} style={{ margin: 0 }}>
        用户与权益
      </Typography.Title>
      <Input.Search placeholder="手机号、昵称或用户ID" allowClear onSearch={(v) => (setKeyword(v.trim()), setPage(1))} style={{ width: 300 }} />
      <Table<AdminUser>
        rowKey="UserId"
        loading={users.isPending}
        dataSource={users.data?.List ?? []}
        pagination={{ current: page, total: users.data?.Total ?? 0, pageSize: 20, onChange: setPage }}
        columns={[
          { title: 'ID', dataIndex: 'UserId', width: 70 },
          { title: '手机号', dataIndex: 'Mobile' },
          { title: '昵称', dataIndex: 'NickName' },
          { title: '高考年份', dataIndex: 'ExamYear' },
          {
            title: '会员',
            render: (_v, u) => (u.MemberType === null ? '—' : `${memberTypeNames[u.MemberType] ?? '会员'} 至 ${beijing(u.MemberExpireAt).slice(0, 10)}`),
          },
          {
            title: '套餐',
            render: (_v, u) =>
              u.Packages.map((p) => `${packageNames[p.ProductFrom] ?? p.ProductFrom} 至 ${beijing(p.ExpireAt).slice(0, 10)}`).join('；') || '—',
          },
          {
            title: '操作',
            render: (_v, u) => (
              <Button size="small" onClick={() => setGranting(u)}>
                发放权益
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={granting !== null}
        title={`为 ${granting?.Mobile ?? ''} 发放权益`}
        okText="发放"
        onOk={() => void grant()}
        onCancel={() => setGranting(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ Days: 30 }}>
          <Form.Item label="商品" name="ProductId" rules={[{ required: true, message: '请选择商品' }]}>
            {/* only what a grant can give: on sale, no consulting service (the server refuses those too) */}
            <Select options={(products.data ?? []).filter((p) => p.Grantable).map((p) => ({ value: p.ProductId, label: `${p.ProductId} ${p.Name}` }))} />
          </Form.Item>
          <Form.Item label="天数" name="Days" rules={[{ required: true }]}>
            <InputNumber min={1} max={730} />
          </Form.Item>
          <Form.Item label="原因" name="Reason" rules={[{ required: true, min: 2, message: '请填写原因' }]}>
            <Input.TextArea rows={2} placeholder="如：活动补偿、客服处理（记入操作日志）" />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  )
}
