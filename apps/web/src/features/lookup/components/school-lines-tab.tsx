import { useState } from 'react'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { useLookup, usePagedLookup } from '../api/lookup-queries.ts'
import { LineTrendChart } from './line-trend-chart.tsx'
import { ChipGroup } from './province-picker.tsx'
import { QualityTag, SourceNote } from './quality-tag.tsx'
import './lookup.css'

const rankText = (rank: number | null) => (rank === null ? '—' : String(rank))

/** The college's lines in one province, by subject type, with the trend over the years. */
export function SchoolLinesTab({ schoolId, provinceId }: { schoolId: string; provinceId: number }) {
  const [picked, setPicked] = useState<string>()
  const res = useLookup('School/SchoolEnrollment', { SchoolId: schoolId, ProvinceId: provinceId })
  if (res.isPending) return <LoadingPlaceholder />
  const data = res.data
  if (!data || data.List.length === 0) return <EmptyPage text="该省份暂无这所院校的录取数据" />
  const subjectType = picked && data.SubjectTypes.includes(picked) ? picked : data.SubjectTypes[0]
  const lines = data.List.filter((l) => l.SubjectType === subjectType).sort((a, b) => b.Year - a.Year)
  return (
    <section className="gk-lk-section">
      <ChipGroup label="科类" options={data.SubjectTypes} value={subjectType} onChange={setPicked} />
      <p className="gk-lk-muted" data-testid="lines-freshness">{data.Freshness}</p>
      <h3>最低分走势（{subjectType}）</h3>
      <LineTrendChart series={[{ name: subjectType ?? '', lines }]} label={`${subjectType ?? ''}历年最低分走势`} />
      <div className="gk-lk-scroll">
        <table className="gk-lk-table" aria-label="历年录取分数">
          <thead>
            <tr>
              <th>年份</th>
              <th>批次</th>
              <th>最低分</th>
              <th>最低位次</th>
              <th>数据</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l, i) => (
              <tr key={`${l.Year}-${l.Batch}-${l.MajorGroup ?? ''}-${i}`}>
                <td>{l.Year}</td>
                <td>
                  {l.Batch}
                  {l.Unit ? <div className="gk-lk-muted">{l.Unit}</div> : null}
                  {l.MajorGroup ? <div className="gk-lk-muted">{l.MajorGroup}</div> : null}
                </td>
                <td>{l.MinScore ?? '—'}</td>
                <td>
                  {rankText(l.MinRank)}
                  {l.MinRank !== null ? <QualityTag quality={l.MinRankQuality} /> : null}
                </td>
                <td>
                  <QualityTag quality={l.Quality} source={l.Source} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SourceNote sources={lines.map((l) => l.Source)} />
    </section>
  )
}

/** Major lines of one year (server pages). */
export function SchoolMajorLinesTab({ schoolId, provinceId }: { schoolId: string; provinceId: number }) {
  const [year, setYear] = useState<number>()
  const list = usePagedLookup('School/SchoolSpecialtyScoreLine', { SchoolId: schoolId, ProvinceId: provinceId, Year: year })
  if (list.query.isPending) return <LoadingPlaceholder />
  const first = list.first
  return (
    <section className="gk-lk-section">
      <ChipGroup label="年份" options={first?.Years ?? []} value={first?.Year ?? undefined} onChange={setYear} />
      {first ? <p className="gk-lk-muted">{first.Freshness}</p> : null}
      <InfiniteList
        items={list.items}
        getKey={(l, i) => `${l.SpecialtyName}-${l.SubjectType}-${i}`}
        emptyText="该省份暂无这所院校的专业录取数据"
        hasMore={Boolean(list.query.hasNextPage)}
        loadMore={() => list.query.fetchNextPage()}
        renderItem={(l) => (
          <div className="gk-lk-row" style={{ padding: '8px 0' }}>
            <div className="gk-lk-row__body" style={{ flex: 1 }}>
              <span>{l.SpecialtyName}</span>
              <span className="gk-lk-muted">
                {l.Year} · {l.SubjectType} · {l.Batch}
              </span>
            </div>
            <div style={{ textAlign: 'right' }}>
              <div>{l.MinScore ?? '—'}分</div>
              <div className="gk-lk-muted">位次 {rankText(l.MinRank)}</div>
              <QualityTag quality={l.Quality} source={l.Source} />
            </div>
          </div>
        )}
      />
    </section>
  )
}
