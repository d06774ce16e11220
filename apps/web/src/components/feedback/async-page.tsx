import { useCallback, useEffect, useState, type ComponentType } from 'react'
import { ASYNC_PAGE_DELAY_MS, ASYNC_PAGE_TIMEOUT_MS } from '@gk/contract'
import { ChunkLoadError, loadChunk } from '../../lib/chunk-load.ts'
import { LoadingPlaceholder } from './loading-placeholder.tsx'
import { PageError } from './page-error.tsx'

/** What a lazy route module exports (react-router's lazy convention). */
export type PageModule = { Component: ComponentType }

export type AsyncPageProps = {
  load: () => Promise<PageModule>
  delayMs?: number
  timeoutMs?: number
}

type View = { kind: 'blank' } | { kind: 'loading' } | { kind: 'error'; error: ChunkLoadError } | { kind: 'ready'; Component: ComponentType }

// modules already loaded render at once on the next visit, without the 200 ms blank
const loaded = new WeakMap<AsyncPageProps['load'], ComponentType>()

/**
 * A lazy page with the spec's timing: nothing for 200 ms, then the loading placeholder; the error
 * view after 5000 ms or when the chunk fails. A chunk that still arrives after the error view
 * replaces it (as an async component does).
 */
export function AsyncPage({ load, delayMs = ASYNC_PAGE_DELAY_MS, timeoutMs = ASYNC_PAGE_TIMEOUT_MS }: AsyncPageProps) {
  const cached = loaded.get(load)
  const [view, setView] = useState<View>(cached ? { kind: 'ready', Component: cached } : { kind: 'blank' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (loaded.has(load)) return
    let active = true
    const show = (next: View) => {
      if (active) setView((current) => (current.kind === 'ready' ? current : next))
    }
    const delay = setTimeout(() => show({ kind: 'loading' }), delayMs)
    const timeout = setTimeout(() => show({ kind: 'error', error: new ChunkLoadError('timeout') }), timeoutMs)
    loadChunk(load).then(
      (module) => {
        loaded.set(load, module.Component)
        if (active) setView({ kind: 'ready', Component: module.Component })
      },
      (error: unknown) => show({ kind: 'error', error: error instanceof ChunkLoadError ? error : new ChunkLoadError('missing', error) }),
    )
    return () => {
      active = false
      clearTimeout(delay)
      clearTimeout(timeout)
    }
  }, [load, delayMs, timeoutMs, attempt])

  const retry = useCallback(() => {
    setView({ kind: 'blank' })
    setAttempt((n) => n + 1)
  }, [])

  switch (view.kind) {
    case 'ready':
      return <view.Component />
    case 'loading':
      return <LoadingPlaceholder />
    case 'error':
      return <PageError onRetry={retry} cause={view.error.type} />
    default:
      return null
  }
}
