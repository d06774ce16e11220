import { Button } from 'antd-mobile'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { useResource } from '../api/catalog.ts'
import { mediaSrc } from '../utils/format.ts'
import { RichText } from './rich-text.tsx'
import { useProgressSaver } from './use-progress-saver.ts'
import { VideoPlayer } from './video-player.tsx'
import './learning.css'

/** A study resource: a video (progress saved), a PDF document or an article. */
export function StudyDetail({ id }: { id: number }) {
  const resource = useResource(id)
  const saver = useProgressSaver(resource.data?.ResourceType === 'video' ? id : 0)
  if (resource.isPending) return <LoadingPlaceholder />
  if (!resource.data) return <EmptyPage text="内容不存在或需开通会员" />
  const r = resource.data
  return (
    <div className="gk-learn">
      {r.ResourceType === 'video' && r.MediaUrl ? (
        <div className="gk-learn-player">
          <VideoPlayer url={r.MediaUrl} mediaType={r.MediaType} poster={r.Cover} startAt={r.Position} onProgress={saver.onProgress} onPause={saver.onPause} />
        </div>
      ) : null}
      <section className="gk-learn-section">
        <h3>{r.Title}</h3>
        <p className="gk-learn-muted">{[r.Grade, r.Subject, `${r.ViewCount} 次学习`].filter(Boolean).join(' · ')}</p>
        {r.AttachmentUrl ? (
          <Button block color="primary" fill="outline" onClick={() => void window.open(mediaSrc(r.AttachmentUrl), '_blank', 'noopener')}>
            打开文档（PDF）
          </Button>
        ) : null}
        {r.Content ? <RichText html={r.Content} /> : <p className="gk-learn-rich">{r.Summary}</p>}
      </section>
    </div>
  )
}
