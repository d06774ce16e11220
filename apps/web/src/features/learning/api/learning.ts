import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { apiPages, apiQuery } from '../../../lib/queries.ts'
import { useSession } from '../../../lib/session-store.ts'

export const useContinueList = () => {
  const token = useSession((s) => s.token)
  return useQuery({ ...apiQuery('Learning/ContinueList', { Count: 5 }), enabled: Boolean(token) })
}

export const useRecommendCourses = () => {
  const token = useSession((s) => s.token)
  // the answer is personal once signed in
  return useQuery(apiQuery('Learning/RecommendCourses', { Count: 4 }, { signedIn: Boolean(token) }))
}

export const useLiveSchedule = (scope: 'today' | 'all') => useInfiniteQuery(apiPages('Live/Schedule', { Scope: scope }, 10))

export const useLiveInfo = (id: number) => useQuery({ ...apiQuery('Live/Info', { ID: id }), enabled: id > 0 })
