import { cleanup, configure } from '@testing-library/react'
// the one antd-mobile module that holds the render function (the index would load every component into
// every test file, the pure-logic ones too: half of a small file's CPU)
import { unstableSetRender } from 'antd-mobile/cjs/utils/unstable-render'
import { renderIntoRoot } from '@gk/client'
import { afterAll, vi } from 'vitest'
import { registerNavigator } from '../lib/navigation.ts'
import { initialSessionState, sessionStore } from '../lib/session-store.ts'

// findBy*/waitFor give up after 1 s by default; an antd form's first validation on a busy 2-core CI
// machine has taken longer, and giving up there says nothing about the app
configure({ asyncUtilTimeout: 5000 })

// as in main.tsx: antd-mobile's imperative Toast/Dialog render through React 19's createRoot (its
// default, rc-util's legacy render, calls ReactDOM.unmountComponentAtNode, which React 19 dropped)
unstableSetRender(renderIntoRoot)

// The web project runs without isolation (vite.config.ts): the files of a worker share one jsdom window and
// one module graph instead of building both per file (~85 % of the project's time). This file runs before
// each test file, so what a file leaves behind is undone after its last test, as a fresh window per file did:
// mounted trees, stubbed globals, spies, fake timers, storage, the hash route and the app's session singletons.
afterAll(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
  registerNavigator((to) => {
    window.location.hash = `#${to}`
  })
  sessionStore.set(initialSessionState())
  if (typeof window === 'undefined') return
  localStorage.clear()
  sessionStorage.clear()
  window.location.hash = ''
})
