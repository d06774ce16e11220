import { Button, Image } from 'antd-mobile'
import type { ResourceSummary, ResourceTrack } from '@gk/contract'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { apiBaseUrl } from '../../../config/env.ts'
import { paths, type AppPath } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useCareerResource, useCareerShelf } from '../api/career-resources.ts'
import { PdfViewer } from './pdf-viewer.tsx'
import './career.css'

const mediaSrc = (url: string) => (!url || /^https?:\/\//.test(url) ? url : `${apiBaseUrl()}${url}`)

/** Videos play on play-detail; everything else (books, stories, cases, lesson plans, PDFs) on documentDetail. */
export const openResource = (r: Pick<ResourceSummary, 'ID' | 'ResourceType'>) =>
  openPage(r.ResourceType === 'video' ? paths.careerVideoPlay : paths.careerCaseDetail, { query: { id: String(r.ID) } })

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

/** careerCase/documentDetail: an article, or a PDF shown in the page's viewer. */
export function CareerDocumentPage({ id }: { id: number }) {
  const res = useCareerResource(id)
  if (res.isPending) return <LoadingPlaceholder />
  if (!res.data) return <EmptyPage text="内容不存在或需开通会员" />
  const r = res.data
  const pdf = r.AttachmentUrl ? mediaSrc(r.AttachmentUrl) : ''
  return (
    <div className="gk-cr">
      <article className="gk-cr-card gk-cr-article">
        <h2>{r.Title}</h2>
        <p className="gk-cr-muted">{[r.Grade, r.Subject, r.Author, `${r.ViewCount} 次阅读`].filter(Boolean).join(' · ')}</p>
        {r.Summary ? <p className="gk-cr-summary">{r.Summary}</p> : null}
        {r.Content ? <div className="gk-cr-rich" dangerouslySetInnerHTML={{ __html: r.Content }} /> : null}
      </article>
      {pdf ? (
        <section className="gk-cr-card">
          <h3>文档</h3>
          <PdfViewer url={pdf} title={r.Title} />
          <Button block color="primary" fill="outline" onClick={() => void window.open(pdf, '_blank', 'noopener')}>
            在浏览器中打开 PDF
          </Button>
        </section>
      ) : null}
    </div>
  )
}

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

const hubTiles: { path: AppPath; title: string; hint: string; glyph: string; color: string }[] = [
  { path: paths.careerBooks, title: '推荐书单', hint: '每本都写了为什么读', glyph: '书', color: '#3686E2' },
  { path: paths.careerStories, title: '生涯故事', hint: '同龄人的选择与转折', glyph: '事', color: '#FF8F1F' },
  { path: paths.careerCases, title: '生涯案例', hint: '选科与志愿的真实思路', glyph: '案', color: '#00B578' },
  { path: paths.careerVideos, title: '生涯视频', hint: '职业与专业短片', glyph: '视', color: '#F05A5A' },
  { path: paths.careerTeachplans, title: '生涯教案', hint: '班会课直接可用', glyph: '教', color: '#722ED1' },
  { path: paths.careerCourseware, title: '生涯课件', hint: 'PDF 课堂任务单', glyph: '件', color: '#13C2C2' },
  { path: paths.assessEnter, title: '生涯测评', hint: '兴趣、性格、人格', glyph: '测', color: '#2F54EB' },
  { path: paths.assessChoose, title: '选科测评', hint: '成绩 + 兴趣 + 可报比例', glyph: '选', color: '#EB2F96' },
]

/** learnClassroom/index: the career-planning classroom, one tile per shelf plus the assessments. */
export function LearnClassroomPage() {
  return (
    <div className="gk-cr">
      <section className="gk-cr-banner">
        <h2>生涯课堂</h2>
        <p>认识自己 · 了解专业与职业 · 做出选择</p>
      </section>
      <section className="gk-cr-hub">
        {hubTiles.map((t) => (
          <button key={t.path} type="button" onClick={() => openPage(t.path)}>
            <span className="gk-cr-glyph" style={{ background: t.color }}>
              {t.glyph}
            </span>
            <b>{t.title}</b>
            <span className="gk-cr-muted">{t.hint}</span>
          </button>
        ))}
      </section>
    </div>
  )
}
