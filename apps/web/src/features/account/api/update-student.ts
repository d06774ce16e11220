import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Input } from '@gk/contract'
import { callApi } from '../../../lib/api-client.ts'
import { studentInfoQueryOptions } from '../../../lib/session-queries.ts'
import { applyUserInfo } from '../../../lib/session-store.ts'

export function useUpdateStudent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Input<'User/UpdateStudent'>) => callApi('User/UpdateStudent', input, { loading: true }),
    onSuccess: (info) => {
      applyUserInfo(info)
      queryClient.setQueryData(studentInfoQueryOptions().queryKey, info)
    },
  })
}
