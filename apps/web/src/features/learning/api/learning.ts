import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client.ts'
import { useSession } from '../../../lib/session-store.ts'
import { nextPage } from './catalog.ts'

export const useContinueList = () => {
  const token = useSession((s) => s.token)
  return useQuery({
    queryKey: ['Learning/ContinueList'],
    queryFn: () => callApi('Learning/ContinueList', { Count: 5 }),
    enabled: Boolean(token),
  })
}

export const useRecommendCourses = () => {
  const token = useSession((s) => s.token)
  return useQuery({
    queryKey: ['Learning/RecommendCourses', { token: Boolean(token) }],
    queryFn: () => callApi('Learning/RecommendCourses', { Count: 4 }),
  })
}

export const useLiveSchedule = (scope: 'today' | 'all') =>
  useInfiniteQuery({
    queryKey: ['Live/Schedule', { scope }],
    queryFn: ({ pageParam }) => callApi('Live/Schedule', { Scope: scope, PageIndex: pageParam, PageSize: 10 }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  })

export const useLiveInfo = (id: number) =>
  useQuery({
    queryKey: ['Live/Info', { id }],
    queryFn: () => callApi('Live/Info', { ID: id }),
    enabled: id > 0,
  })
