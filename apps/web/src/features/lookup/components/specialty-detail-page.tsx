import { useInfiniteQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import type { SpecialtyCollege } from '@gk/contract'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { apiPages } from '../../../lib/queries.ts'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useUserProvinceId } from '../utils/lookup-params.ts'
import { ChipGroup, ProvincePicker } from './province-picker.tsx'
import { QualityTag, SourceNote } from './quality-tag.tsx'
import { openSchool } from './search-school-page.tsx'
import './lookup.css'

const PAGE = 20
const BASIS_LABEL: Record<SpecialtyCollege['Basis'], string> = { major: '本专业', category: '专业类', school: '院校最低', plan: '仅计划' }

/**
 * specialityDetails: the catalogue facts, related majors, rankings, 一流专业, occupations (where the data maps any; the
 * dataset has no courses, so there is no courses section), the colleges that admit it within the student's reach
 * (`admitters`, composed by the route from the score profile) and every college that admitted or plans it in the province.
 */
export function SpecialtyDetailPage({ specialtyId, admitters }: { specialtyId: string; admitters?: (majorName: string) => ReactNode }) {
  const [provinceId, setProvinceId] = useState(useUserProvinceId())
  const [subjectType, setSubjectType] = useState<string>()
  const input = { SpecialtyId: specialtyId, ProvinceId: provinceId, SubjectType: subjectType }
  const query = useInfiniteQuery({
    ...apiPages('Specialty/SpecialtyInfo', input, PAGE),
    getNextPageParam: (last) => (last.PageIndex * last.PageSize < last.CollegeCount ? last.PageIndex + 1 : undefined),
    enabled: specialtyId.length > 0,
    staleTime: 5 * 60_000,
  })
  if (query.isPending) return <LoadingPlaceholder />
  const m = query.data?.pages[0]
  if (!m) return <EmptyPage text="专业不存在" />
  const colleges = query.data?.pages.flatMap((p) => p.Colleges) ?? []
  return (
    <div className="gk-lk">
      <section className="gk-lk-section">
        <h2 style={{ margin: '0 0 8px', fontSize: 20 }}>{m.Name}</h2>
        <dl className="gk-lk-kv">
          <dt>专业代码</dt>
          <dd>{m.Code || '—'}</dd>
          <dt>层次</dt>
          <dd>{m.Level}</dd>
          <dt>门类/类别</dt>
          <dd>{[m.Category, m.SubCategory].filter(Boolean).join(' / ') || '—'}</dd>
          <dt>授予学位</dt>
          <dd>{m.Degree || '—'}</dd>
          <dt>修业年限</dt>
          <dd>{m.Years ? `${m.Years}年` : '—'}</dd>
        </dl>
        <SourceNote sources={[m.Source]} />
      </section>
      {m.RelatedMajors.length ? (
        <section className="gk-lk-section" aria-label="同类专业">
          <h3>同类专业（{m.SubCategory}）</h3>
          <div className="gk-lk-chips">
            {m.RelatedMajors.map((r) => (
              <button
                key={r.SpecialtyId}
                type="button"
                className="gk-lk-chip"
                onClick={() => openPage(paths.specialityDetails, { query: { id: r.SpecialtyId } })}
              >
                {r.Name}
              </button>
            ))}
          </div>
        </section>
      ) : null}
      {m.RankTop.length ? (
        <section className="gk-lk-section" aria-label="专业排名">
          <h3>
            {m.RankTitle}（共{m.RankTotal}所上榜）
          </h3>
          {m.RankTop.map((r) => (
            <div key={`${r.Rank}-${r.SchoolName}`} className="gk-lk-row" style={{ padding: '6px 0' }}>
              <span style={{ width: 28, fontWeight: 600 }}>{r.Rank}</span>
              <button type="button" className="gk-lk-link" style={{ flex: 1 }} onClick={() => r.SchoolId && openSchool(r.SchoolId)}>
                {r.SchoolName}
              </button>
              <span>{r.Grade}</span>
              <QualityTag quality={r.Quality} year={r.Year} source={r.Source} />
            </div>
          ))}
          <button type="button" className="gk-lk-link" onClick={() => openPage(paths.specialtyRank, { query: { id: m.SpecialtyId } })}>
            查看完整排名
          </button>
          <SourceNote sources={[m.RankTop[0]?.Source]} />
        </section>
      ) : null}
      {m.FirstClassHolders.length ? (
        <section className="gk-lk-section" aria-label="一流本科专业">
          <h3>国家级一流本科专业建设点（{m.FirstClassHolders.length}所）</h3>
          <div className="gk-lk-chips">
            {m.FirstClassHolders.map((h) => (
              <button key={h.SchoolId} type="button" className="gk-lk-chip" onClick={() => openSchool(h.SchoolId)}>
                {h.SchoolName}
              </button>
            ))}
          </div>
          <SourceNote sources={[m.FirstClassSource]} />
        </section>
      ) : null}
      {/* left out where the data maps no occupation: no empty section */}
      {m.Occupations.length ? (
        <section className="gk-lk-section" aria-label="相关职业">
          <h3>相关职业</h3>
          <div className="gk-lk-chips">
            {m.Occupations.map((o) => (
              <button key={o.Code} type="button" className="gk-lk-chip" onClick={() => openPage(paths.occupationDetails, { query: { code: o.Code } })}>
                {o.Name}
              </button>
            ))}
          </div>
          <p className="gk-lk-source">{m.OccupationsNote}</p>
        </section>
      ) : null}
      {admitters?.(m.Name)}
      {/* last: the list loads more as it scrolls, so nothing may sit below it */}
      <section className="gk-lk-section" aria-label="开设院校">
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <h3 style={{ margin: 0 }}>开设院校（{m.CollegeCount}所）</h3>
          <ProvincePicker value={provinceId} onChange={(id) => (setProvinceId(id), setSubjectType(undefined))} label="生源地" />
        </div>
        <ChipGroup label="科类" options={m.SubjectTypes} value={m.SubjectType ?? undefined} onChange={setSubjectType} />
        {m.CollegeNote ? <p className="gk-lk-muted">{m.CollegeNote}</p> : null}
        <InfiniteList
          items={colleges}
          getKey={(c) => c.SchoolId}
          emptyText={`${m.ProvinceName ?? '该省份'}暂无这个专业的录取或计划数据`}
          hasMore={Boolean(query.hasNextPage)}
          loadMore={() => query.fetchNextPage()}
          renderItem={(c) => <CollegeRow c={c} />}
        />
      </section>
    </div>
  )
}

function CollegeRow({ c }: { c: SpecialtyCollege }) {
  return (
    <div className="gk-lk-row" style={{ padding: '8px 0' }}>
      <div className="gk-lk-row__body" style={{ flex: 1 }}>
        <button type="button" className="gk-lk-link" style={{ fontWeight: 600 }} onClick={() => openSchool(c.SchoolId)}>
          {c.SchoolName}
        </button>
        <span className="gk-lk-tags">
          {c.Tags.map((t) => (
            <span key={t} className="gk-lk-tag">
              {t}
            </span>
          ))}
        </span>
        <span className="gk-lk-muted">
          {c.Year}年 · {c.SubjectType} · {BASIS_LABEL[c.Basis]}
          {c.UnitName && c.Basis !== 'major' ? `：${c.UnitName}` : ''}
          {c.PlanCount !== null ? ` · ${c.PlanYear}年计划${c.PlanCount}人` : ''}
        </span>
      </div>
      <div style={{ textAlign: 'right', minWidth: 84 }}>
        <div>{c.MinScore !== null ? `${c.MinScore}分` : '—'}</div>
        <div className="gk-lk-muted">位次 {c.MinRank ?? '—'}</div>
        {c.Basis !== 'plan' ? <QualityTag quality={c.Quality} source={c.Source} year={c.Year} /> : null}
      </div>
    </div>
  )
}
