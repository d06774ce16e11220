import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { queryClient } from '../lib/query-client.ts'

export type AppProvidersProps = { children: ReactNode }

// antd-mobile's default locale is already zh-CN, so no ConfigProvider is needed
export function AppProviders({ children }: AppProvidersProps) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
