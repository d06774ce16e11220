import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Notice } from '@gk/contract'
import { callApi } from '../../../lib/api-client.ts'
import { sessionStore, useSession } from '../../../lib/session-store.ts'
import { nextPage } from './catalog.ts'

/** The unread notices and messages go into the session's `news`, whose total is the tab badge. */
async function loadUnread(): Promise<Notice[]> {
  const page = await callApi('Notice/List', { UnreadOnly: true, PageIndex: 1, PageSize: 50 }, { quiet: true })
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
    queryKey: ['Notice/Unread'],
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
  return useInfiniteQuery({
    queryKey: ['Notice/List', { kind }],
    queryFn: ({ pageParam }) => callApi('Notice/List', { Kind: kind, PageIndex: pageParam, PageSize: 10 }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: Boolean(token),
  })
}

export function useNoticeDetail(id: number, kind: 'notice' | 'message') {
  return useQuery({
    queryKey: ['Notice/Detail', { id, kind }],
    queryFn: () => callApi('Notice/Detail', { ID: id, Kind: kind }),
    enabled: id > 0,
  })
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
      void queryClient.invalidateQueries({ queryKey: ['Notice/List'] })
      void queryClient.invalidateQueries({ queryKey: ['Notice/Unread'] })
    },
  })
}
