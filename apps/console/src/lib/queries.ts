import { endpointQueries } from '@gk/client'
import { callAdmin } from './api.ts'

/**
 * The console's query options, keyed by endpoint name (`endpointKey` of @gk/client) like the web
 * app's: pages spread `adminQuery(name, input)`, and an action invalidates with `endpointKey(name)`.
 */
export const { query: adminQuery } = endpointQueries((name, input) => callAdmin(name, input))
