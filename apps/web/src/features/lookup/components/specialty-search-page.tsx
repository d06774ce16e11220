import { SearchBar } from 'antd-mobile'
import { useState } from 'react'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useLookup, usePagedLookup } from '../api/lookup-queries.ts'
import { SpecialtyRow } from './specialty-parts.tsx'
import './lookup.css'

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
