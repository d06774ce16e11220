import { Button, Input, List, Picker, Toast } from 'antd-mobile'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { apiQuery } from '../../lib/queries.ts'
import { CHOSEN_LOCATION_KEY, type ChosenLocation } from './location-link.ts'

export type ChooseLocationProps = { onChosen: (location: ChosenLocation) => void }

type Option = { label: string; value: number }
const toOptions = (rows: { ID: number; Name: string }[] | undefined): Option[] => (rows ?? []).map((r) => ({ label: r.Name, value: r.ID }))

/**
 * Built-in choose-location: province → city → district from the national division codes, plus a
 * street address. Without a map key there is no map to tap; the region codes are what callers use.
 */
export function ChooseLocation({ onChosen }: ChooseLocationProps) {
  const [provinceId, setProvinceId] = useState<number | null>(null)
  const [cityId, setCityId] = useState<number | null>(null)
  const [districtId, setDistrictId] = useState<number | null>(null)
  const [address, setAddress] = useState('')
  const [open, setOpen] = useState<'province' | 'city' | 'district' | null>(null)

  const provinces = useQuery(apiQuery('Public/ProvinceList', {}))
  const cities = useQuery({
    ...apiQuery('Public/CityList', { ProvinceId: provinceId ?? 0 }),
    enabled: provinceId !== null,
  })
  const districts = useQuery({
    ...apiQuery('Public/DistrictList', { CityId: cityId ?? 0 }),
    enabled: cityId !== null,
  })
  const nameOf = (rows: { ID: number; Name: string }[] | undefined, id: number | null) => rows?.find((r) => r.ID === id)?.Name ?? ''
  const regionName = [nameOf(provinces.data, provinceId), nameOf(cities.data, cityId), nameOf(districts.data, districtId)]
    .filter((n) => n && n !== '市辖区')
    .join(' ')

  const confirm = () => {
    if (provinceId === null) {
      Toast.show({ content: '请选择省份' })
      return
    }
    const chosen: ChosenLocation = { provinceId, cityId, districtId, name: regionName, address: address.trim() }
    try {
      sessionStorage.setItem(CHOSEN_LOCATION_KEY, JSON.stringify(chosen))
    } catch {
      // the caller still gets the location through onChosen
    }
    onChosen(chosen)
  }

  const pickers = [
    { key: 'province' as const, title: '省份', options: toOptions(provinces.data), value: provinceId, disabled: false },
    { key: 'city' as const, title: '城市', options: toOptions(cities.data), value: cityId, disabled: provinceId === null },
    { key: 'district' as const, title: '区县', options: toOptions(districts.data), value: districtId, disabled: cityId === null },
  ]
  const select = (key: 'province' | 'city' | 'district', id: number) => {
    if (key === 'province') {
      setProvinceId(id)
      setCityId(null)
      setDistrictId(null)
    } else if (key === 'city') {
      setCityId(id)
      setDistrictId(null)
    } else setDistrictId(id)
  }

  return (
    <div style={{ paddingBottom: 24 }}>
      <List header="选择所在地区" mode="card">
        {pickers.map((p) => (
          <List.Item key={p.key} extra={p.options.find((o) => o.value === p.value)?.label ?? '请选择'} disabled={p.disabled} onClick={() => setOpen(p.key)}>
            {p.title}
          </List.Item>
        ))}
        <List.Item title="详细地址">
          <Input placeholder="街道、门牌号（选填）" value={address} onChange={setAddress} maxLength={100} clearable />
        </List.Item>
      </List>
      {pickers.map((p) => (
        <Picker
          key={p.key}
          columns={[p.options]}
          visible={open === p.key}
          onClose={() => setOpen(null)}
          value={p.value === null ? [] : [p.value]}
          onConfirm={(values) => {
            const id = values[0]
            if (typeof id === 'number') select(p.key, id)
          }}
        />
      ))}
      <div style={{ padding: '0 16px' }}>
        <Button block color="primary" shape="rounded" onClick={confirm}>
          确定
        </Button>
      </div>
    </div>
  )
}
