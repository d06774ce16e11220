import { StyleProvider } from '@ant-design/cssinjs'
import { render as renderInDom, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'

/**
 * antd builds the same class names but injects no `<style>`: jsdom parses every injected sheet and
 * matches all of its rules on each getComputedStyle call (rc-table measures the scroll bar that way on
 * every table mount; Testing Library's role queries check visibility the same way), which was most of a
 * console test's CPU (measured 2026-11-30: deliver-card's one-tap test 9.2 → 5.4 s). jsdom lays nothing
 * out, so the sheets decided nothing a test asserts. `mock` is honoured outside production builds only,
 * and tests never are one. (@ant-design/cssinjs is antd's own styling package, installed with it.)
 */
function AntdWithoutCss({ children }: { children: ReactNode }) {
  return <StyleProvider mock="server">{children}</StyleProvider>
}

/** Testing Library's render with antd's style injection off (see above). */
export function render(ui: ReactElement, options: RenderOptions = {}) {
  return renderInDom(ui, { wrapper: AntdWithoutCss, ...options })
}
