import type { ImportReportView, Input as ApiInput } from '@gk/contract'
import { provincePolicies } from '@gk/domain'
import { Alert, Button, Card, Form, InputNumber, Select, Space, Table, Typography, Upload, message } from 'antd'
import { useState } from 'react'
import { callAdmin } from '../lib/api.ts'

type Kind = ApiInput<'Admin/DataImport'>['Kind']
type Fields = { Kind: Kind; Province: string; Year: number }
const KINDS: { value: Kind; label: string }[] = [
  { value: 'rank-table', label: '一分一段表' },
  { value: 'admissions', label: '投档/录取线' },
  { value: 'plan', label: '招生计划' },
  { value: 'control-lines', label: '批次控制线' },
]

/** The 31 provinces by their Chinese names (what the import reads): picked, never typed (西臧 was accepted as text). */
const PROVINCES = [...new Set(provincePolicies.map((p) => p.provinceName))].map((name) => ({ value: name, label: name }))

function toBase64(buffer: ArrayBuffer): string {
  let binary = ''
  const bytes = new Uint8Array(buffer)
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/** The yearly official table import: validate first (dry run, report with line numbers), then commit. */
export function DataImportPage() {
  const [form] = Form.useForm<Fields>()
  const [file, setFile] = useState<{ name: string; content: string } | null>(null)
  const [report, setReport] = useState<(ImportReportView & { dry: boolean }) | null>(null)
  const [busy, setBusy] = useState(false)
  const run = async (dryRun: boolean) => {
    const fields = await form.validateFields()
    if (!file) return void message.warning('请先选择文件')
    setBusy(true)
    try {
      const r = await callAdmin('Admin/DataImport', { ...fields, FileName: file.name, Content: file.content, DryRun: dryRun })
      setReport({ ...r, dry: dryRun })
      if (r.Committed) void message.success(`已导入 ${r.RowsWritten} 行，数据版本 ${r.DataVersion ?? ''}`)
    } catch {
      // shown by callAdmin
    } finally {
      setBusy(false)
    }
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Title level={4} style={{ margin: 0 }}>
        年度数据导入
      </Typography.Title>
      <Card>
        <Form form={form} layout="inline" initialValues={{ Kind: 'rank-table', Year: new Date().getFullYear() }} onValuesChange={() => setReport(null)}>
          <Form.Item label="数据类型" name="Kind" rules={[{ required: true }]}>
            <Select options={KINDS} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label="省份" name="Province" rules={[{ required: true, message: '请选择省份' }]}>
            <Select showSearch placeholder="选择省份" options={PROVINCES} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item label="年份" name="Year" rules={[{ required: true }]}>
            <InputNumber min={2000} max={2100} />
          </Form.Item>
          <Form.Item label="文件">
            <Upload
              accept=".csv,.tsv,.txt,.xlsx"
              maxCount={1}
              beforeUpload={async (f) => {
                setFile({ name: f.name, content: toBase64(await f.arrayBuffer()) })
                setReport(null)
                return false
              }}
              onRemove={() => setFile(null)}
            >
              <Button>选择文件</Button>
            </Upload>
          </Form.Item>
          <Button type="primary" loading={busy} onClick={() => void run(true)}>
            校验
          </Button>
        </Form>
      </Card>
      {report ? (
        <Card title="校验报告" data-testid="import-report">
          <Space direction="vertical" style={{ width: '100%' }}>
            {report.Committed ? (
              <Alert type="success" showIcon message={`已写入 ${report.RowsWritten} 行，数据版本 ${report.DataVersion ?? ''}，查询即刻生效`} />
            ) : report.Ok && !report.Changed ? (
              // the same file as the one imported: nothing to write, so nothing to confirm
              <Alert type="info" showIcon message={`读取 ${report.RowsRead} 行，与已导入的数据完全相同，无需写入`} />
            ) : report.Ok ? (
              <Alert type="info" showIcon message={`读取 ${report.RowsRead} 行，校验通过，可写入 ${report.RowsWritten} 行`} />
            ) : (
              <Alert type="error" showIcon message={`读取 ${report.RowsRead} 行，发现 ${report.Errors.length} 处错误，整份文件不会写入`} />
            )}
            {report.Warnings.map((w) => (
              <Alert key={w} type="warning" message={w} />
            ))}
            {report.Errors.length ? (
              <Table
                size="small"
                rowKey={(e) => `${e.Line}${e.Message}`}
                dataSource={report.Errors}
                pagination={{ pageSize: 10 }}
                columns={[
                  { title: '行号', dataIndex: 'Line', width: 80 },
                  { title: '问题', dataIndex: 'Message' },
                ]}
              />
            ) : null}
            {report.UnknownInstitutions.length ? (
              <Table
                size="small"
                rowKey={(u) => `${u.Line}${u.Name}`}
                dataSource={report.UnknownInstitutions}
                columns={[
                  { title: '行号', dataIndex: 'Line', width: 80 },
                  { title: '未识别的院校', dataIndex: 'Name' },
                  { title: '相近名称', dataIndex: 'Suggestions', render: (s: string[]) => s.join('、') },
                ]}
              />
            ) : null}
            {report.Ok && report.dry && report.Changed ? (
              <Button type="primary" danger loading={busy} onClick={() => void run(false)}>
                确认写入
              </Button>
            ) : null}
          </Space>
        </Card>
      ) : null}
    </Space>
  )
}
