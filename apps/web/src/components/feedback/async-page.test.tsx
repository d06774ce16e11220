import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AsyncPage, type PageModule } from './async-page.tsx'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function Page() {
  return <p>页面内容</p>
}

function deferred() {
  let resolve!: (module: PageModule) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<PageModule>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('AsyncPage timing', () => {
  it('shows nothing for 200 ms, then the loading view, then the page', async () => {
    const chunk = deferred()
    render(<AsyncPage load={() => chunk.promise} />)
    await act(() => vi.advanceTimersByTimeAsync(199))
    expect(screen.queryByText('正在加载，请稍后')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(screen.getByText('正在加载，请稍后')).toBeTruthy()
    await act(async () => chunk.resolve({ Component: Page }))
    expect(screen.getByText('页面内容')).toBeTruthy()
  })

  it('gives up with the error view after 5000 ms; a late chunk still replaces it', async () => {
    const chunk = deferred()
    render(<AsyncPage load={() => chunk.promise} />)
    await act(() => vi.advanceTimersByTimeAsync(4999))
    expect(screen.queryByText('页面加载失败~~')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(screen.getByText('页面加载失败~~')).toBeTruthy()
    expect(screen.getByRole('img', { name: '页面加载失败插图' })).toBeTruthy()
    await act(async () => chunk.resolve({ Component: Page }))
    expect(screen.getByText('页面内容')).toBeTruthy()
  })

  it('shows the error view at once on a failed chunk, and retries', async () => {
    let attempt = 0
    const load = () => (++attempt === 1 ? Promise.reject(new Error('missing')) : Promise.resolve({ Component: Page }))
    render(<AsyncPage load={load} />)
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByText('页面加载失败~~')).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /重新加载/ })))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByText('页面内容')).toBeTruthy()
  })
})
