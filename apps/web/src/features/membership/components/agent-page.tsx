import { Button, Picker } from 'antd-mobile'
import { useState } from 'react'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { useAgents, useCities, useProvinces } from '../api/membership.ts'
import './membership.css'

/** pages/personal/agent/index: local service providers by province and city. */
export function AgentPage() {
  const [provinceId, setProvinceId] = useState<number | undefined>()
  const [cityId, setCityId] = useState<number | undefined>()
  const [picking, setPicking] = useState<'province' | 'city' | null>(null)
  const provinces = useProvinces()
  const cities = useCities(provinceId)
  const agents = useAgents(provinceId, cityId)
  const provinceName = provinces.data?.find((p) => p.ID === provinceId)?.Name ?? '全部省份'
  const cityName = cities.data?.find((c) => c.ID === cityId)?.Name ?? '全部城市'
  return (
    <div className="gk-mem" data-testid="agents">
      <div className="gk-mem__links">
        <Button size="small" onClick={() => setPicking('province')}>
          {provinceName}
        </Button>
        <Button size="small" disabled={!provinceId} onClick={() => setPicking('city')}>
          {cityName}
        </Button>
      </div>
      <Picker
        visible={picking === 'province'}
        columns={[[{ label: '全部省份', value: '0' }, ...(provinces.data ?? []).map((p) => ({ label: p.Name, value: String(p.ID) }))]]}
        onClose={() => setPicking(null)}
        onConfirm={([v]) => {
          setProvinceId(Number(v) || undefined)
          setCityId(undefined)
        }}
      />
      <Picker
        visible={picking === 'city'}
        columns={[[{ label: '全部城市', value: '0' }, ...(cities.data ?? []).map((c) => ({ label: c.Name, value: String(c.ID) }))]]}
        onClose={() => setPicking(null)}
        onConfirm={([v]) => setCityId(Number(v) || undefined)}
      />
      {agents.isPending ? <LoadingPlaceholder /> : null}
      {agents.data?.length === 0 ? <EmptyPage text="该地区暂无服务商" /> : null}
      {agents.data?.map((a) => (
        <div key={a.ID} className="gk-mem__card">
          <div className="gk-mem__name">{a.Name}</div>
          <p className="gk-mem__muted">{[a.ProvinceName, a.CityId === null ? '全省' : a.CityName, a.Address].filter(Boolean).join(' · ')}</p>
          <div className="gk-mem__tags">
            {a.Services.map((s) => (
              <span key={s} className="gk-mem__tag">
                {s}
              </span>
            ))}
          </div>
          <div className="gk-mem__row" style={{ marginTop: 8 }}>
            <span>{a.Contact}</span>
            <a href={`tel:${a.Phone.replace(/[^\d-]/g, '')}`}>{a.Phone}</a>
          </div>
        </div>
      ))}
    </div>
  )
}
