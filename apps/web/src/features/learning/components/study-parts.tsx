import { openPage } from '../../../lib/navigation.ts'
import { paths } from '../../../config/paths.ts'

export type StudyTrack = 'online' | 'drill'
export type StudyFilter = {
  grade?: string
  subject?: string
  type?: 'video' | 'document' | 'article'
}

export const routes = {
  online: {
    home: paths.onlineStudy,
    search: paths.onlineStudySearch,
    filter: paths.onlineStudyFilter,
    detail: paths.onlineStudyDetail,
  },
  drill: {
    home: paths.drillIndex,
    search: paths.drillSearch,
    filter: paths.drillFilter,
    detail: paths.drillDetail,
  },
} as const

export const openDetail = (track: StudyTrack) => (id: number) => openPage(routes[track].detail, { query: { id: String(id) } })

export const TYPES = [
  { label: '视频', value: 'video' },
  { label: '文档', value: 'document' },
  { label: '图文', value: 'article' },
] as const

export function toQuery(filter: StudyFilter): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(filter)) if (typeof value === 'string' && value) out[key] = value
  return out
}
