import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import type { EndpointName, Input, Output } from '@gk/contract'
import { callApi } from '../../../lib/api-client.ts'

type Paged = { PageIndex: number; PageSize: number; Total: number }
/** Next page index while rows remain on the server, else undefined. */
export function nextPage(last: Paged): number | undefined {
  return last.PageIndex * last.PageSize < last.Total ? last.PageIndex + 1 : undefined
}

/** One call as a cached query; `enabled` false while its input is incomplete. */
export function useLookup<N extends EndpointName>(name: N, input: Input<N>, enabled = true) {
  return useQuery<Output<N>>({
    queryKey: [name, input],
    queryFn: ({ signal }) => callApi(name, input, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  })
}

type ListItem<N extends EndpointName> = Output<N> extends { List: (infer T)[] } ? T : never

/** A server-paginated list loaded page by page as the user scrolls. */
export function usePagedLookup<N extends EndpointName>(name: N, input: Omit<Input<N>, 'PageIndex' | 'PageSize'>, enabled = true, pageSize = 20) {
  const query = useInfiniteQuery({
    queryKey: [name, input, pageSize],
    queryFn: ({ pageParam, signal }) => callApi(name, { ...input, PageIndex: pageParam, PageSize: pageSize } as Input<N>, { signal }) as Promise<Output<N>>,
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(last as Paged),
    enabled,
    staleTime: 5 * 60_000,
  })
  const pages = (query.data?.pages ?? []) as (Output<N> & Paged & { List: ListItem<N>[] })[]
  return { query, pages, first: pages[0], items: pages.flatMap((p) => p.List) }
}
