import { QueryClient } from '@tanstack/react-query'
import type { EndpointName } from '@gk/contract'
import { describe, expect, it } from 'vitest'
import { endpointKey, endpointQueries, nextPage } from './endpoint-queries.ts'

const calls: { name: EndpointName; input: unknown }[] = []
const { query, pages } = endpointQueries(async (name, input) => {
  calls.push({ name, input })
  return { PageIndex: (input as { PageIndex?: number }).PageIndex ?? 1, PageSize: 2, Total: 3, List: [] } as never
})

describe('endpoint queries', () => {
  it('keys a call by endpoint name, input and scope', () => {
    expect(query('User/WishList', {}).queryKey).toEqual(['User/WishList', {}])
    expect(query('AI/SuggestedQuestions', {}, { signedIn: true }).queryKey).toEqual(['AI/SuggestedQuestions', {}, { signedIn: true }])
    expect(endpointKey('User/WishList')).toEqual(['User/WishList'])
  })

  it('invalidating by endpoint name reaches every cached input of that endpoint and no other', async () => {
    const client = new QueryClient()
    await client.fetchQuery(query('Public/CityList', { ProvinceId: 41 }))
    await client.fetchQuery(query('Public/CityList', { ProvinceId: 11 }))
    await client.fetchQuery(query('Public/ProvinceList', {}))
    await client.invalidateQueries({ queryKey: endpointKey('Public/CityList') })
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey)
    expect(stale).toEqual([
      ['Public/CityList', { ProvinceId: 41 }],
      ['Public/CityList', { ProvinceId: 11 }],
    ])
  })

  it('pages send the page fields and stop when the server has no more rows', async () => {
    calls.length = 0
    const options = pages('Portal/NewsList', { CategoryId: 2 }, 2)
    expect(options.queryKey).toEqual(['Portal/NewsList', { CategoryId: 2, PageSize: 2 }])
    const client = new QueryClient()
    const data = await client.fetchInfiniteQuery({ ...options, pages: 2 })
    expect(calls.map((c) => c.input)).toEqual([
      { CategoryId: 2, PageIndex: 1, PageSize: 2 },
      { CategoryId: 2, PageIndex: 2, PageSize: 2 },
    ])
    expect(data.pages).toHaveLength(2)
    expect(nextPage({ PageIndex: 2, PageSize: 2, Total: 3 })).toBeUndefined()
    expect(nextPage({ PageIndex: 1, PageSize: 2, Total: 3 })).toBe(2)
  })
})
