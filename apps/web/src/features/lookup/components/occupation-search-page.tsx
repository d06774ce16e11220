import { SearchBar } from 'antd-mobile'
import { useState } from 'react'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { usePagedLookup } from '../api/lookup-queries.ts'
import { CareerRow, openOccupation } from './career-parts.tsx'
import './lookup.css'

export function OccupationSearchPage() {
  const [keyword, setKeyword] = useState('')
  const q = keyword.trim()
  const list = usePagedLookup('Profession/ProfessionSearchByName', { Keyword: q }, q.length > 0)
  return (
    <div className="gk-lk">
      <div className="gk-lk-toolbar">
        <div style={{ flex: 1 }}>
          <SearchBar placeholder="输入职业名称" onChange={setKeyword} autoFocus />
        </div>
      </div>
      {!q ? (
        <EmptyPage text="输入关键词搜索职业" />
      ) : list.query.isPending ? (
        <LoadingPlaceholder />
      ) : (
        <InfiniteList
          items={list.items}
          getKey={(o) => o.Code}
          emptyText="没有找到相关职业"
          hasMore={Boolean(list.query.hasNextPage)}
          loadMore={() => list.query.fetchNextPage()}
          renderItem={(o) => <CareerRow item={o} onOpen={() => openOccupation(o)} />}
        />
      )}
    </div>
  )
}
