import { useNoticeBadgeSync } from '../api/notices.ts'

/**
 * Keeps the session's `news` (unread notices + messages, the tab-2 badge) fresh while mounted.
 * The precise-learning tab mounts it; the shell can mount it once for every page.
 */
export function NoticeBadgeSync() {
  useNoticeBadgeSync()
  return null
}
