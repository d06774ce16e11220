import { Button, Selector } from 'antd-mobile'
import { useState } from 'react'
import type { SchoolFilter } from '@gk/contract'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useLookup } from '../api/lookup-queries.ts'
import { provinceFilterOptions } from '../utils/province-options.ts'
import { filterToQuery } from './search-school-page.tsx'
import './lookup.css'

type Tag = 'Is985' | 'Is211' | 'IsDoubleFirstClass'
const TAGS: { label: string; value: Tag }[] = [
  { label: '985', value: 'Is985' },
  { label: '211', value: 'Is211' },
  { label: '双一流', value: 'IsDoubleFirstClass' },
]
const one = (v: string[]) => v[0] || undefined

/** 筛选条件: province, level, tags, type and nature from School/BaseCondition; hands the filter back to 查大学. */
export function SchoolScreenPage({ initial }: { initial: SchoolFilter }) {
  const base = useLookup('School/BaseCondition', {})
  const [filter, setFilter] = useState<SchoolFilter>(initial)
  if (!base.data) return <LoadingPlaceholder />
  const set = (patch: Partial<SchoolFilter>) => setFilter((f) => ({ ...f, ...patch }))
  const options = (values: string[]) => values.map((v) => ({ label: v, value: v }))
  const tags = TAGS.filter((t) => filter[t.value]).map((t) => t.value)
  return (
    <div className="gk-lk" style={{ paddingBottom: 80 }}>
      <section className="gk-lk-section">
        <h3>院校省份</h3>
        <Selector
          columns={4}
          options={provinceFilterOptions(base.data.Provinces)}
          value={[filter.ProvinceId ? String(filter.ProvinceId) : '']}
          onChange={(v) => set({ ProvinceId: one(v) ? Number(v[0]) : undefined, City: undefined })}
        />
      </section>
      <section className="gk-lk-section">
        <h3>院校层次</h3>
        <Selector
          options={options(base.data.Levels)}
          value={filter.Level ? [filter.Level] : []}
          onChange={(v) => set({ Level: one(v) as SchoolFilter['Level'] })}
        />
      </section>
      <section className="gk-lk-section">
        <h3>院校特色</h3>
        <Selector
          multiple
          options={TAGS}
          value={tags}
          onChange={(v) =>
            set({
              Is985: v.includes('Is985') || undefined,
              Is211: v.includes('Is211') || undefined,
              IsDoubleFirstClass: v.includes('IsDoubleFirstClass') || undefined,
            })
          }
        />
      </section>
      <section className="gk-lk-section">
        <h3>院校类型</h3>
        <Selector columns={4} options={options(base.data.Types)} value={filter.Type ? [filter.Type] : []} onChange={(v) => set({ Type: one(v) })} />
      </section>
      <section className="gk-lk-section">
        <h3>办学性质</h3>
        <Selector
          options={options(base.data.Natures)}
          value={filter.Nature ? [filter.Nature] : []}
          onChange={(v) => set({ Nature: one(v) as SchoolFilter['Nature'] })}
        />
      </section>
      <div className="gk-lk-compare-bar">
        <Button block onClick={() => setFilter({})}>
          重置
        </Button>
        <Button block color="primary" onClick={() => openPage(paths.searchSchool, { replace: true, query: filterToQuery(filter) })}>
          确定
        </Button>
      </div>
    </div>
  )
}
