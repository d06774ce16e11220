import { useState } from 'react'
import type { PlanRow } from '@gk/contract'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useLookup, usePagedLookup } from '../api/lookup-queries.ts'
import { ChipGroup } from './province-picker.tsx'
import { QualityTag, SourceNote } from './quality-tag.tsx'
import './lookup.css'

export function PlanRowView({ row, showSchool = false }: { row: PlanRow; showSchool?: boolean }) {
  return (
    <div className="gk-lk-row" style={{ padding: '8px 0' }}>
      <div className="gk-lk-row__body" style={{ flex: 1 }}>
        {showSchool ? <strong>{row.SchoolName}</strong> : null}
        <span>{row.SpecialtyName || row.MajorGroup || '—'}</span>
        <span className="gk-lk-muted">
          {row.Year} · {row.SubjectType} · {row.Batch}
          {row.Years ? ` · ${row.Years}年制` : ''}
          {row.Tuition ? ` · ${row.Tuition}元/年` : ''}
          {row.Requirement ? ` · 选科：${row.Requirement}` : ''}
        </span>
      </div>
      <div style={{ textAlign: 'right' }}>
        <div>{row.PlanCount ?? '—'}人</div>
        <QualityTag quality={row.Quality} source={row.Source} />
      </div>
    </div>
  )
}

/** Plans in the province (server pages), with the college's plan totals per province. */
export function SchoolPlanTab({ schoolId, provinceId }: { schoolId: string; provinceId: number }) {
  const [year, setYear] = useState<number>()
  const list = usePagedLookup('School/SchoolEnrollmentPlan', { SchoolId: schoolId, ProvinceId: provinceId, Year: year })
  const direction = useLookup('School/SchoolEnrollmentDirection', { SchoolId: schoolId })
  if (list.query.isPending) return <LoadingPlaceholder />
  return (
    <section className="gk-lk-section">
      <ChipGroup label="年份" options={list.first?.Years ?? []} value={list.first?.Year ?? undefined} onChange={setYear} />
      {list.first?.Year ? (
        <h3>
          {list.first.Year}年招生计划（共{list.first.Total}条）
        </h3>
      ) : null}
      {list.first?.Note ? <p className="gk-lk-muted">{list.first.Note}</p> : null}
      <InfiniteList
        items={list.items}
        getKey={(r, i) => `${r.SpecialtyName}-${i}`}
        emptyText="该省份暂无这所院校的招生计划"
        hasMore={Boolean(list.query.hasNextPage)}
        loadMore={() => list.query.fetchNextPage()}
        renderItem={(r) => <PlanRowView row={r} />}
      />
      {direction.data?.List.length ? (
        <>
          <h3 style={{ marginTop: 16 }}>{direction.data.Year}年各省计划人数</h3>
          <p className="gk-lk-muted">{direction.data.List.map((d) => `${d.ProvinceName.replace(/(省|市|自治区)$/u, '')} ${d.PlanCount}`).join(' · ')}</p>
        </>
      ) : null}
    </section>
  )
}

export function SchoolMajorsTab({ schoolId }: { schoolId: string }) {
  const res = useLookup('School/SchoolSpecialty', { SchoolId: schoolId })
  if (res.isPending) return <LoadingPlaceholder />
  if (!res.data?.List.length) return <EmptyPage />
  return (
    <section className="gk-lk-section">
      <div className="gk-lk-chips">
        {res.data.List.map((m) => (
          <button
            key={m.SpecialtyName}
            type="button"
            className={m.IsFirstClass ? 'gk-lk-chip gk-lk-chip--on' : 'gk-lk-chip'}
            disabled={!m.SpecialtyId}
            onClick={() => m.SpecialtyId && openPage(paths.specialityDetails, { query: { id: m.SpecialtyId } })}
          >
            {m.SpecialtyName}
            {m.IsFirstClass ? '（一流专业）' : ''}
          </button>
        ))}
      </div>
      <SourceNote sources={[res.data.Source]} />
    </section>
  )
}

export function SchoolSelectExamTab({ schoolId, provinceId }: { schoolId: string; provinceId: number }) {
  const res = useLookup('School/SchoolSelectExam', { SchoolId: schoolId, ProvinceId: provinceId })
  if (res.isPending) return <LoadingPlaceholder />
  if (!res.data?.List.length) return <EmptyPage text={res.data?.Note || '该省份暂无这所院校的选科要求数据'} />
  return (
    <section className="gk-lk-section">
      <h3>
        {res.data.List[0]?.Year}年选科要求（据{res.data.Basis}）
      </h3>
      {res.data.Note ? <p className="gk-lk-muted">{res.data.Note}</p> : null}
      <table className="gk-lk-table">
        <thead>
          <tr>
            <th>年份</th>
            <th>专业（组）</th>
            <th>选科要求</th>
          </tr>
        </thead>
        <tbody>
          {res.data.List.map((r, i) => (
            <tr key={i}>
              <td>{r.Year}</td>
              <td>
                {r.MajorGroup ? <div className="gk-lk-muted">{r.MajorGroup}</div> : null}
                {r.Majors}
              </td>
              <td>
                {r.Requirement}
                <QualityTag quality={r.Quality} source={r.Source} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <SourceNote sources={res.data.List.map((r) => r.Source)} />
    </section>
  )
}

export function SchoolCharterTab({ schoolId, onExternal }: { schoolId: string; onExternal: (url: string) => void }) {
  const res = useLookup('School/SchoolConstitutionList', { SchoolId: schoolId })
  if (res.isPending) return <LoadingPlaceholder />
  const data = res.data
  if (!data) return <EmptyPage />
  return (
    <section className="gk-lk-section">
      {data.List.map((c) => (
        <button
          key={c.ID}
          type="button"
          className="gk-lk-row gk-lk-link"
          style={{ width: '100%' }}
          onClick={() => openPage(paths.constitutionDetails, { query: { id: String(c.ID) } })}
        >
          {c.Title}
        </button>
      ))}
      {data.List.length === 0 ? (
        <EmptyPage text="暂未收录招生章程">
          {data.AdmissionSite ? (
            <button type="button" className="gk-lk-link" onClick={() => onExternal(data.AdmissionSite)}>
              前往学校招生网查看：{data.AdmissionSite}
            </button>
          ) : null}
        </EmptyPage>
      ) : null}
    </section>
  )
}
