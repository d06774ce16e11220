import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { App as AntApp, ConfigProvider } from 'antd'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ConsoleApp } from './console-app.tsx'
import { consoleLocale } from './lib/locale.ts'

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } })

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={consoleLocale} theme={{ token: { colorPrimary: '#3686e2' } }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <ConsoleApp />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  </StrictMode>,
)
