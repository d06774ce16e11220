// @vitest-environment node
// pure logic with no DOM: a jsdom window would cost this file about a CPU second (docs/contributing.md "CI budget")
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChunkLoadError, loadChunk } from './chunk-load.ts'

afterEach(() => vi.useRealTimers())

describe('loadChunk', () => {
  it('resolves the module', async () => {
    await expect(loadChunk(() => Promise.resolve({ a: 1 }))).resolves.toEqual({ a: 1 })
  })
  it('a failed import is type missing', async () => {
    await expect(loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).rejects.toMatchObject({ type: 'missing' })
  })
  it('times out after 120000 ms with type timeout', async () => {
    vi.useFakeTimers()
    const result = loadChunk(() => new Promise(() => undefined)).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(119_999)
    await vi.advanceTimersByTimeAsync(1)
    const error = await result
    expect(error).toBeInstanceOf(ChunkLoadError)
    expect(error).toMatchObject({ type: 'timeout' })
  })
})
