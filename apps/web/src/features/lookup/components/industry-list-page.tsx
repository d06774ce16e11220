import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useLookup } from '../api/lookup-queries.ts'
import { CareerRow } from './career-parts.tsx'
import './lookup.css'

/** industryList: GB/T 4754 sections, drilling down by code. */
export function IndustryListPage({ code, name }: { code: string; name: string }) {
  const list = useLookup('Career/IndustryList', { ParentCode: code || undefined })
  if (list.isPending) return <LoadingPlaceholder />
  if (!list.data?.length) return <EmptyPage />
  return (
    <div className="gk-lk">
      <section className="gk-lk-section">
        <h3>{name || '国民经济行业门类'}</h3>
        {list.data.map((o) => (
          <CareerRow key={o.Code} item={o} onOpen={() => openPage(paths.industryDetails, { query: { code: o.Code } })} />
        ))}
        <p className="gk-lk-source">分类依据 GB/T 4754-2017《国民经济行业分类》；行业介绍为本应用编写。</p>
      </section>
    </div>
  )
}
