import { endpointKey } from '@gk/client'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { consoleRoleNames, type ConsoleAccount, type ConsoleRole } from '@gk/contract'
import { Button, Form, Input, message, Modal, Select, Space, Switch, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { beijing, callAdmin } from '../lib/api.ts'
import { adminQuery } from '../lib/queries.ts'

type Fields = { UserName: string; DisplayName: string; Role: ConsoleRole; Disabled: boolean; ResetPassword: boolean }
const ROLES = (Object.keys(consoleRoleNames) as ConsoleRole[]).map((r) => ({ value: r, label: consoleRoleNames[r] }))

/** Console accounts and roles (admin only); new and reset passwords are shown once. */
export function AccountsPage() {
  const queryClient = useQueryClient()
  const accounts = useQuery(adminQuery('Admin/AccountList', {}))
  const [editing, setEditing] = useState<ConsoleAccount | 'new' | null>(null)
  const [form] = Form.useForm<Fields>()
  const save = async () => {
    const values = await form.validateFields()
    try {
      const res = await callAdmin('Admin/AccountSave', { ...values, ...(editing !== 'new' && editing ? { AccountId: editing.AccountId } : {}) })
      setEditing(null)
      void message.success(editing === 'new' ? `已新建账号 ${res.Account.UserName}` : `已保存账号 ${res.Account.UserName}`)
      await queryClient.invalidateQueries({ queryKey: endpointKey('Admin/AccountList') })
      if (res.OneTimePassword)
        Modal.info({
          title: `${res.Account.UserName} 的一次性密码`,
          content: (
            <Typography.Text copyable code>
              {res.OneTimePassword}
            </Typography.Text>
          ),
        })
    } catch {
      // shown by callAdmin
    }
  }
  const open = (a: ConsoleAccount | 'new') => {
    setEditing(a)
    form.setFieldsValue(
      a === 'new' ? { UserName: '', DisplayName: '', Role: 'operator', Disabled: false, ResetPassword: false } : { ...a, ResetPassword: false },
    )
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          后台账号
        </Typography.Title>
        <Button type="primary" onClick={() => open('new')}>
          新建账号
        </Button>
      </Space>
      <Table<ConsoleAccount>
        rowKey="AccountId"
        loading={accounts.isPending}
        // newest first: the account just made or handed over is on the first page, not after every older one
        dataSource={[...(accounts.data ?? [])].reverse()}
        columns={[
          { title: '用户名', dataIndex: 'UserName' },
          { title: '姓名', dataIndex: 'DisplayName' },
          { title: '角色', dataIndex: 'Role', render: (r: ConsoleRole) => <Tag>{consoleRoleNames[r]}</Tag> },
          { title: '状态', dataIndex: 'Disabled', render: (d: boolean) => (d ? <Tag color="red">停用</Tag> : <Tag color="green">正常</Tag>) },
          { title: '创建时间', dataIndex: 'CreatedAt', render: beijing },
          {
            title: '',
            render: (_v, a) => (
              <Button size="small" onClick={() => open(a)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      <Modal open={editing !== null} title={editing === 'new' ? '新建账号' : '编辑账号'} onOk={() => void save()} onCancel={() => setEditing(null)} forceRender>
        <Form form={form} layout="vertical">
          <Form.Item label="用户名" name="UserName" rules={[{ required: true, pattern: /^[A-Za-z0-9_.-]{3,32}$/, message: '3-32位字母、数字或 _ . -' }]}>
            <Input disabled={editing !== 'new'} />
          </Form.Item>
          <Form.Item label="姓名" name="DisplayName" rules={[{ required: true, message: '请填写姓名' }]}>
            <Input />
          </Form.Item>
          <Form.Item label="角色" name="Role" rules={[{ required: true }]}>
            <Select options={ROLES} />
          </Form.Item>
          {editing !== 'new' ? (
            <>
              <Form.Item label="停用" name="Disabled" valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item label="重置密码" name="ResetPassword" valuePropName="checked">
                <Switch />
              </Form.Item>
            </>
          ) : null}
        </Form>
      </Modal>
    </Space>
  )
}
