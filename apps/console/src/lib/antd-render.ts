import { unstableSetRender } from 'antd'
import { createRoot, type Root } from 'react-dom/client'

/**
 * antd's static message/notification/modal draw through a render hook that React 19 removed
 * (react-dom has no `render`): without this, `message.error` shows nothing and an operator whose
 * sign-in or action is refused gets no feedback at all. Imported by the request layer that uses
 * the static message, so every page that calls the API has it (the web app does the same for
 * antd-mobile in its main.tsx).
 */
unstableSetRender((node, container) => {
  const host = container as (Element | DocumentFragment) & { __gkRoot?: Root }
  host.__gkRoot ??= createRoot(container)
  const root = host.__gkRoot
  root.render(node)
  return async () => {
    await Promise.resolve()
    root.unmount()
    delete host.__gkRoot
  }
})
