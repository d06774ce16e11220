import { Button, Selector } from 'antd-mobile'
import { useState } from 'react'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useLookup, usePagedLookup } from '../api/lookup-queries.ts'
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

export function CollegeRankScreenPage({ provinceId, type }: { provinceId: number | undefined; type: string | undefined }) {
  const base = useLookup('School/BaseCondition', {})
  const [province, setProvince] = useState(provinceId ? String(provinceId) : '')
  const [kind, setKind] = useState(type ?? '')
  if (!base.data) return <LoadingPlaceholder />
  const apply = () => {
    const query: Record<string, string> = {}
    if (province) query['ProvinceId'] = province
    if (kind) query['Type'] = kind
    openPage(paths.collegeRank, { replace: true, query })
  }
  return (
    <div className="gk-lk" style={{ paddingBottom: 80 }}>
      <section className="gk-lk-section">
        <h3>院校省份</h3>
        <Selector
          columns={4}
          options={[
            { label: '全部', value: '' },
            ...base.data.Provinces.map((p) => ({ label: p.Name.replace(/(省|市|自治区|壮族|回族|维吾尔)+$/u, ''), value: String(p.ID) })),
          ]}
          value={[province]}
          onChange={(v) => setProvince(v[0] ?? '')}
        />
      </section>
      <section className="gk-lk-section">
        <h3>院校类型</h3>
        <Selector
          columns={4}
          options={[{ label: '全部', value: '' }, ...base.data.Types.map((t) => ({ label: t, value: t }))]}
          value={[kind]}
          onChange={(v) => setKind(v[0] ?? '')}
        />
      </section>
      <div className="gk-lk-compare-bar">
        <Button block onClick={() => (setProvince(''), setKind(''))}>
          重置
        </Button>
        <Button block color="primary" onClick={apply}>
          确定
        </Button>
      </div>
    </div>
  )
}
