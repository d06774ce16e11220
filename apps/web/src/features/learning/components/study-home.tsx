import { Button } from 'antd-mobile'
import { FilterOutline } from 'antd-mobile-icons'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { useResourceList } from '../api/catalog.ts'
import { ResourceCard } from './cards.tsx'
import { type StudyFilter, type StudyTrack, TYPES, openDetail, routes, toQuery } from './study-parts.tsx'
import './learning.css'

/** Online or military-training study: search, filters, then the resources. */
export function StudyHome({ track, filter }: { track: StudyTrack; filter: StudyFilter }) {
  const list = useResourceList({
    Track: track,
    Grade: filter.grade,
    Subject: filter.subject,
    ResourceType: filter.type,
  })
  const items = list.data?.pages.flatMap((p) => p.List) ?? []
  const chips = [filter.grade, filter.subject, TYPES.find((t) => t.value === filter.type)?.label].filter(Boolean)
  return (
    <div className="gk-learn">
      <div className="gk-learn-searchrow">
        <div className="gk-learn-searchrow__fake" role="search" onClick={() => openPage(routes[track].search)}>
          {track === 'drill' ? '搜索军训课程' : '搜索学习资源'}
        </div>
        <Button size="small" fill="none" onClick={() => openPage(routes[track].filter, { query: toQuery(filter) })}>
          <FilterOutline /> 筛选
        </Button>
      </div>
      {chips.length > 0 ? <p className="gk-learn-muted">已筛选：{chips.join(' · ')}</p> : null}
      {list.isPending ? (
        <LoadingPlaceholder />
      ) : (
        <InfiniteList
          items={items}
          getKey={(r) => r.ID}
          renderItem={(r) => <ResourceCard resource={r} onOpen={openDetail(track)} />}
          hasMore={Boolean(list.hasNextPage)}
          loadMore={() => list.fetchNextPage()}
        />
      )}
    </div>
  )
}
