import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useNewsHot } from '../api/news.ts'
import { NewsRow } from './news-parts.tsx'
import './learning.css'

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
