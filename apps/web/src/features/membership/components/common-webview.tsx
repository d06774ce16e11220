import { useEffect, useState } from 'react'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { storage } from '../../../lib/storage.ts'
import './membership.css'

/** What the generic web view shows; `closeType` 2 closes to home, anything else goes back. */
export type WebviewOptions = { title: string; url: string; closeType: number; auto: boolean; showTop: boolean }

const asBool = (v: unknown, fallback: boolean) => (v === undefined || v === null || v === '' ? fallback : v === true || v === 1 || v === '1' || v === 'true')

/**
 * Title, url, close type, auto and showTop are taken from storage (`comWeburl`) first, the
 * query string second. Only http(s) pages open; anything else (javascript:, data:) is refused.
 */
export function readWebviewOptions(query: URLSearchParams): WebviewOptions | null {
  const stored = storage.get('comWeburl') ?? {}
  const pick = (key: string) => stored[key] ?? query.get(key) ?? undefined
  const text = (key: string) => {
    const v = pick(key)
    return typeof v === 'string' || typeof v === 'number' ? String(v) : ''
  }
  const url = text('url')
  if (!/^https?:\/\//i.test(url)) return null
  return {
    title: text('title'),
    url,
    closeType: Number(pick('closeType') ?? 1) || 1,
    auto: asBool(pick('auto'), false),
    showTop: asBool(pick('showTop'), true),
  }
}

/** pages/personal/conmonWebview/conmonWebview: an outside page under our own bar. */
export function CommonWebviewPage({ query }: { query: URLSearchParams }) {
  const [options] = useState(() => readWebviewOptions(query))
  useEffect(() => {
    if (options?.title) document.title = options.title
    // `auto`: the page opens by itself in the browser (sites that refuse to be framed)
    if (options?.auto) window.location.assign(options.url)
  }, [options])
  if (!options) return <EmptyPage text="链接无效" />
  const close = () => (options.closeType === 2 ? openPage(paths.home, { replace: true }) : window.history.back())
  return (
    <div className="gk-webview" data-testid="webview">
      {options.showTop ? (
        <div className="gk-webview__bar">
          <button type="button" onClick={close} aria-label="关闭">
            ✕
          </button>
          <span className="gk-webview__title">{options.title}</span>
          <span style={{ width: 32 }} />
        </div>
      ) : null}
      <iframe
        className="gk-webview__frame"
        src={options.url}
        title={options.title || '网页'}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      />
    </div>
  )
}
