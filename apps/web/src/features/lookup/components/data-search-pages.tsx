import { SearchBar } from 'antd-mobile'
import { useState } from 'react'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { usePagedLookup } from '../api/lookup-queries.ts'
import { useUserProvinceId } from '../utils/lookup-params.ts'
import { ChipGroup, ProvincePicker } from './province-picker.tsx'
import { QualityTag } from './quality-tag.tsx'
import { SchoolRow } from './school-row.tsx'
import { PlanRowView, SchoolPlanTab } from './school-detail-tabs.tsx'
import { SchoolLinesTab, SchoolMajorLinesTab } from './school-lines-tab.tsx'
import './lookup.css'

export type DataKind = 'admission' | 'plan'
const routes = {
  admission: { school: paths.enrollDataSchool, major: paths.enrollDataSearch },
  plan: { school: paths.enrollmentPlanSchool, major: paths.enrollmentPlanSearch },
} as const

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

/** searchschool: search a college, then its admission data or plans in the province. */
export function DataSchoolPage({ kind, provinceId, schoolId }: { kind: DataKind; provinceId: number; schoolId: string }) {
  const [keyword, setKeyword] = useState('')
  const q = keyword.trim()
  const list = usePagedLookup('School/SchoolListBySchoolName', { SchoolName: q }, q.length > 0 && !schoolId)
  if (schoolId)
    return (
      <div className="gk-lk">
        {kind === 'plan' ? (
          <SchoolPlanTab schoolId={schoolId} provinceId={provinceId} />
        ) : (
          <>
            <SchoolLinesTab schoolId={schoolId} provinceId={provinceId} />
            <SchoolMajorLinesTab schoolId={schoolId} provinceId={provinceId} />
          </>
        )}
      </div>
    )
  return (
    <div className="gk-lk">
      <div className="gk-lk-toolbar">
        <div style={{ flex: 1 }}>
          <SearchBar placeholder="输入院校名称或拼音首字母" onChange={setKeyword} autoFocus />
        </div>
      </div>
      {!q ? (
        <EmptyPage text="输入院校名称开始查询" />
      ) : list.query.isPending ? (
        <LoadingPlaceholder />
      ) : (
        <InfiniteList
          items={list.items}
          getKey={(s) => s.SchoolId}
          emptyText="没有找到相关院校"
          hasMore={Boolean(list.query.hasNextPage)}
          loadMore={() => list.query.fetchNextPage()}
          renderItem={(s) => (
            <SchoolRow school={s} onOpen={() => openPage(routes[kind].school, { query: { ProvinceId: String(provinceId), id: s.SchoolId } })} />
          )}
        />
      )}
    </div>
  )
}

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
