import { queryOptions } from '@tanstack/react-query'
import { callApi } from './api-client.ts'
import { apiQuery } from './queries.ts'
import { applyUserInfo } from './session-store.ts'

/** The user info query, shared by the launch flow and every page that shows the profile. */
export function studentInfoQueryOptions() {
  return queryOptions({
    queryKey: apiQuery('User/StudentInfo', {}).queryKey,
    queryFn: async () => {
      const info = await callApi('User/StudentInfo', {})
      applyUserInfo(info)
      return info
    },
  })
}
