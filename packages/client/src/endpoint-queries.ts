import type { EndpointName, Input, Output } from '@gk/contract'

/**
 * The one query key of an endpoint call: the endpoint's name as the contract's registry spells it, then
 * its input, then anything else the answer depends on (the signed-in user, say). TanStack matches keys
 * by prefix, so `endpointKey(name)` reaches every cached call of that endpoint: what a mutation
 * invalidates.
 */
export function endpointKey<N extends EndpointName>(name: N, input?: unknown, scope?: unknown): readonly [N, ...unknown[]] {
  if (scope !== undefined) return [name, input, scope]
  return input === undefined ? [name] : [name, input]
}

/** Whether a cached query belongs to an endpoint (for predicates over the whole cache). */
export const isEndpointKey = (key: readonly unknown[], name: EndpointName): boolean => key[0] === name

/** How an app calls an endpoint; the signal lets TanStack cancel a call nobody waits for. */
export type EndpointCaller = <N extends EndpointName>(name: N, input: Input<N>, signal: AbortSignal | undefined) => Promise<Output<N>>

type Paged = { PageIndex: number; PageSize: number; Total: number }
/** The filter of a paged endpoint: its input without the page fields, which the query owns. */
export type PageFilter<N extends EndpointName> = Omit<Input<N>, 'PageIndex' | 'PageSize'>

/** Next page index while rows remain on the server, else undefined. */
export function nextPage(last: Paged): number | undefined {
  return last.PageIndex * last.PageSize < last.Total ? last.PageIndex + 1 : undefined
}

/**
 * The query-options factory of one app, over that app's caller. Pages and hooks spread these options
 * and add only what is theirs (`enabled`, `staleTime`, `select`), so every cached call of an endpoint
 * has the key `endpointKey` builds and invalidation by endpoint name reaches it.
 */
export function endpointQueries(call: EndpointCaller) {
  /** One call as a query; `scope` is what the answer depends on besides the input. */
  function query<N extends EndpointName>(name: N, input: Input<N>, scope?: unknown) {
    return {
      queryKey: endpointKey(name, input, scope),
      queryFn: ({ signal }: { signal?: AbortSignal }): Promise<Output<N>> => call(name, input, signal),
    }
  }
  /** A server-paginated list as an infinite query, `pageSize` rows a page, from page 1. */
  function pages<N extends EndpointName>(name: N, filter: PageFilter<N>, pageSize: number, scope?: unknown) {
    return {
      queryKey: endpointKey(name, { ...filter, PageSize: pageSize }, scope),
      queryFn: ({ pageParam, signal }: { pageParam: number; signal?: AbortSignal }): Promise<Output<N>> =>
        call(name, { ...filter, PageIndex: pageParam, PageSize: pageSize } as Input<N>, signal),
      initialPageParam: 1,
      getNextPageParam: (last: Output<N>) => nextPage(last as unknown as Paged),
    }
  }
  return { query, pages }
}
