import { createContext, useContext } from 'react'

/**
 * Whether a screen is built, handed to route files through context: the route table imports every
 * route file (lazily), so a route file that imported the table back would close an import cycle.
 * The root layout provides the real answer; the default says "not built" so a screen rendered
 * outside the shell hides its links rather than offering dead ones.
 */
export const RouteAvailability = createContext<(path: string) => boolean>(() => false)

export function useIsRegistered(): (path: string) => boolean {
  return useContext(RouteAvailability)
}
