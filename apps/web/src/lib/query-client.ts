import { QueryClient } from '@tanstack/react-query'

/** One client for the app; every query is keyed by endpoint name first (`apiQuery` in queries.ts). */
export const queryClient = new QueryClient({
  defaultOptions: {
    // the request layer already toasts errors and handles 112; a retry would toast twice
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
})
