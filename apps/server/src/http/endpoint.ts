import type { EndpointName, Output, Params } from '@gk/contract'
import type { RequestContext } from './context.ts'

/** A handler is a plain function typed by the contract. */
export type Handler<N extends EndpointName> = (input: Params<N>, ctx: RequestContext) => Promise<Output<N>>
export type HandlerMap = { [N in EndpointName]?: Handler<N> }

/** Identity helper that keeps each handler's input and output typed by its endpoint name. */
export function defineHandlers<const H extends HandlerMap>(handlers: H): H {
  return handlers
}
