import { Button, SearchBar, Toast } from 'antd-mobile'
import { FilterOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import type { SchoolFilter, SchoolSummary } from '@gk/contract'
import { InfiniteList } from '../../../components/lists/infinite-list.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { usePagedLookup } from '../api/lookup-queries.ts'
import { COMPARE_MAX, compareBasket, type BasketItem } from '../utils/compare-basket.ts'
import { SchoolRow } from './school-row.tsx'
import './lookup.css'

export const openSchool = (id: string) => openPage(paths.schoolDetail, { query: { id } })

/** Filters travel in the hash query so the filter screen can hand them back. */
export function filterFromQuery(search: URLSearchParams): SchoolFilter {
  const flag = (k: string) => (search.get(k) === '1' ? true : undefined)
  const text = (k: string) => search.get(k) || undefined
  const province = Number(search.get('ProvinceId'))
  return {
    ProvinceId: province > 0 ? province : undefined,
    City: text('City'),
    Level: text('Level') as SchoolFilter['Level'],
    Type: text('Type'),
    Nature: text('Nature') as SchoolFilter['Nature'],
    Is985: flag('Is985'),
    Is211: flag('Is211'),
    IsDoubleFirstClass: flag('IsDoubleFirstClass'),
  }
}

export function filterToQuery(filter: SchoolFilter): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [k, v] of Object.entries(filter)) if (v !== undefined && v !== '' && v !== false) query[k] = v === true ? '1' : String(v)
  return query
}

export type SearchSchoolPageProps = { filter: SchoolFilter; initialKeyword: string; pickMode?: boolean }

/** 查大学: name/pinyin search with filters and an infinite list; in pick mode rows toggle the compare basket. */
export function SearchSchoolPage({ filter, initialKeyword, pickMode = false }: SearchSchoolPageProps) {
  const [keyword, setKeyword] = useState(initialKeyword)
  const [basket, setBasket] = useState<BasketItem[]>(() => compareBasket.get())
  const searching = keyword.trim().length > 0
  // SchoolList with a keyword ranks like SchoolListBySchoolName and keeps the filters
  const list = usePagedLookup('School/SchoolList', searching ? { ...filter, Keyword: keyword.trim() } : filter)
  const activeFilters = Object.values(filterToQuery(filter)).length
  const toggle = (s: SchoolSummary) => {
    const before = basket.length
    const next = compareBasket.toggle({ SchoolId: s.SchoolId, SchoolName: s.SchoolName })
    if (next.length === before && !basket.some((b) => b.SchoolId === s.SchoolId)) Toast.show(`最多对比${COMPARE_MAX}所院校`)
    setBasket(next)
  }
  return (
    <div className="gk-lk" style={{ paddingBottom: pickMode || basket.length ? 72 : 24 }}>
      <div className="gk-lk-toolbar">
        <div style={{ flex: 1 }}>
          <SearchBar
            placeholder="输入院校名称、拼音或首字母"
            defaultValue={initialKeyword}
            onSearch={setKeyword}
            onChange={setKeyword}
            onClear={() => setKeyword('')}
          />
        </div>
        <button type="button" className="gk-lk-link" onClick={() => openPage(paths.schoolScreen, { query: filterToQuery(filter) })}>
          <FilterOutline /> 筛选{activeFilters ? `(${activeFilters})` : ''}
        </button>
      </div>
      {list.first ? (
        <p className="gk-lk-muted" style={{ padding: '4px 12px' }}>
          共 {list.first.Total} 所院校
        </p>
      ) : null}
      {list.query.isPending ? (
        <LoadingPlaceholder />
      ) : (
        <InfiniteList
          items={list.items}
          getKey={(s) => s.SchoolId}
          emptyText={searching ? '没有找到相关院校' : '暂无数据'}
          hasMore={Boolean(list.query.hasNextPage)}
          loadMore={() => list.query.fetchNextPage()}
          renderItem={(s) => {
            const picked = basket.some((b) => b.SchoolId === s.SchoolId)
            return (
              <SchoolRow
                school={s}
                onOpen={() => (pickMode ? toggle(s) : openSchool(s.SchoolId))}
                action={
                  <Button
                    size="mini"
                    color="primary"
                    fill={picked ? 'solid' : 'outline'}
                    onClick={() => toggle(s)}
                    aria-label={`${picked ? '移出' : '加入'}对比 ${s.SchoolName}`}
                  >
                    {picked ? '已选' : '对比'}
                  </Button>
                }
              />
            )
          }}
        />
      )}
      {basket.length ? (
        <div className="gk-lk-compare-bar">
          <span>已选 {basket.map((b) => b.SchoolName).join('、')}</span>
          <Button size="small" onClick={() => setBasket((compareBasket.set([]), []))}>
            清空
          </Button>
          <Button size="small" color="primary" disabled={basket.length < 2} onClick={() => openPage(paths.compareCollege)}>
            开始对比({basket.length})
          </Button>
        </div>
      ) : null}
    </div>
  )
}
