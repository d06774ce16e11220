import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, Button, Popconfirm, Space, Table, Tag, Typography, message } from 'antd'
import { beijing, callAdmin } from '../lib/api.ts'

/** Card batches: progress and void. Batches are generated (with their printable CSV) by the CLI. */
export function CardsPage() {
  const queryClient = useQueryClient()
  const batches = useQuery({ queryKey: ['Admin/CardBatchList'], queryFn: () => callAdmin('Admin/CardBatchList', {}) })
  const voidBatch = async (id: number) => {
    try {
      await callAdmin('Admin/CardBatchVoid', { BatchId: id, Reason: '运营后台作废' })
      void message.success('已作废')
      await queryClient.invalidateQueries({ queryKey: ['Admin/CardBatchList'] })
    } catch {
      // shown by callAdmin
    }
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Typography.Title level={4} style={{ margin: 0 }}>
        激活卡批次
      </Typography.Title>
      <Alert
        type="info"
        showIcon
        message="生成新批次：npm run cards:generate -- --product 101 --count 500 --out cards.csv（卡密只出现在导出的 CSV 中，数据库只存哈希）"
      />
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
            render: (_v, b: { BatchId: number; Voided: boolean }) =>
              b.Voided ? null : (
                <Popconfirm title="作废后未激活的卡将无法使用，已激活的不受影响" onConfirm={() => void voidBatch(b.BatchId)}>
                  <Button size="small" danger>
                    作废
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Space>
  )
}
