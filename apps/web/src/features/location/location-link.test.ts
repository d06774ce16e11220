// @vitest-environment node
// pure logic with no DOM: a jsdom window would cost this file about a CPU second (docs/contributing.md "CI budget")
import { describe, expect, it } from 'vitest'
import { mapUrl, numberParam } from './location-link.ts'

describe('mapUrl', () => {
  it('marks a coordinate with its name', () => {
    const url = new URL(mapUrl({ name: '郑州大学', address: '', latitude: 34.81, longitude: 113.53 }))
    expect(url.pathname).toBe('/marker')
    expect(url.searchParams.get('position')).toBe('113.53,34.81')
    expect(url.searchParams.get('name')).toBe('郑州大学')
  })
  it('searches the address when there is no coordinate', () => {
    const url = new URL(mapUrl({ name: '服务网点', address: '郑州市金水区', latitude: null, longitude: 1 }))
    expect(url.pathname).toBe('/search')
    expect(url.searchParams.get('keyword')).toBe('郑州市金水区')
  })
})

describe('numberParam', () => {
  it.each([
    ['41', 41],
    ['34.5', 34.5],
    ['', null],
    [null, null],
    ['abc', null],
  ])('%s → %s', (raw, expected) => {
    expect(numberParam(raw)).toBe(expected)
  })
})
