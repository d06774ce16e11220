import type { NewsSummary } from '@gk/contract'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { formatDay, mediaSrc, metaLine } from '../utils/format.ts'
import './learning.css'

export const openNews = (id: number) => openPage(paths.informationDetail, { query: { id: String(id) } })

export function NewsRow({ news }: { news: NewsSummary }) {
  return (
    <div className="gk-learn-row" role="button" tabIndex={0} onClick={() => openNews(news.ID)}>
      <div className="gk-learn-row__body">
        <div className="gk-learn-row__title">{news.Title}</div>
        <div className="gk-learn-row__line">{news.Summary}</div>
        <div className="gk-learn-muted">{metaLine(news.CategoryName, formatDay(news.PublishedAt), `${news.ClickNum} 阅读`)}</div>
      </div>
      {news.Cover ? <img className="gk-learn-row__thumb" src={mediaSrc(news.Cover)} alt="" loading="lazy" /> : null}
    </div>
  )
}
