import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Notice } from '@gk/contract'
import { endpointKey } from '@gk/client'
import { callApi } from '../../../lib/api-client.ts'
import { apiPages, apiQuery } from '../../../lib/queries.ts'
import { sessionStore, useSession } from '../../../lib/session-store.ts'

/** The unread notices and messages go into the session's `news`, whose total is the tab badge. */
const unreadInput = { UnreadOnly: true, PageIndex: 1, PageSize: 50 }
async function loadUnread(): Promise<Notice[]> {
  const page = await callApi('Notice/List', unreadInput, { quiet: true })
  sessionStore.set({
    news: {
      notices: page.List.filter((n) => n.Kind === 'notice'),
      messages: page.List.filter((n) => n.Kind === 'message'),
    },
  })
  return page.List
}

/** Keeps the badge in step while mounted (signed in only); refreshed every minute and on focus. */
export function useNoticeBadgeSync() {
  const token = useSession((s) => s.token)
  const query = useQuery({
    // keyed as the Notice/List call it is, so invalidating the lists refreshes the badge too
    queryKey: apiQuery('Notice/List', unreadInput).queryKey,
    queryFn: loadUnread,
    enabled: Boolean(token),
    refetchInterval: 60_000,
  })
  useEffect(() => {
    if (!token) sessionStore.set({ news: { notices: [], messages: [] } })
  }, [token])
  return query
}

export function useNoticeList(kind: 'notice' | 'message' | undefined) {
  const token = useSession((s) => s.token)
  return useInfiniteQuery({ ...apiPages('Notice/List', { Kind: kind }, 10), enabled: Boolean(token) })
}

export function useNoticeDetail(id: number, kind: 'notice' | 'message') {
  return useQuery({ ...apiQuery('Notice/Detail', { ID: id, Kind: kind }), enabled: id > 0 })
}

/** Marks one read; the badge drops at once from the answer, then the lists refresh. */
export function useReadNotice() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ref: { ID: number; Kind: 'notice' | 'message' }) => callApi('Notice/Read', ref, { quiet: true }),
    onSuccess: (_counts, ref) => {
      const { news } = sessionStore.get()
      const keep = (list: unknown[]) => list.filter((n) => !((n as Notice).ID === ref.ID && (n as Notice).Kind === ref.Kind))
      sessionStore.set({ news: { notices: keep(news.notices), messages: keep(news.messages) } })
      // the lists and the badge (also a Notice/List call)
      void queryClient.invalidateQueries({ queryKey: endpointKey('Notice/List') })
    },
  })
}
