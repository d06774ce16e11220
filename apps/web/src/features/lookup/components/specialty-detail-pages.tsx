import { SearchBar } from 'antd-mobile'
import { useState } from 'react'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useLookup, usePagedLookup } from '../api/lookup-queries.ts'
import { useUserProvinceId } from '../utils/lookup-params.ts'
import { ProvincePicker } from './province-picker.tsx'
import { QualityTag, SourceNote } from './quality-tag.tsx'
import { openSchool } from './search-school-page.tsx'
import './lookup.css'

/** specialityDetails: code, degree, years, colleges with their lines in the province, related occupations. */
export function SpecialtyDetailPage({ specialtyId }: { specialtyId: string }) {
  const [provinceId, setProvinceId] = useState(useUserProvinceId())
  const res = useLookup('Specialty/SpecialtyInfo', { SpecialtyId: specialtyId, ProvinceId: provinceId }, specialtyId.length > 0)
  if (res.isPending) return <LoadingPlaceholder />
  const m = res.data
  if (!m) return <EmptyPage text="专业不存在" />
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
        <QualityTag quality={m.Quality} source={m.Source} />
      </section>
      <section className="gk-lk-section">
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <h3 style={{ margin: 0 }}>开设院校及录取分</h3>
          <ProvincePicker value={provinceId} onChange={setProvinceId} label="生源地" />
        </div>
        {m.Colleges.length === 0 ? (
          <p className="gk-lk-empty-note">{m.ProvinceName ?? '该省份'}暂无这个专业的录取数据</p>
        ) : (
          <>
            <p className="gk-lk-muted">
              {m.ProvinceName} {m.Colleges[0]?.Year}年共 {m.CollegeCount} 所院校有录取数据，按最低分从高到低列出前 {m.Colleges.length} 所
            </p>
            <table className="gk-lk-table" aria-label="开设院校">
              <thead>
                <tr>
                  <th>院校</th>
                  <th>科类</th>
                  <th>最低分</th>
                  <th>最低位次</th>
                </tr>
              </thead>
              <tbody>
                {m.Colleges.map((c) => (
                  <tr key={c.SchoolId}>
                    <td>
                      <button type="button" className="gk-lk-link" onClick={() => openSchool(c.SchoolId)}>
                        {c.SchoolName}
                      </button>
                    </td>
                    <td>{c.SubjectType}</td>
                    <td>
                      {c.MinScore ?? '—'}
                      <QualityTag quality={c.Quality} source={c.Source} />
                    </td>
                    <td>{c.MinRank ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <SourceNote sources={m.Colleges.map((c) => c.Source)} />
          </>
        )}
      </section>
      <section className="gk-lk-section">
        <h3>相关职业</h3>
        {m.Occupations.length === 0 ? <p className="gk-lk-empty-note">暂无关联职业</p> : null}
        <div className="gk-lk-chips">
          {m.Occupations.map((o) => (
            <button key={o.Code} type="button" className="gk-lk-chip" onClick={() => openPage(paths.occupationDetails, { query: { code: o.Code } })}>
              {o.Name}
            </button>
          ))}
        </div>
        <p className="gk-lk-source">{m.OccupationsNote}</p>
      </section>
    </div>
  )
}

/** specialty-rank/index: pick a major, see the 软科 ranking of colleges for it. */
export function SpecialtyRankPage({ initialId }: { initialId: string }) {
  const [keyword, setKeyword] = useState('')
  const [specialtyId, setSpecialtyId] = useState(initialId)
  const search = useLookup('Specialty/SpecialtySearch', { Keyword: keyword.trim(), Level: '本科', PageSize: 8 }, keyword.trim().length > 0)
  const hot = useLookup('Specialty/SpecialtyHotList', { Count: 12 })
  const list = usePagedLookup('Specialty/SpecialtyRankList', { SpecialtyId: specialtyId }, specialtyId.length > 0)
  const options = keyword.trim() ? (search.data?.List ?? []) : (hot.data?.List ?? [])
  return (
    <div className="gk-lk">
      <div className="gk-lk-toolbar">
        <div style={{ flex: 1 }}>
          <SearchBar placeholder="搜索本科专业" onChange={setKeyword} />
        </div>
      </div>
      <section className="gk-lk-section">
        <div className="gk-lk-chips">
          {options.map((s) => (
            <button key={s.SpecialtyId} type="button" className={s.SpecialtyId === specialtyId ? 'gk-lk-chip gk-lk-chip--on' : 'gk-lk-chip'} onClick={() => setSpecialtyId(s.SpecialtyId)}>
              {s.Name}
            </button>
          ))}
        </div>
      </section>
      {!specialtyId ? (
        <EmptyPage text="选择一个专业查看排名" />
      ) : list.query.isPending ? (
        <LoadingPlaceholder />
      ) : (
        <section className="gk-lk-section">
          <h3>
            {list.first?.SpecialtyName} · {list.first?.Title}
          </h3>
          <InfiniteList
            items={list.items}
            getKey={(r, i) => `${r.Rank}-${r.SchoolName}-${i}`}
            emptyText="该专业暂无排名数据"
            hasMore={Boolean(list.query.hasNextPage)}
            loadMore={() => list.query.fetchNextPage()}
            renderItem={(r) => (
              <div className="gk-lk-row" style={{ padding: '8px 0' }}>
                <span className="gk-lk-big" style={{ fontSize: 18, width: 40 }}>
                  {r.Rank}
                </span>
                <button type="button" className="gk-lk-link" style={{ flex: 1, textAlign: 'left' }} onClick={() => r.SchoolId && openSchool(r.SchoolId)}>
                  {r.SchoolName}
                </button>
                <span>{r.Grade}</span>
                <QualityTag quality={r.Quality} year={r.Year} source={r.Source} />
              </div>
            )}
          />
          <SourceNote sources={[list.items[0]?.Source]} />
        </section>
      )}
    </div>
  )
}
