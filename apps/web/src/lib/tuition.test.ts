import { describe, expect, it } from 'vitest'
import { tuitionText } from './tuition.ts'

describe('tuitionText (ADR 170)', () => {
  it('reads 0 as 免费, a fee as 元/年, and an unprinted fee as nothing', () => {
    expect(tuitionText(0)).toBe('免费')
    expect(tuitionText(5200)).toBe('5200元/年')
    expect(tuitionText(null)).toBeNull()
    expect(tuitionText(undefined)).toBeNull()
  })
  it('reads a fee printed in 万元 as 万元, as the assistant does', () => {
    expect(tuitionText(11)).toBe('约11万元/年')
  })
})
