import { Image } from 'antd-mobile'
import type { ResourceSummary, ResourceTrack } from '@gk/contract'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { useCareerShelf } from '../api/career-resources.ts'
import { mediaSrc, openResource } from './career-shelf-parts.tsx'
import './career.css'

const typeLabel: Record<string, string> = { video: '视频', document: 'PDF', article: '图文' }

function ResourceRow({ r }: { r: ResourceSummary }) {
  return (
    <button type="button" className="gk-cr-resource" onClick={() => openResource(r)}>
      {r.Cover ? <Image src={mediaSrc(r.Cover)} width={88} height={66} fit="cover" style={{ borderRadius: 6 }} /> : null}
      <span className="gk-cr-resource-body">
        <b>{r.Title}</b>
        <span className="gk-cr-muted gk-cr-clamp">{r.Summary}</span>
        <span className="gk-cr-muted">
          {typeLabel[r.ResourceType] ?? ''} · {r.Grade} · {r.ViewCount} 次阅读{r.Locked ? ' · 会员' : ''}
        </span>
      </span>
    </button>
  )
}

export type CareerShelfProps = { track: ResourceTrack; intro: string }

/** One career shelf: book list, stories, cases, lesson plans, courseware or videos. */
export function CareerShelfPage({ track, intro }: CareerShelfProps) {
  const shelf = useCareerShelf(track)
  if (shelf.isPending) return <LoadingPlaceholder />
  const items = shelf.data?.List ?? []
  return (
    <div className="gk-cr">
      <p className="gk-cr-intro">{intro}</p>
      {items.length === 0 ? <EmptyPage /> : null}
      <section className="gk-cr-card gk-cr-shelf" data-testid={`shelf-${track}`}>
        {items.map((r) => (
          <ResourceRow key={r.ID} r={r} />
        ))}
      </section>
    </div>
  )
}
