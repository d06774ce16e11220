import { useQuery } from '@tanstack/react-query'
import { apiQuery } from '../../../lib/queries.ts'

export const useHotMajors = () =>
  useQuery({
    ...apiQuery('Specialty/SpecialtyHotList', { Count: 8 }),
    staleTime: 10 * 60_000,
  })

// the learning feature owns news; the home tab only reads the newest few through the same call
export const useLatestNews = () => useQuery({ ...apiQuery('Portal/NewsList', { PageIndex: 1, PageSize: 5 }), staleTime: 5 * 60_000 })
