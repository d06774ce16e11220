import { useQuery } from '@tanstack/react-query'
import { auditActionNames, auditFieldNames, type AuditEntry } from '@gk/contract'
import { Input, Space, Table, Typography } from 'antd'
import { useState } from 'react'
import { beijing } from '../lib/api.ts'
import { adminQuery } from '../lib/queries.ts'

const show = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '—'
  if (typeof v === 'boolean') return v ? '是' : '否'
  if (typeof v === 'string') return v
  return JSON.stringify(v).slice(0, 120)
}
const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {})

/**
 * What an entry changed, in Chinese and one line per field: `售价（分）：19900 → 18900` for a field
 * that differs, `名称：…` for one only on one side; unchanged fields are left out.
 */
export function auditChanges(before: unknown, after: unknown): string[] {
  const a = record(before)
  const b = record(after)
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])]
  const lines: string[] = []
  for (const key of keys) {
    const label = auditFieldNames[key] ?? key
    const was = show(a[key])
    const now = show(b[key])
    if (!(key in a)) lines.push(`${label}：${now}`)
    else if (!(key in b)) lines.push(`${label}：${was}（已删除）`)
    else if (was !== now) lines.push(`${label}：${was} → ${now}`)
  }
  return lines
}

/** Every console write: who, what (in Chinese), when, and what changed. */
export function AuditPage() {
  const [keyword, setKeyword] = useState('')
  const [page, setPage] = useState(1)
  const audit = useQuery(adminQuery('Admin/AuditList', { Keyword: keyword, PageIndex: page, PageSize: 20 }))
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Title level={4} style={{ margin: 0 }}>
        操作日志
      </Typography.Title>
      <Input.Search placeholder="操作人、动作（如 退款）或对象" allowClear onSearch={(v) => (setKeyword(v.trim()), setPage(1))} style={{ width: 320 }} />
      <Table<AuditEntry>
        rowKey="AuditId"
        loading={audit.isPending}
        dataSource={audit.data?.List ?? []}
        pagination={{ current: page, total: audit.data?.Total ?? 0, pageSize: 20, onChange: setPage }}
        columns={[
          { title: '时间', dataIndex: 'At', render: beijing, width: 150 },
          { title: '操作人', dataIndex: 'UserName', width: 120 },
          { title: '动作', dataIndex: 'Action', width: 160, render: (a: string) => auditActionNames[a] ?? a },
          { title: '对象', dataIndex: 'Target', width: 160 },
          {
            title: '变更内容',
            render: (_v, e) => {
              const lines = auditChanges(e.Before, e.After)
              return lines.length ? lines.map((l) => <div key={l}>{l}</div>) : <Typography.Text type="secondary">—</Typography.Text>
            },
          },
        ]}
      />
    </Space>
  )
}
