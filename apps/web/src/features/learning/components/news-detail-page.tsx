import { useEffect } from 'react'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { useCountNewsClick, useNewsDetail } from '../api/news.ts'
import { formatDay, metaLine } from '../utils/format.ts'
import { RichText } from './rich-text.tsx'
import './learning.css'

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
      <p className="gk-learn-muted" data-testid="news-meta">
        {metaLine(n.CategoryName, n.Source, formatDay(n.PublishedAt), `${n.ClickNum} 阅读`)}
      </p>
      <RichText html={n.Content} />
    </article>
  )
}
