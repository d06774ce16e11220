// The only module that reads build-time config (import.meta.env) or the runtime override globals.

declare global {
  interface Window {
    /** Runtime override of the API base URL (e.g. set by a hosting page); same origin when absent. */
    __GK_API_BASE__?: string
    /** Runtime default province id used when the stored one is not in the list. */
    __GK_DEFAULT_PROVINCE__?: number
  }
}

/** API base URL: the global override, else the build-time value, else the page's own origin. */
export function apiBaseUrl(): string {
  const fromGlobal = typeof window === 'undefined' ? undefined : window.__GK_API_BASE__
  const base = fromGlobal ?? (import.meta.env.VITE_API_BASE as string | undefined) ?? ''
  return base.replace(/\/+$/, '')
}

/** Global default province (default province rule), when the host page sets one. */
export function globalDefaultProvinceId(): number | undefined {
  return typeof window === 'undefined' ? undefined : window.__GK_DEFAULT_PROVINCE__
}

export const env = {
  isDev: import.meta.env.DEV,
  mode: import.meta.env.MODE,
} as const
