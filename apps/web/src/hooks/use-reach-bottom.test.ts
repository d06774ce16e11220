// @vitest-environment node
// pure logic with no DOM: a jsdom window would cost this file about a CPU second (docs/contributing.md "CI budget")
import { describe, expect, it } from 'vitest'
import { isNearBottom } from './use-reach-bottom.ts'

describe('isNearBottom', () => {
  it('triggers within the spec distance of 10 px', () => {
    expect(isNearBottom({ scrollTop: 990, clientHeight: 1000, scrollHeight: 2000 })).toBe(true)
    expect(isNearBottom({ scrollTop: 1000, clientHeight: 1000, scrollHeight: 2000 })).toBe(true)
    expect(isNearBottom({ scrollTop: 989, clientHeight: 1000, scrollHeight: 2000 })).toBe(false)
  })
  it('accepts another distance', () => {
    expect(isNearBottom({ scrollTop: 900, clientHeight: 1000, scrollHeight: 2000 }, 100)).toBe(true)
  })
})
