import { endpointQueries } from '@gk/client'
import { callApi } from './api-client.ts'

/**
 * The web app's query options, keyed by endpoint name (`endpointKey` of @gk/client): hooks spread
 * `apiQuery(name, input)` or `apiPages(name, filter, pageSize)` and add only their own options, and
 * mutations invalidate with `endpointKey(name)`.
 */
export const { query: apiQuery, pages: apiPages } = endpointQueries((name, input, signal) => callApi(name, input, { signal }))
