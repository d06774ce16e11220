import { Button } from 'antd-mobile'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { useCareerResource } from '../api/career-resources.ts'
import { PdfViewer } from './pdf-viewer.tsx'
import { mediaSrc } from './career-shelf-parts.tsx'
import './career.css'

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
