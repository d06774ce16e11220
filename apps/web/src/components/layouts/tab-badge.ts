import { TAB_BADGE_INDEX } from '@gk/contract'
import type { News } from '../../lib/session-store.ts'

/**
 * Badge of a bottom tab: only the tab at index 2 carries one, showing notices + messages
 * when that count is above 0.
 */
export function tabBadge(index: number, news: News): number | undefined {
  if (index !== TAB_BADGE_INDEX) return undefined
  const count = news.notices.length + news.messages.length
  return count > 0 ? count : undefined
}
