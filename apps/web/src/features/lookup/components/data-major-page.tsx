import { SearchBar } from 'antd-mobile'
import { useState } from 'react'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { usePagedLookup } from '../api/lookup-queries.ts'
import { ChipGroup } from './province-picker.tsx'
import { QualityTag } from './quality-tag.tsx'
import { PlanRowView } from './school-detail-tabs.tsx'
import type { DataKind } from './data-search-parts.tsx'
import './lookup.css'

/** searchEnrollment: results (or plans) of a major name across the province's colleges, newest year first. */
export function DataMajorPage({ kind, provinceId }: { kind: DataKind; provinceId: number }) {
  const [keyword, setKeyword] = useState('')
  const [year, setYear] = useState<number>()
  const q = keyword.trim()
  const admissions = usePagedLookup(
    'Public/AdmissionResultSearch',
    { ProvinceId: provinceId, SpecialtyName: q, Year: year },
    kind === 'admission' && q.length > 0,
  )
  const plans = usePagedLookup('Public/EnrollmentPlan', { ProvinceId: provinceId, SpecialtyName: q, Year: year }, kind === 'plan' && q.length > 0)
  const active = kind === 'plan' ? plans : admissions
  return (
    <div className="gk-lk">
      <div className="gk-lk-toolbar">
        <div style={{ flex: 1 }}>
          <SearchBar placeholder="输入专业名称，如 计算机" onChange={(v) => (setKeyword(v), setYear(undefined))} autoFocus />
        </div>
      </div>
      {q && active.first ? (
        <div className="gk-lk-toolbar">
          <ChipGroup label="年份" options={active.first.Years} value={active.first.Year ?? undefined} onChange={setYear} />
          {'Freshness' in active.first ? (
            <p className="gk-lk-muted" data-testid="search-freshness">
              {active.first.Freshness}
            </p>
          ) : null}
        </div>
      ) : null}
      {!q ? (
        <EmptyPage text="输入专业名称开始查询" />
      ) : active.query.isPending ? (
        <LoadingPlaceholder />
      ) : kind === 'plan' ? (
        <section className="gk-lk-section">
          <InfiniteList
            items={plans.items}
            getKey={(r, i) => `${r.SchoolName}-${r.SpecialtyName}-${i}`}
            emptyText="该省份暂无相关招生计划"
            hasMore={Boolean(plans.query.hasNextPage)}
            loadMore={() => plans.query.fetchNextPage()}
            renderItem={(r) => <PlanRowView row={r} showSchool />}
          />
        </section>
      ) : (
        <section className="gk-lk-section">
          <InfiniteList
            items={admissions.items}
            getKey={(r, i) => `${r.SchoolName}-${r.SpecialtyName}-${i}`}
            emptyText="该省份暂无相关录取数据"
            hasMore={Boolean(admissions.query.hasNextPage)}
            loadMore={() => admissions.query.fetchNextPage()}
            renderItem={(r) => (
              <div className="gk-lk-row" style={{ padding: '8px 0' }}>
                <div className="gk-lk-row__body" style={{ flex: 1 }}>
                  <strong>{r.SchoolName}</strong>
                  <span>{r.SpecialtyName}</span>
                  <span className="gk-lk-muted">
                    {r.Year} · {r.SubjectType} · {r.Batch}
                  </span>
                </div>
                <div style={{ textAlign: 'right' }}>
                  <div>{r.MinScore ?? '—'}分</div>
                  <div className="gk-lk-muted">位次 {r.MinRank ?? '—'}</div>
                  <QualityTag quality={r.Quality} source={r.Source} />
                </div>
              </div>
            )}
          />
        </section>
      )}
    </div>
  )
}
