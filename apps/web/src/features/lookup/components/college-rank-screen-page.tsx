import { Button, Selector } from 'antd-mobile'
import { useState } from 'react'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'
import { useLookup } from '../api/lookup-queries.ts'
import { provinceFilterOptions } from '../utils/province-options.ts'
import './lookup.css'

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
        <Selector columns={4} options={provinceFilterOptions(base.data.Provinces)} value={[province]} onChange={(v) => setProvince(v[0] ?? '')} />
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
