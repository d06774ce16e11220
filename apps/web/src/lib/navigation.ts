import type { AppPath } from '../config/paths.ts'

export type NavigateFn = (to: string, options?: { replace?: boolean }) => void

// lib cannot import the router (it lives in app/); the app registers its navigate here at start.
let navigateImpl: NavigateFn = (to) => {
  window.location.hash = `#${to}`
}

export function registerNavigator(navigate: NavigateFn): void {
  navigateImpl = navigate
}

/** Opens a route; `query` becomes the hash query string. */
export function openPage(path: AppPath, options?: { replace?: boolean; query?: Record<string, string> }): void {
  const search = options?.query ? `?${new URLSearchParams(options.query).toString()}` : ''
  navigateImpl(`/${path}${search}`, { replace: options?.replace })
}

/** The current hash route without the leading '#', e.g. `/pages/home/index?x=1`. */
export function currentRoute(): string {
  return window.location.hash.replace(/^#/, '') || '/'
}
