import { useQuery } from '@tanstack/react-query'
import { Modal, Table, Tag } from 'antd'
import { beijing, yuan } from '../lib/api.ts'
import { adminQuery } from '../lib/queries.ts'

type Change = {
  At: string
  AccountName: string
  OldPrice: number
  NewPrice: number
  OldOriginalPrice: number
  NewOriginalPrice: number
  OldOnSale: boolean
  NewOnSale: boolean
}

const arrow = (before: string, after: string) => (before === after ? after : `${before} → ${after}`)
const saleName = (on: boolean) => (on ? '在售' : '下架')

/** One product's saved price changes, newest first: who, when, old → new. */
export function PriceHistoryModal({ product, onClose }: { product: { ProductId: number; Name: string }; onClose: () => void }) {
  const history = useQuery(adminQuery('Admin/ProductPriceHistory', { ProductId: product.ProductId }))
  return (
    <Modal open title={`${product.Name} · 价格记录`} width={760} footer={null} onCancel={onClose}>
      <Table<Change>
        rowKey={(c) => `${c.At}-${c.NewPrice}-${c.AccountName}`}
        size="small"
        loading={history.isPending}
        dataSource={history.data ?? []}
        pagination={{ pageSize: 10 }}
        locale={{ emptyText: '还没有改过价格' }}
        columns={[
          { title: '时间', dataIndex: 'At', render: beijing, width: 150 },
          { title: '操作人', dataIndex: 'AccountName', width: 100 },
          { title: '售价（元）', render: (_v, c) => arrow(yuan(c.OldPrice), yuan(c.NewPrice)) },
          { title: '原价（元）', render: (_v, c) => arrow(yuan(c.OldOriginalPrice), yuan(c.NewOriginalPrice)) },
          {
            title: '在售',
            render: (_v, c) =>
              c.OldOnSale === c.NewOnSale ? saleName(c.NewOnSale) : <Tag color="orange">{arrow(saleName(c.OldOnSale), saleName(c.NewOnSale))}</Tag>,
          },
        ]}
      />
    </Modal>
  )
}
