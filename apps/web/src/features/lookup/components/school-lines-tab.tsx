import { useState } from 'react'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { useLookup, usePagedLookup } from '../api/lookup-queries.ts'
import type { AdmissionLine } from '@gk/contract'
import type { ChartBasis } from '../utils/track-chart.ts'
import { TrackTrendChart } from './track-trend-chart.tsx'
import { ChipGroup } from './province-picker.tsx'
import { QualityTag, SourceNote } from './quality-tag.tsx'
import './lookup.css'

const rankText = (rank: number | null) => (rank === null ? '—' : String(rank))

/**
 * A track's ordinary lines over the years (with the 文/理 years it continues), its chart, and special plans as flagged extra
 * rows. It opens on the student's own track where the page shows the student's province (`track`), else the first.
 */
export function SchoolLinesTab({ schoolId, provinceId, track: own }: { schoolId: string; provinceId: number; track?: string | undefined }) {
  const [picked, setPicked] = useState<string>()
  const [basisPicked, setBasis] = useState<ChartBasis>()
  const res = useLookup('School/SchoolEnrollment', { SchoolId: schoolId, ProvinceId: provinceId, IncludeSpecial: true })
  if (res.isPending) return <LoadingPlaceholder />
  const data = res.data
  if (!data || data.List.length === 0) return <EmptyPage text={`该省份暂无这所院校的录取数据${data?.Freshness ? `（${data.Freshness}）` : ''}`} />
  const track =
    data.Tracks.find((t) => t.Name === (picked ?? own)) ?? data.Tracks.find((t) => own !== undefined && t.SubjectTypes.includes(own)) ?? data.Tracks[0]
  if (!track) return <EmptyPage text="该省份暂无这所院校的普通类录取数据" />
  const basis = basisPicked ?? track.Basis
  const inTrack = data.List.filter((l) => track.SubjectTypes.includes(l.SubjectType)).sort((a, b) => b.Year - a.Year)
  const ordinary = inTrack.filter((l) => l.PlanType === '普通类')
  const special = inTrack.filter((l) => l.PlanType !== '普通类')
  return (
    <section className="gk-lk-section">
      <ChipGroup label="科类" options={data.Tracks.map((t) => t.Name)} value={track.Name} onChange={setPicked} />
      {track.Note ? (
        <p className="gk-lk-muted" data-testid="track-note">
          {track.Note}
        </p>
      ) : null}
      <p className="gk-lk-muted" data-testid="lines-freshness">
        {data.Freshness}
      </p>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <h3 style={{ margin: 0 }}>
          {basis === 'rank' ? '最低位次走势' : '最低分走势'}（{track.Name}）
        </h3>
        <ChipGroup
          label="走势指标"
          options={BASES.map((b) => b.label)}
          value={BASES.find((b) => b.value === basis)?.label}
          onChange={(label) => setBasis(BASES.find((b) => b.label === label)?.value)}
        />
      </div>
      <TrackTrendChart lines={ordinary} basis={basis} trackName={track.Name} />
      {basis === 'rank' && track.Basis === 'rank' ? <p className="gk-lk-source">该省只公布最低位次，分数由当年一分一段表换算</p> : null}
      <LinesTable lines={ordinary} label="历年录取分数" />
      {special.length ? (
        <>
          <h3 style={{ marginTop: 16 }}>专项计划及其他（需报考资格，不代表普通类分数线）</h3>
          <LinesTable lines={special} label="专项计划录取分数" />
        </>
      ) : null}
      <SourceNote sources={inTrack.map((l) => l.Source)} />
    </section>
  )
}

const BASES: { value: ChartBasis; label: string }[] = [
  { value: 'score', label: '分数' },
  { value: 'rank', label: '位次' },
]

function LinesTable({ lines, label }: { lines: readonly AdmissionLine[]; label: string }) {
  return (
    <div className="gk-lk-scroll">
      <table className="gk-lk-table" aria-label={label}>
        <thead>
          <tr>
            <th>年份</th>
            <th>批次/单位</th>
            <th>最低分</th>
            <th>最低位次</th>
            <th>来源</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={`${l.Year}-${l.Batch}-${l.MajorGroup ?? ''}-${l.PlanType}-${i}`} className={l.Partial ? 'gk-lk-row--partial' : undefined}>
              <td>
                {l.Year}
                <div className="gk-lk-muted">{l.SubjectType}</div>
              </td>
              <td>
                {l.PlanType !== '普通类' ? <span className="gk-lk-tag gk-lk-tag--warn">{l.PlanType}</span> : null}
                {l.Batch}
                {l.Unit ? <div className="gk-lk-muted">{l.Unit}</div> : null}
                {l.MajorGroup ? <div className="gk-lk-muted">{l.MajorGroup}</div> : null}
                {l.Eligibility ? <div className="gk-lk-muted">{l.Eligibility}</div> : null}
              </td>
              <td>
                {l.MinScore ?? '—'}
                {l.MinScoreQuality === 'derived' ? <QualityTag quality="derived" /> : null}
              </td>
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
