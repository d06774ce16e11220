import { Button, Image } from 'antd-mobile'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useCareerShelf } from '../api/career-resources.ts'
import { mediaSrc, openResource } from './career-shelf-parts.tsx'
import './career.css'

/** video-source/index: featured career videos and the way to the full list. */
export function CareerVideoIndexPage() {
  const shelf = useCareerShelf('career-video', 4)
  if (shelf.isPending) return <LoadingPlaceholder />
  const items = shelf.data?.List ?? []
  return (
    <div className="gk-cr">
      <section className="gk-cr-banner">
        <h2>生涯视频</h2>
        <p>走近职业与专业，看看他们每天在做什么</p>
      </section>
      <section className="gk-cr-videogrid">
        {items.map((r) => (
          <button key={r.ID} type="button" onClick={() => openResource(r)}>
            {r.Cover ? <Image src={mediaSrc(r.Cover)} height={96} fit="cover" /> : null}
            <b>{r.Title}</b>
            <span className="gk-cr-muted">{Math.round(r.Duration / 60) || 1} 分钟</span>
          </button>
        ))}
      </section>
      {items.length === 0 ? <EmptyPage /> : null}
      <div className="gk-cr-actions">
        <Button block color="primary" fill="outline" onClick={() => openPage(paths.careerVideoList)}>
          全部视频
        </Button>
      </div>
    </div>
  )
}
