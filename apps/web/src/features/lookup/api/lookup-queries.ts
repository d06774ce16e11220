import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { PageFilter } from '@gk/client'
import type { EndpointName, Input, Output } from '@gk/contract'
import { apiPages, apiQuery } from '../../../lib/queries.ts'

/** One call as a cached query; `enabled` false while its input is incomplete. */
export function useLookup<N extends EndpointName>(name: N, input: Input<N>, enabled = true) {
  return useQuery({ ...apiQuery(name, input), enabled, placeholderData: keepPreviousData, staleTime: 5 * 60_000 })
}

type ListItem<N extends EndpointName> = Output<N> extends { List: (infer T)[] } ? T : never
type Paged = { PageIndex: number; PageSize: number; Total: number }

/** A server-paginated list loaded page by page as the user scrolls. */
export function usePagedLookup<N extends EndpointName>(name: N, input: PageFilter<N>, enabled = true, pageSize = 20) {
  const query = useInfiniteQuery({ ...apiPages(name, input, pageSize), enabled, staleTime: 5 * 60_000 })
  const pages = (query.data?.pages ?? []) as (Output<N> & Paged & { List: ListItem<N>[] })[]
  return { query, pages, first: pages[0], items: pages.flatMap((p) => p.List) }
}
