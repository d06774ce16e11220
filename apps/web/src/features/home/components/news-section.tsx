import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { useLatestNews } from '../api/home-queries.ts'
import './home.css'

export type NewsSectionProps = { title: string; onOpen: (id: number) => void; onMore?: (() => void) | undefined }

/** The newest articles (served by the learning feature's news calls). */
export function NewsSection({ title, onOpen, onMore }: NewsSectionProps) {
  const news = useLatestNews()
  const list = news.data?.List ?? []
  return (
    <section className="gk-section">
      <h2 className="gk-section__title">
        {title}
        {onMore ? (
          <button type="button" className="gk-home-more" onClick={onMore}>
            更多 ›
          </button>
        ) : null}
      </h2>
      {news.isPending ? null : list.length === 0 ? (
        <EmptyPage />
      ) : (
        <ul className="gk-home-news">
          {list.map((n) => (
            <li key={n.ID}>
              <button type="button" onClick={() => onOpen(n.ID)}>
                <span className="gk-home-news__title">{n.Title}</span>
                <span className="gk-home-news__meta">{[n.CategoryName, n.PublishedAt.slice(0, 10)].filter(Boolean).join(' · ')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
