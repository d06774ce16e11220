import { Tabs } from 'antd-mobile'
import { useEffect, useState } from 'react'
import type { NewsSummary } from '@gk/contract'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useCountNewsClick, useNewsCategories, useNewsDetail, useNewsHot, useNewsList } from '../api/news.ts'
import { formatDay, mediaSrc } from '../utils/format.ts'
import { RichText } from './rich-text.tsx'
import './learning.css'

const openNews = (id: number) => openPage(paths.informationDetail, { query: { id: String(id) } })

function NewsRow({ news }: { news: NewsSummary }) {
  return (
    <div className="gk-learn-row" role="button" tabIndex={0} onClick={() => openNews(news.ID)}>
      <div className="gk-learn-row__body">
        <div className="gk-learn-row__title">{news.Title}</div>
        <div className="gk-learn-row__line">{news.Summary}</div>
        <div className="gk-learn-muted">
          {news.CategoryName} · {formatDay(news.PublishedAt)} · {news.ClickNum} 阅读
        </div>
      </div>
      {news.Cover ? <img className="gk-learn-row__thumb" src={mediaSrc(news.Cover)} alt="" loading="lazy" /> : null}
    </div>
  )
}

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

export function NewsDetailPage({ id }: { id: number }) {
  const detail = useNewsDetail(id)
  const count = useCountNewsClick()
  const { mutate } = count
  useEffect(() => {
    if (id > 0) mutate(id)
  }, [id, mutate])
  if (detail.isPending) return <LoadingPlaceholder />
  if (!detail.data) return <EmptyPage text="资讯不存在或已下架" />
  const n = detail.data
  return (
    <article className="gk-learn gk-learn-article">
      <h2>{n.Title}</h2>
      <p className="gk-learn-muted">
        {n.Source} · {formatDay(n.PublishedAt)} · {n.ClickNum} 阅读
      </p>
      <RichText html={n.Content} />
    </article>
  )
}

/** A few hot articles for another page (e.g. the home tab's news section), linking to the list. */
export function NewsTeaser() {
  const hot = useNewsHot()
  if (!hot.data?.length) return null
  return (
    <div className="gk-learn-teaser">
      {hot.data.slice(0, 3).map((n) => (
        <NewsRow key={n.ID} news={n} />
      ))}
      <button type="button" className="gk-learn-more" onClick={() => openPage(paths.information)}>
        更多资讯 ›
      </button>
    </div>
  )
}
