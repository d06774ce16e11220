import { SearchBar, SideBar, Segmented } from 'antd-mobile'
import { useState } from 'react'
import type { SpecialtySummary } from '@gk/contract'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useLookup, usePagedLookup } from '../api/lookup-queries.ts'
import './lookup.css'

export const openSpecialty = (id: string) => openPage(paths.specialityDetails, { query: { id } })

function SpecialtyRow({ s }: { s: SpecialtySummary }) {
  return (
    <button type="button" className="gk-lk-row" style={{ width: '100%', textAlign: 'left', border: 0 }} onClick={() => openSpecialty(s.SpecialtyId)}>
      <span className="gk-lk-row__body">
        <span className="gk-lk-row__title" style={{ fontSize: 15 }}>
          {s.Name}
        </span>
        <span className="gk-lk-muted">{[s.Code, s.Level, s.Category, s.SubCategory, s.Degree, s.Years ? `${s.Years}年` : ''].filter(Boolean).join(' · ')}</span>
      </span>
    </button>
  )
}

/** 查专业: search, entries to the category tree and the ranking, hot majors. */
export function ProfessionalHomePage() {
  const hot = useLookup('Specialty/SpecialtyHotList', { Count: 10 })
  return (
    <div className="gk-lk">
      <div className="gk-lk-toolbar">
        <div style={{ flex: 1 }} role="button" tabIndex={0} onClick={() => openPage(paths.searchSpecialty)}>
          <SearchBar placeholder="搜索专业名称或代码" style={{ pointerEvents: 'none' }} />
        </div>
      </div>
      <section className="gk-lk-section gk-lk-grid">
        <button type="button" className="gk-lk-card" onClick={() => openPage(paths.specialityCategory)}>
          <strong>专业目录</strong>
          <div className="gk-lk-muted">门类 → 专业类 → 专业</div>
        </button>
        <button type="button" className="gk-lk-card" onClick={() => openPage(paths.specialtyRank)}>
          <strong>专业排名</strong>
          <div className="gk-lk-muted">软科中国大学专业排名</div>
        </button>
      </section>
      <section className="gk-lk-section">
        <h3>热门专业</h3>
        {hot.isPending ? <LoadingPlaceholder /> : null}
        {hot.data?.List.map((s) => (
          <SpecialtyRow key={s.SpecialtyId} s={s} />
        ))}
        {hot.data ? <p className="gk-lk-source">{hot.data.Basis}</p> : null}
      </section>
    </div>
  )
}

/** The catalogue: 门类 on the side, 专业类 with their majors on the right. */
export function SpecialtyCategoryPage() {
  const [level, setLevel] = useState<'本科' | '专科'>('本科')
  const tree = useLookup('Specialty/SpecialtyCategoryList', { Level: level })
  const [active, setActive] = useState<string>()
  const categories = tree.data ?? []
  const current = categories.find((c) => c.Name === active) ?? categories[0]
  return (
    <div className="gk-lk">
      <div className="gk-lk-toolbar">
        <Segmented
          block
          style={{ flex: 1 }}
          value={level}
          onChange={(v) => (setLevel(v as '本科' | '专科'), setActive(undefined))}
          options={['本科', '专科']}
        />
      </div>
      {tree.isPending ? <LoadingPlaceholder /> : null}
      {tree.data && categories.length === 0 ? <EmptyPage /> : null}
      {current ? (
        <div style={{ display: 'flex', background: '#fff', minHeight: '70vh' }}>
          <SideBar activeKey={current.Name} onChange={setActive} style={{ flex: 'none', width: 96 }}>
            {categories.map((c) => (
              <SideBar.Item key={c.Name} title={c.Name} />
            ))}
          </SideBar>
          <div style={{ flex: 1, padding: '0 12px' }} aria-label={`${current.Name}的专业`}>
            {current.Children.map((sub) => (
              <div key={sub.Name}>
                <h3 style={{ fontSize: 15, margin: '12px 0 6px' }}>
                  {sub.Name}（{sub.Children.length}）
                </h3>
                <div className="gk-lk-chips">
                  {sub.Children.map((m) => (
                    <button key={m.SpecialtyId ?? m.Name} type="button" className="gk-lk-chip" onClick={() => m.SpecialtyId && openSpecialty(m.SpecialtyId)}>
                      {m.Name}
                    </button>
                  ))}
                </div>
              </div>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  )
}

/** searchspecialty: majors and categories by name. */
export function SpecialtySearchPage() {
  const [keyword, setKeyword] = useState('')
  const q = keyword.trim()
  const list = usePagedLookup('Specialty/SpecialtySearch', { Keyword: q }, q.length > 0)
  const categories = useLookup('Specialty/SpecialtyOrCategorySearch', { Keyword: q }, q.length > 0)
  return (
    <div className="gk-lk">
      <div className="gk-lk-toolbar">
        <div style={{ flex: 1 }}>
          <SearchBar placeholder="输入专业名称或代码" onChange={setKeyword} onSearch={setKeyword} autoFocus />
        </div>
      </div>
      {q && categories.data?.Categories.length ? (
        <section className="gk-lk-section">
          <h3>相关专业类</h3>
          <div className="gk-lk-chips">
            {categories.data.Categories.map((c) => (
              <button key={`${c.Level}${c.Kind}${c.Name}`} type="button" className="gk-lk-chip" onClick={() => openPage(paths.specialityCategory)}>
                {c.Name}（{c.Level}
                {c.Kind}）
              </button>
            ))}
          </div>
        </section>
      ) : null}
      {!q ? (
        <EmptyPage text="输入关键词搜索专业" />
      ) : list.query.isPending ? (
        <LoadingPlaceholder />
      ) : (
        <InfiniteList
          items={list.items}
          getKey={(s) => s.SpecialtyId}
          emptyText="没有找到相关专业"
          hasMore={Boolean(list.query.hasNextPage)}
          loadMore={() => list.query.fetchNextPage()}
          renderItem={(s) => <SpecialtyRow s={s} />}
        />
      )}
    </div>
  )
}
