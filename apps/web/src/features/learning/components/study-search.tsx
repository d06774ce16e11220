import { SearchBar } from 'antd-mobile'
import { useState } from 'react'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { useResourceSearch } from '../api/catalog.ts'
import { ResourceCard } from './cards.tsx'
import { type StudyTrack, openDetail } from './study-parts.tsx'
import './learning.css'

export function StudySearch({ track }: { track: StudyTrack }) {
  const [keyword, setKeyword] = useState('')
  const results = useResourceSearch({ Track: track, Keyword: keyword })
  const items = results.data?.pages.flatMap((p) => p.List) ?? []
  return (
    <div className="gk-learn">
      <SearchBar
        placeholder={track === 'drill' ? '如：站军姿、正步、叠被子' : '如：位次、选科、错题本'}
        onSearch={(v) => setKeyword(v.trim())}
        onClear={() => setKeyword('')}
        autoFocus
      />
      {!keyword ? (
        <EmptyPage text="输入关键词后搜索" />
      ) : results.isPending ? (
        <LoadingPlaceholder />
      ) : (
        <InfiniteList
          items={items}
          getKey={(r) => r.ID}
          renderItem={(r) => <ResourceCard resource={r} onOpen={openDetail(track)} />}
          hasMore={Boolean(results.hasNextPage)}
          loadMore={() => results.fetchNextPage()}
          emptyText="没有找到相关内容"
        />
      )}
    </div>
  )
}
