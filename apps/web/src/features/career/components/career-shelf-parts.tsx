import type { ResourceSummary } from '@gk/contract'
import { apiBaseUrl } from '../../../config/env.ts'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'

export const mediaSrc = (url: string) => (!url || /^https?:\/\//.test(url) ? url : `${apiBaseUrl()}${url}`)

/** Videos play on play-detail; everything else (books, stories, cases, lesson plans, PDFs) on documentDetail. */
export const openResource = (r: Pick<ResourceSummary, 'ID' | 'ResourceType'>) =>
  openPage(r.ResourceType === 'video' ? paths.careerVideoPlay : paths.careerCaseDetail, { query: { id: String(r.ID) } })
