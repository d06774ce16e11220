import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { endpointKey } from '@gk/client'
import { callApi } from '../../../lib/api-client.ts'
import { apiQuery } from '../../../lib/queries.ts'

/** The signed-in devices (our own User/SessionList). */
export function useDevices() {
  return useQuery(apiQuery('User/SessionList', {}))
}

export function useRevokeDevice() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (sessionId: number | 'others') =>
      sessionId === 'others'
        ? callApi('User/SessionRevokeOthers', {}, { loading: true })
        : callApi('User/SessionRevoke', { SessionId: sessionId }, { loading: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKey('User/SessionList') }),
  })
}
