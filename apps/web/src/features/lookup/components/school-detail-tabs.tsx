import { tuitionText } from '@gk/domain'
import type { PlanRow } from '@gk/contract'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useLookup } from '../api/lookup-queries.ts'
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
          {row.Tuition !== null ? ` · ${tuitionText(row.Tuition)}` : ''}
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
