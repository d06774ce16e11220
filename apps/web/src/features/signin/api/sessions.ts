import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '../../../lib/api-client.ts'

const key = ['User/SessionList']

/** The signed-in devices (our own User/SessionList). */
export function useDevices() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => callApi('User/SessionList', {}, { signal }) })
}

export function useRevokeDevice() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (sessionId: number | 'others') =>
      sessionId === 'others'
        ? callApi('User/SessionRevokeOthers', {}, { loading: true })
        : callApi('User/SessionRevoke', { SessionId: sessionId }, { loading: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  })
}
