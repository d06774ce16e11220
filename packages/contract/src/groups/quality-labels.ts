import type { Quality } from './lookup-common.ts'

/**
 * Chinese label of each quality flag (shown next to every number). In a module of its own, without the
 * schemas: the web app shows these labels on pages that read no schema, and importing them from the
 * schema module kept zod in those pages' files.
 */
export const qualityLabels: Record<Quality, string> = {
  official: '官方',
  'third-party': '第三方整理',
  derived: '由一分一段推算',
  estimated: '估算',
}
