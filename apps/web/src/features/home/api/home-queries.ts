import { useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client.ts'

export const useHotMajors = () =>
  useQuery({
    queryKey: ['Specialty/SpecialtyHotList', { Count: 8 }],
    queryFn: () => callApi('Specialty/SpecialtyHotList', { Count: 8 }),
    staleTime: 10 * 60_000,
  })

// the learning feature owns news; the home tab only reads the newest few through the same call
export const useLatestNews = () =>
  useQuery({ queryKey: ['Portal/NewsList', { home: true }], queryFn: () => callApi('Portal/NewsList', { PageIndex: 1, PageSize: 5 }), staleTime: 5 * 60_000 })
