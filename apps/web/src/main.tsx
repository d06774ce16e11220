import { unstableSetRender } from 'antd-mobile'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { renderIntoRoot } from '@gk/client'
import { App } from './app/app.tsx'
import { startFirstPageCalls } from './app/first-page-calls.ts'
import { router } from './app/router.tsx'
import { routeTable } from './app/route-table.ts'
import { paths } from './config/paths.ts'
import { launchApp } from './lib/launch.ts'
import { registerNavigator } from './lib/navigation.ts'
import './styles/theme.css'
import './styles/global.css'

// antd-mobile's imperative Toast/Dialog need React 19's createRoot (react-dom no longer has render)
unstableSetRender(renderIntoRoot)

// fetch the first page's chunk now, in parallel with React's first render of the shell, instead of
// after it (the page's own loader then gets the same module; a failure is its to show)
const firstPath = location.hash.replace(/^#\/?/, '').split('?')[0] || paths.home
void routeTable
  .find((entry) => entry.path === firstPath)
  ?.lazy()
  .catch(() => undefined)

registerNavigator((to, options) => void router.navigate(to, options))

const container = document.getElementById('root')
if (!container) throw new Error('#root is missing from index.html')
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

void launchApp()
// after launchApp's first synchronous steps: the stored token and province are in the session by then
startFirstPageCalls(firstPath, new URLSearchParams(location.hash.split('?')[1] ?? ''))
