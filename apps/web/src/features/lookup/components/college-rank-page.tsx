import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { usePagedLookup } from '../api/lookup-queries.ts'
import { QualityTag, SourceNote } from './quality-tag.tsx'
import { SchoolRow } from './school-row.tsx'
import { openSchool } from './search-school-page.tsx'
import './lookup.css'

/** 院校排名 (软科主榜), filtered by province and type via collegeRank/screen. */
export function CollegeRankPage({ provinceId, type }: { provinceId: number | undefined; type: string | undefined }) {
  const list = usePagedLookup('School/SchoolRank', { ProvinceId: provinceId, Type: type })
  const first = list.first
  const query: Record<string, string> = {}
  if (provinceId) query['ProvinceId'] = String(provinceId)
  if (type) query['Type'] = type
  return (
    <div className="gk-lk">
      <div className="gk-lk-toolbar">
        <strong style={{ flex: 1 }}>{first?.Title ?? '院校排名'}</strong>
        <button type="button" className="gk-lk-link" onClick={() => openPage(paths.collegeRankScreen, { query })}>
          筛选{provinceId || type ? '（已选）' : ''}
        </button>
      </div>
      {list.query.isPending ? (
        <LoadingPlaceholder />
      ) : (
        <InfiniteList
          items={list.items}
          getKey={(r) => r.School.SchoolId}
          hasMore={Boolean(list.query.hasNextPage)}
          loadMore={() => list.query.fetchNextPage()}
          renderItem={(r) => (
            <SchoolRow
              school={r.School}
              onOpen={() => openSchool(r.School.SchoolId)}
              action={
                <span style={{ textAlign: 'center' }}>
                  <span className="gk-lk-big" style={{ fontSize: 20 }}>
                    {r.Rank}
                  </span>
                  <br />
                  <QualityTag quality={r.Quality} year={r.Year} source={r.Source} />
                </span>
              }
            />
          )}
        />
      )}
      <SourceNote sources={[list.items[0]?.Source]} />
    </div>
  )
}
