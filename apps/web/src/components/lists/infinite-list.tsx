import { InfiniteScroll } from 'antd-mobile'
import type { ReactNode } from 'react'
import { REACH_BOTTOM_DISTANCE } from '@gk/contract'
import { EmptyPage } from '../feedback/empty-page.tsx'

export type InfiniteListProps<T> = {
  items: readonly T[]
  renderItem: (item: T, index: number) => ReactNode
  getKey: (item: T, index: number) => string | number
  hasMore: boolean
  loadMore: () => Promise<unknown>
  emptyText?: string
}

/** A list that loads the next page when scrolled within 10 px of the bottom. */
export function InfiniteList<T>({ items, renderItem, getKey, hasMore, loadMore, emptyText }: InfiniteListProps<T>) {
  return (
    <>
      {items.length === 0 && !hasMore ? (
        <EmptyPage text={emptyText} />
      ) : (
        items.map((item, index) => <div key={getKey(item, index)}>{renderItem(item, index)}</div>)
      )}
      <InfiniteScroll
        threshold={REACH_BOTTOM_DISTANCE}
        hasMore={hasMore}
        loadMore={async () => {
          await loadMore()
        }}
      >
        {(more: boolean, failed: boolean, retry: () => void) =>
          failed ? <span onClick={retry}>加载失败，点击重试</span> : more ? '加载中...' : items.length > 0 ? '没有更多了' : null
        }
      </InfiniteScroll>
    </>
  )
}
