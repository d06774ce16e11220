import { Tabs } from 'antd-mobile'
import { useState } from 'react'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { useNewsCategories, useNewsHot, useNewsList } from '../api/news.ts'
import { NewsRow, openNews } from './news-parts.tsx'
import './learning.css'

/** News: hot list on top, then the newest by category. */
export function NewsListPage() {
  const categories = useNewsCategories()
  const hot = useNewsHot()
  const [active, setActive] = useState('all')
  const list = useNewsList(active === 'all' ? undefined : Number(active))
  const items = list.data?.pages.flatMap((p) => p.List) ?? []
  return (
    <div className="gk-learn">
      {hot.data?.length ? (
        <section className="gk-learn-section gk-learn-hot">
          <h3>热门资讯</h3>
          <ol>
            {hot.data.map((n) => (
              <li key={n.ID} role="button" onClick={() => openNews(n.ID)}>
                {n.Title}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <Tabs activeKey={active} onChange={setActive}>
        <Tabs.Tab title="全部" key="all" />
        {(categories.data ?? []).map((c) => (
          <Tabs.Tab title={c.Name} key={String(c.ID)} />
        ))}
      </Tabs>
      {list.isPending ? (
        <LoadingPlaceholder />
      ) : (
        <InfiniteList
          items={items}
          getKey={(n) => n.ID}
          renderItem={(n) => <NewsRow news={n} />}
          hasMore={Boolean(list.hasNextPage)}
          loadMore={() => list.fetchNextPage()}
        />
      )}
    </div>
  )
}
