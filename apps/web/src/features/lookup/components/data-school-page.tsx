import { SearchBar } from 'antd-mobile'
import { useState } from 'react'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { usePagedLookup } from '../api/lookup-queries.ts'
import { SchoolRow } from './school-row.tsx'
import { SchoolPlanTab } from './school-plan-tab.tsx'
import { SchoolLinesTab, SchoolMajorLinesTab } from './school-lines-tab.tsx'
import { type DataKind, routes } from './data-search-parts.tsx'
import './lookup.css'

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
