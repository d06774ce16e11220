import { endpointKey } from '@gk/client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminAgent, AdminEnquiry } from '@gk/contract'
import { Button, Form, Input, InputNumber, Modal, Space, Switch, Table, Tabs, Tag, Typography } from 'antd'
import { useState } from 'react'
import { beijing, callAdmin } from '../lib/api.ts'
import { adminQuery } from '../lib/queries.ts'

type AgentFields = {
  Name: string
  ProvinceId: number
  CityId: number | null
  Address: string
  Contact: string
  Phone: string
  Note: string
  Published: boolean
}
type HandleFields = { Note: string }

/** Cooperation enquiries from the app (mark handled with a note) and the local service providers (agents: new, edit, publish). */
export function PartnersPage() {
  const queryClient = useQueryClient()
  const enquiries = useQuery(adminQuery('Admin/EnquiryList', {}))
  const agents = useQuery(adminQuery('Admin/AgentList', {}))

  const [handling, setHandling] = useState<AdminEnquiry | null>(null)
  const [handleForm] = Form.useForm<HandleFields>()
  const openHandle = (e: AdminEnquiry) => {
    setHandling(e)
    handleForm.setFieldsValue({ Note: e.HandledNote })
  }
  const setHandled = async (e: AdminEnquiry, handled: boolean, note = '') => {
    try {
      await callAdmin('Admin/EnquiryHandle', { Id: e.Id, Handled: handled, Note: note })
      setHandling(null)
      await queryClient.invalidateQueries({ queryKey: endpointKey('Admin/EnquiryList') })
    } catch {
      // shown by callAdmin
    }
  }
  const saveHandle = async () => {
    if (!handling) return
    const values = await handleForm.validateFields()
    await setHandled(handling, true, values.Note ?? '')
  }

  const [editing, setEditing] = useState<AdminAgent | 'new' | null>(null)
  const [agentForm] = Form.useForm<AgentFields>()
  const openAgent = (a: AdminAgent | 'new') => {
    setEditing(a)
    agentForm.setFieldsValue(
      a === 'new'
        ? {
            Name: '',
            ProvinceId: undefined,
            CityId: null,
            Address: '',
            Contact: '',
            Phone: '',
            Note: '',
            Published: true,
          }
        : {
            Name: a.Name,
            ProvinceId: a.ProvinceId,
            CityId: a.CityId,
            Address: a.Address,
            Contact: a.Contact,
            Phone: a.Phone,
            Note: a.Note,
            Published: a.Published,
          },
    )
  }
  const saveAgent = async () => {
    const values = await agentForm.validateFields()
    try {
      await callAdmin('Admin/AgentSave', {
        ...values,
        CityId: values.CityId ?? null,
        ...(editing !== 'new' && editing ? { Id: editing.Id } : {}),
      })
      setEditing(null)
      await queryClient.invalidateQueries({ queryKey: endpointKey('Admin/AgentList') })
    } catch {
      // shown by callAdmin
    }
  }

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Title level={4} style={{ margin: 0 }}>
        合作与服务商
      </Typography.Title>
      <Tabs
        items={[
          {
            key: 'enquiries',
            label: '合作咨询',
            children: (
              <Table<AdminEnquiry>
                rowKey="Id"
                loading={enquiries.isPending}
                dataSource={enquiries.data ?? []}
                columns={[
                  { title: '姓名', dataIndex: 'Name' },
                  { title: '手机号', dataIndex: 'Mobile' },
                  { title: '单位', dataIndex: 'Organization' },
                  { title: '类型', dataIndex: 'Type' },
                  { title: '内容', dataIndex: 'Content' },
                  { title: '时间', dataIndex: 'CreatedAt', render: beijing },
                  {
                    title: '状态',
                    dataIndex: 'Handled',
                    render: (_v, e) =>
                      e.Handled ? (
                        <Space direction="vertical" size={0}>
                          <Tag color="green">已处理 {beijing(e.HandledAt)}</Tag>
                          {e.HandledNote ? <Typography.Text type="secondary">{e.HandledNote}</Typography.Text> : null}
                        </Space>
                      ) : (
                        <Tag color="orange">未处理</Tag>
                      ),
                  },
                  {
                    title: '',
                    render: (_v, e) => (
                      <Space>
                        <Button size="small" type={e.Handled ? 'default' : 'primary'} onClick={() => openHandle(e)}>
                          {e.Handled ? '修改备注' : '标记已处理'}
                        </Button>
                        {e.Handled ? (
                          <Button size="small" onClick={() => void setHandled(e, false)}>
                            标记未处理
                          </Button>
                        ) : null}
                      </Space>
                    ),
                  },
                ]}
              />
            ),
          },
          {
            key: 'agents',
            label: '本地服务商',
            children: (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Button type="primary" onClick={() => openAgent('new')}>
                  新建服务商
                </Button>
                <Table<AdminAgent>
                  rowKey="Id"
                  loading={agents.isPending}
                  dataSource={agents.data ?? []}
                  columns={[
                    { title: '名称', dataIndex: 'Name' },
                    { title: '省份代码', dataIndex: 'Province' },
                    { title: '城市代码', dataIndex: 'City' },
                    { title: '地址', dataIndex: 'Address' },
                    { title: '联系人', dataIndex: 'Contact' },
                    { title: '电话', dataIndex: 'Phone' },
                    { title: '备注', dataIndex: 'Note' },
                    {
                      title: '状态',
                      dataIndex: 'Published',
                      render: (p: boolean) => (p ? <Tag color="green">已发布</Tag> : <Tag>未发布</Tag>),
                    },
                    {
                      title: '',
                      render: (_v, a) => (
                        <Button size="small" onClick={() => openAgent(a)}>
                          编辑
                        </Button>
                      ),
                    },
                  ]}
                />
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={handling !== null}
        title={`标记已处理：${handling?.Name ?? ''}`}
        onOk={() => void saveHandle()}
        onCancel={() => setHandling(null)}
        forceRender
      >
        <Form form={handleForm} layout="vertical">
          <Form.Item label="处理备注" name="Note" rules={[{ max: 500, message: '备注最多500字' }]}>
            <Input.TextArea rows={3} placeholder="选填，如：已电话联系" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? '新建服务商' : '编辑服务商'}
        onOk={() => void saveAgent()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={agentForm} layout="vertical">
          <Form.Item label="名称" name="Name" rules={[{ required: true, min: 2, max: 60, message: '名称为2-60个字' }]}>
            <Input />
          </Form.Item>
          <Space>
            <Form.Item label="省份代码" name="ProvinceId" rules={[{ required: true, type: 'integer', min: 11, max: 99, message: '省份代码为2位数字' }]}>
              <InputNumber placeholder="如 32" />
            </Form.Item>
            <Form.Item
              label="城市代码"
              name="CityId"
              extra="留空表示服务全省"
              rules={[{ type: 'integer', min: 1101, max: 9999, message: '城市代码为4位数字' }]}
            >
              <InputNumber placeholder="如 3201" />
            </Form.Item>
          </Space>
          <Form.Item label="地址" name="Address" rules={[{ required: true, min: 2, max: 200, message: '请填写地址' }]}>
            <Input />
          </Form.Item>
          <Form.Item label="联系人" name="Contact" rules={[{ max: 30, message: '联系人最多30字' }]}>
            <Input />
          </Form.Item>
          <Form.Item label="电话" name="Phone" rules={[{ required: true, pattern: /^[0-9][0-9\- ]{4,19}$/, message: '请输入正确的联系电话' }]}>
            <Input />
          </Form.Item>
          <Form.Item label="备注" name="Note" rules={[{ max: 500, message: '备注最多500字' }]}>
            <Input.TextArea rows={2} />
          </Form.Item>
          <Form.Item label="发布（学生端可见）" name="Published" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  )
}
