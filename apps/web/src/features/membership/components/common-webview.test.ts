import { afterEach, describe, expect, it } from 'vitest'
import { storage } from '../../../lib/storage.ts'
import { readWebviewOptions } from './common-webview.tsx'

afterEach(() => localStorage.clear())

describe('readWebviewOptions', () => {
  it('takes storage first, then the query string', () => {
    storage.set('comWeburl', { title: '报名', url: 'https://example.com/a', closeType: 2, showTop: false })
    const options = readWebviewOptions(new URLSearchParams('title=other&url=https://other.example&auto=1'))
    expect(options).toEqual({ title: '报名', url: 'https://example.com/a', closeType: 2, auto: true, showTop: false })
  })

  it('falls back to the query string with defaults', () => {
    expect(readWebviewOptions(new URLSearchParams('url=https://example.com'))).toEqual({
      title: '',
      url: 'https://example.com',
      closeType: 1,
      auto: false,
      showTop: true,
    })
  })

  it('refuses anything that is not an http(s) page', () => {
    expect(readWebviewOptions(new URLSearchParams('url=javascript:alert(1)'))).toBeNull()
    expect(readWebviewOptions(new URLSearchParams(''))).toBeNull()
    storage.set('comWeburl', { url: { toString: 'x' } })
    expect(readWebviewOptions(new URLSearchParams(''))).toBeNull()
  })
})
