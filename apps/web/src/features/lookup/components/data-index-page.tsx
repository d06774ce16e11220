import { useState } from 'react'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { usePagedLookup } from '../api/lookup-queries.ts'
import { useUserProvinceId } from '../utils/lookup-params.ts'
import { ProvincePicker } from './province-picker.tsx'
import { PlanRowView } from './school-detail-tabs.tsx'
import { type DataKind, routes } from './data-search-parts.tsx'
import './lookup.css'

/** enrollData/index and enrollmentplan/enrollmentplan: pick the province, then search by college or by major. */
export function DataIndexPage({ kind }: { kind: DataKind }) {
  const [provinceId, setProvinceId] = useState(useUserProvinceId())
  const query = { ProvinceId: String(provinceId) }
  const plan = usePagedLookup('Public/EnrollmentPlan', { ProvinceId: provinceId }, kind === 'plan')
  return (
    <div className="gk-lk">
      <div className="gk-lk-toolbar">
        <ProvincePicker value={provinceId} onChange={setProvinceId} label="生源地" />
      </div>
      <section className="gk-lk-section gk-lk-grid">
        <button type="button" className="gk-lk-card" onClick={() => openPage(routes[kind].school, { query })}>
          <strong>按院校查</strong>
          <div className="gk-lk-muted">{kind === 'plan' ? '某所院校在本省的招生计划' : '某所院校历年的录取分数'}</div>
        </button>
        <button type="button" className="gk-lk-card" onClick={() => openPage(routes[kind].major, { query })}>
          <strong>按专业查</strong>
          <div className="gk-lk-muted">{kind === 'plan' ? '哪些院校在本省招这个专业' : '各院校该专业的录取分数'}</div>
        </button>
      </section>
      {kind === 'plan' ? (
        <section className="gk-lk-section">
          <h3>{plan.first?.Year ? `${plan.first.Year}年本省招生计划` : '本省招生计划'}</h3>
          {plan.query.isPending ? (
            <LoadingPlaceholder />
          ) : (
            <InfiniteList
              items={plan.items}
              getKey={(r, i) => `${r.SchoolName}-${r.SpecialtyName}-${i}`}
              emptyText="该省份暂无招生计划数据"
              hasMore={Boolean(plan.query.hasNextPage)}
              loadMore={() => plan.query.fetchNextPage()}
              renderItem={(r) => <PlanRowView row={r} showSchool />}
            />
          )}
        </section>
      ) : (
        <p className="gk-lk-source" style={{ padding: '0 16px' }}>
          录取数据按年份、科类列出，每个数字标明年份、来源与数据性质（官方 / 第三方整理 / 由一分一段推算）。
        </p>
      )}
    </div>
  )
}
