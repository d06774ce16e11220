import { SearchBar } from 'antd-mobile'
import { useState } from 'react'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { useLookup, usePagedLookup } from '../api/lookup-queries.ts'
import { QualityTag, SourceNote } from './quality-tag.tsx'
import { openSchool } from './search-school-page.tsx'
import './lookup.css'

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
            <button
              key={s.SpecialtyId}
              type="button"
              className={s.SpecialtyId === specialtyId ? 'gk-lk-chip gk-lk-chip--on' : 'gk-lk-chip'}
              onClick={() => setSpecialtyId(s.SpecialtyId)}
            >
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
