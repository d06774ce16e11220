import { queryOptions, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client.ts'

export function provinceListQueryOptions() {
  return queryOptions({
    queryKey: ['Public/ProvinceList'],
    queryFn: () => callApi('Public/ProvinceList', {}),
    // provinces do not change while the app is open
    staleTime: Infinity,
  })
}

export function useProvinceList() {
  return useQuery(provinceListQueryOptions())
}
