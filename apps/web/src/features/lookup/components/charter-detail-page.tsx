import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { useLookup } from '../api/lookup-queries.ts'
import './lookup.css'

/** constitutionDetails: a stored admission charter (plain text; operator content). */
export function CharterDetailPage({ id }: { id: number }) {
  const res = useLookup('School/SchoolConstitutionInfo', { ID: id }, id > 0)
  if (res.isPending && id > 0) return <LoadingPlaceholder />
  if (!res.data) return <EmptyPage text="招生章程不存在" />
  const c = res.data
  return (
    <article className="gk-lk-section">
      <h2 style={{ fontSize: 18 }}>{c.Title}</h2>
      <p className="gk-lk-muted">
        {c.SchoolName} · {c.Year}年
      </p>
      <div style={{ whiteSpace: 'pre-wrap', lineHeight: 1.7 }}>{c.Content.replace(/<[^>]*>/g, '')}</div>
    </article>
  )
}
