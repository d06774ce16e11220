import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { useLookup } from '../api/lookup-queries.ts'
import { CareerRow, openOccupation } from './career-parts.tsx'
import './lookup.css'

/** occupationList: the children of one group (drill down), or all detailed occupations under it. */
export function OccupationListPage({ code, name }: { code: string; name: string }) {
  const children = useLookup('Profession/CategoryList', { ParentCode: code }, code.length > 0)
  if (children.isPending) return <LoadingPlaceholder />
  if (!children.data?.length) return <EmptyPage />
  return (
    <div className="gk-lk">
      <section className="gk-lk-section">
        <h3>{name}</h3>
        {children.data.map((o) => (
          <CareerRow key={o.Code} item={o} onOpen={() => openOccupation(o)} />
        ))}
      </section>
    </div>
  )
}
