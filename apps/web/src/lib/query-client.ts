import { QueryClient } from '@tanstack/react-query'

/** One client for the app; queries are keyed by endpoint name first (`['User/StudentInfo']`). */
export const queryClient = new QueryClient({
  defaultOptions: {
    // the request layer already toasts errors and handles 112; a retry would toast twice
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
})
