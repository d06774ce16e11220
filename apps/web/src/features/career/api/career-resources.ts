import { useQuery } from '@tanstack/react-query'
import type { ResourceTrack } from '@gk/contract'
import { callApi } from '../../../lib/api-client.ts'

/** One career shelf (operator content on a career-* track of the content store). */
export const useCareerShelf = (track: ResourceTrack, pageSize = 50) =>
  useQuery({
    queryKey: ['Course/ResourceList', { track, pageSize }],
    queryFn: () => callApi('Course/ResourceList', { Track: track, PageSize: pageSize }),
  })

export const useCareerResource = (id: number) =>
  useQuery({ queryKey: ['Course/ResourceInfo', { id }], queryFn: () => callApi('Course/ResourceInfo', { ID: id }), enabled: id > 0, retry: false })
