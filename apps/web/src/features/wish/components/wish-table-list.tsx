import { List, SwipeAction } from 'antd-mobile'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useDeleteWish, useWishList } from '../api/wish-queries.ts'
import { useCurrentBatch } from '../model/use-current-batch.ts'
import { useForecastAccess } from '../model/use-forecast-access.ts'
import { AutoTableEntry } from './auto-table-entry.tsx'
import './wish.css'

const modeNames = { 'major-group': '院校专业组', major: '专业+院校', school: '院校' } as const

/** 我的志愿表: every saved table, newest first; swipe to delete. */
export function WishTableList() {
  const list = useWishList()
  const remove = useDeleteWish()
  const { batch } = useCurrentBatch()
  const isForecast = useForecastAccess()
  if (list.isLoading) return <LoadingPlaceholder />
  // a table for the current batch in one tap, whether or not one is saved already
  const generate = batch ? (
    <div className="gk-auto-entry gk-auto-entry--slim">
      <AutoTableEntry batch={batch} isForecast={isForecast} text={`一键生成${batch.BatchName}志愿表`} fill={list.data?.length ? 'outline' : 'solid'} />
    </div>
  ) : null
  if (!list.data?.length) {
    return (
      <>
        <EmptyPage text="还没有保存的志愿表" />
        {generate}
      </>
    )
  }
  return (
    <>
      {generate}
      <List>
        {list.data.map((t) => (
          <SwipeAction
            key={t.WishId}
            rightActions={[{ key: 'delete', text: '删除', color: 'danger', onClick: () => remove.mutate({ WishId: t.WishId, Version: t.Version }) }]}
          >
            <List.Item
              data-testid="wish-table-item"
              onClick={() => openPage(t.FillingMode === 'major-group' ? paths.newExamWishDetails : paths.volunteerDetail, { query: { id: String(t.WishId) } })}
              description={`${t.ProvinceName} ${t.Year} · ${t.BatchName} · ${modeNames[t.FillingMode]} · ${t.Score}分${t.Rank ? ` / ${t.Rank.toLocaleString('en-US')}名` : ''} · ${t.WishCount}个志愿 · ${new Date(t.UpdatedAt).toLocaleString('zh-CN', { hour12: false })}`}
            >
              {t.Name}
            </List.Item>
          </SwipeAction>
        ))}
      </List>
    </>
  )
}
