// @vitest-environment node
// pure logic with no DOM: a jsdom window would cost this file about a CPU second (docs/contributing.md "CI budget")
import { describe, expect, it } from 'vitest'
import { pickDefaultProvince } from './default-province.ts'

const list = [
  { ID: 11, Name: '北京' },
  { ID: 33, Name: '浙江' },
  { ID: 44, Name: '广东' },
]

describe('pickDefaultProvince', () => {
  it('uses the stored province when it is in the list', () => {
    expect(pickDefaultProvince(list, 44, 33)?.Name).toBe('广东')
  })
  it('falls back to the global default when the stored one is absent or unknown', () => {
    expect(pickDefaultProvince(list, null, 33)?.Name).toBe('浙江')
    expect(pickDefaultProvince(list, 99, 33)?.Name).toBe('浙江')
  })
  it('falls back to the first entry when neither is usable', () => {
    expect(pickDefaultProvince(list, undefined, undefined)?.Name).toBe('北京')
    expect(pickDefaultProvince(list, 99, 98)?.Name).toBe('北京')
  })
  it('returns undefined for an empty list', () => {
    expect(pickDefaultProvince([], 11, 11)).toBeUndefined()
  })
})
