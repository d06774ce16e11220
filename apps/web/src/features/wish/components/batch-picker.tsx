import { List, Tag } from 'antd-mobile'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { profileTitle } from '../model/profile-scope.ts'
import { rememberBatch, useCurrentBatch } from '../model/use-current-batch.ts'

/** 批次选择: the policy's batches for the candidate, with control lines and why a batch is closed. */
export function BatchPicker() {
  const { batches, batch, isLoading, hasProfile, profile } = useCurrentBatch()
  if (isLoading) return <LoadingPlaceholder />
  if (!hasProfile || !profile) return <EmptyPage text="请先填写高考成绩" />
  return (
    <List header={<span data-testid="profile-title">{`${profileTitle(profile)} · 选择填报批次`}</span>}>
      {batches.map((b) => (
        <List.Item
          key={b.BatchId}
          disabled={!b.IsAvailable}
          data-testid={`batch-${b.BatchId}`}
          description={
            b.IsAvailable
              ? `${b.FillingModeName} · 最多${b.MaxWishes}个志愿${b.ControlLine !== null ? ` · 批次线${b.ControlLine}分${b.ControlLineYear !== null ? `（${b.ControlLineYear}年）` : ''}` : ''} · ${b.UnitCount ? `${b.UnitCount}个可查单位` : '暂无往年数据'}`
              : b.Reason
          }
          extra={batch?.BatchId === b.BatchId ? <Tag color="primary">当前</Tag> : null}
          onClick={() => {
            if (!b.IsAvailable) return
            rememberBatch(profile, b.BatchId)
            openPage(paths.collegeFirst, { replace: true })
          }}
        >
          {b.BatchName}
        </List.Item>
      ))}
    </List>
  )
}
