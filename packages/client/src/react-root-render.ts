import type { ReactElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'

type Host = (Element | DocumentFragment) & { __gkRoot?: Root }

/**
 * The render hook antd and antd-mobile need under React 19 for their static APIs (message, modal,
 * Toast, Dialog): react-dom has no `render` any more, so without it those draw nothing and a refused
 * action gives no feedback. Each app passes this to its library's `unstableSetRender` once.
 */
export function renderIntoRoot(node: ReactElement, container: Element | DocumentFragment): () => Promise<void> {
  const host = container as Host
  host.__gkRoot ??= createRoot(container)
  const root = host.__gkRoot
  root.render(node)
  return async () => {
    await Promise.resolve()
    root.unmount()
    delete host.__gkRoot
  }
}
