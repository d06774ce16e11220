import { useQuery } from '@tanstack/react-query'
import type { ResourceTrack } from '@gk/contract'
import { apiQuery } from '../../../lib/queries.ts'

/** One career shelf (operator content on a career-* track of the content store). */
export const useCareerShelf = (track: ResourceTrack, pageSize = 50) => useQuery(apiQuery('Course/ResourceList', { Track: track, PageSize: pageSize }))

export const useCareerResource = (id: number) => useQuery({ ...apiQuery('Course/ResourceInfo', { ID: id }), enabled: id > 0, retry: false })
