import { Tabs } from 'antd-mobile'
import { useState } from 'react'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { useLiveSchedule } from '../api/learning.ts'
import { LiveRow } from './live-parts.tsx'
import './learning.css'

function Schedule({ scope }: { scope: 'today' | 'all' }) {
  const list = useLiveSchedule(scope)
  if (list.isPending) return <LoadingPlaceholder />
  const items = list.data?.pages.flatMap((p) => p.List) ?? []
  return (
    <InfiniteList
      items={items}
      getKey={(s) => s.ID}
      renderItem={(s) => <LiveRow session={s} />}
      hasMore={Boolean(list.hasNextPage)}
      loadMore={() => list.fetchNextPage()}
      emptyText="今天暂无直播"
    />
  )
}

/** The live classroom: live now first, then upcoming, then replays. */
export function LiveSchedulePage() {
  const [scope, setScope] = useState<'today' | 'all'>('today')
  return (
    <div className="gk-learn">
      <Tabs activeKey={scope} onChange={(k) => setScope(k === 'all' ? 'all' : 'today')}>
        <Tabs.Tab title="今日直播" key="today" />
        <Tabs.Tab title="全部课表" key="all" />
      </Tabs>
      <Schedule scope={scope} />
    </div>
  )
}
