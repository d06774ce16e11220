// @vitest-environment node
// pure logic with no DOM: a jsdom window would cost this file about a CPU second (docs/contributing.md "CI budget")
import { describe, expect, it } from 'vitest'
import { tabBadge } from './tab-badge.ts'

const news = (notices: number, messages: number) => ({ notices: Array<unknown>(notices).fill({}), messages: Array<unknown>(messages).fill({}) })

describe('tabBadge', () => {
  it('shows notices + messages on the tab at index 2 when above 0', () => {
    expect(tabBadge(2, news(2, 3))).toBe(5)
    expect(tabBadge(2, news(0, 1))).toBe(1)
  })
  it('shows nothing at 0', () => {
    expect(tabBadge(2, news(0, 0))).toBeUndefined()
  })
  it('never badges another tab', () => {
    for (const index of [0, 1, 3]) expect(tabBadge(index, news(4, 4))).toBeUndefined()
  })
})
