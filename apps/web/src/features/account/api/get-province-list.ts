import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiQuery } from '../../../lib/queries.ts'

export function provinceListQueryOptions() {
  return queryOptions({
    ...apiQuery('Public/ProvinceList', {}),
    // provinces do not change while the app is open
    staleTime: Infinity,
  })
}

export function useProvinceList() {
  return useQuery(provinceListQueryOptions())
}
