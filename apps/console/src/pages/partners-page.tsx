import { useQuery } from '@tanstack/react-query'
import { Space, Table, Tabs, Typography } from 'antd'
import { beijing, callAdmin } from '../lib/api.ts'

/** Cooperation enquiries from the app and the local service providers (agents). */
export function PartnersPage() {
  const enquiries = useQuery({ queryKey: ['Admin/EnquiryList'], queryFn: () => callAdmin('Admin/EnquiryList', {}) })
  const agents = useQuery({ queryKey: ['Admin/AgentList'], queryFn: () => callAdmin('Admin/AgentList', {}) })
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
              <Table
                rowKey="Id"
                loading={enquiries.isPending}
                dataSource={enquiries.data ?? []}
                columns={[
                  { title: '姓名', dataIndex: 'Name' },
                  { title: '手机号', dataIndex: 'Mobile' },
                  { title: '类型', dataIndex: 'Type' },
                  { title: '内容', dataIndex: 'Content' },
                  { title: '时间', dataIndex: 'CreatedAt', render: beijing },
                ]}
              />
            ),
          },
          {
            key: 'agents',
            label: '本地服务商',
            children: (
              <Table
                rowKey="Id"
                loading={agents.isPending}
                dataSource={agents.data ?? []}
                columns={[
                  { title: '名称', dataIndex: 'Name' },
                  { title: '省份代码', dataIndex: 'Province' },
                  { title: '城市代码', dataIndex: 'City' },
                  { title: '联系人', dataIndex: 'Contact' },
                  { title: '电话', dataIndex: 'Phone' },
                ]}
              />
            ),
          },
        ]}
      />
    </Space>
  )
}
