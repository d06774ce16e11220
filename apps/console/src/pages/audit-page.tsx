import { useQuery } from '@tanstack/react-query'
import type { AuditEntry } from '@gk/contract'
import { Input, Space, Table, Typography } from 'antd'
import { useState } from 'react'
import { beijing } from '../lib/api.ts'
import { adminQuery } from '../lib/queries.ts'

const json = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v, null, 1).slice(0, 600))

/** Every console write: who, what, when, before and after. */
export function AuditPage() {
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const audit = useQuery(adminQuery('Admin/AuditList', { Keyword: keyword, PageIndex: page, PageSize: 20 }))
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Title level={4} style={{ margin: 0 }}>
        操作日志
      </Typography.Title>
      <Input.Search placeholder="操作人、动作或对象" allowClear onSearch={(v) => (setKeyword(v.trim()), setPage(1))} style={{ width: 300 }} />
      <Table<AuditEntry>
        rowKey="AuditId"
        loading={audit.isPending}
        dataSource={audit.data?.List ?? []}
        pagination={{ current: page, total: audit.data?.Total ?? 0, pageSize: 20, onChange: setPage }}
        columns={[
          { title: '时间', dataIndex: 'At', render: beijing, width: 150 },
          { title: '操作人', dataIndex: 'UserName', width: 120 },
          { title: '动作', dataIndex: 'Action', width: 140 },
          { title: '对象', dataIndex: 'Target', width: 160 },
          { title: '之前', dataIndex: 'Before', render: (v: unknown) => <pre style={{ margin: 0, fontSize: 11, whiteSpace: 'pre-wrap' }}>{json(v)}</pre> },
          { title: '之后', dataIndex: 'After', render: (v: unknown) => <pre style={{ margin: 0, fontSize: 11, whiteSpace: 'pre-wrap' }}>{json(v)}</pre> },
        ]}
      />
    </Space>
  )
}
