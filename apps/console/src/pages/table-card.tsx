import type { WishTableDetail } from '@gk/contract'
import { Alert, Card, List, Table, Tag } from 'antd'
import { chanceText, labelOf, tierTag } from './wish-format.tsx'

/** A saved table with the student's analysis: the student's own, or the one the expert delivered. */
export function TableCard({ title, table, testId }: { title: string; table: WishTableDetail; testId: string }) {
  return (
    <Card size="small" title={`${title}：${table.Name}（${table.BatchName}，${table.WishCount}个志愿）`} data-testid={testId}>
      <Alert type="info" showIcon message={table.Analysis.Summary} style={{ marginBottom: 8 }} />
      <Table
        size="small"
        pagination={false}
        rowKey={(w) => w.UnitId}
        dataSource={table.Wishes.map((w, i) => ({ ...w, Landing: table.Analysis.Landing[i] }))}
        columns={[
          { title: '#', width: 36, render: (_v, _w, i) => i + 1 },
          { title: '志愿', render: (_v, w) => labelOf(w) },
          { title: '梯度', width: 64, render: (_v, w) => tierTag(w.Row?.Tier, w.Row?.TierName ?? '') },
          { title: '录取概率', width: 76, render: (_v, w) => chanceText(w.Row?.Probability) },
          { title: '落点', width: 60, render: (_v, w) => (w.Landing ? `${Math.round(w.Landing.Landing * 100)}%` : '—') },
        ]}
      />
      <List
        size="small"
        header="引擎检查"
        dataSource={table.Analysis.Findings}
        locale={{ emptyText: '未发现问题' }}
        renderItem={(f) => {
          const wish = f.Position ? table.Wishes[f.Position - 1] : undefined
          return (
            <List.Item>
              <Tag color={f.Severity === 'fatal' ? 'red' : f.Severity === 'serious' ? 'orange' : 'gold'}>
                {f.Position ? `第${f.Position}志愿${wish ? ` ${labelOf(wish)}` : ''}` : '整体'}
              </Tag>
              {f.Message}
            </List.Item>
          )
        }}
      />
    </Card>
  )
}
