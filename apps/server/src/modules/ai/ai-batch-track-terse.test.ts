import { describe, expect, it } from 'vitest'
import { trackOutside } from './ai-home-ruled-out.ts'
import { read } from './ai-reading.test-kit.ts'
import { statedBatchLine } from './ai-stated-line.ts'

// ADR 123, in phrasings of our own: a batch of the old model said with 物理/历史 keeps an old-model home province (its
// 理科/文科 is read), and a batch with a number alone asks whether that number is the batch's line.
const xinjiang = { slug: 'xinjiang' }
const henan = { slug: 'henan' }

describe('a batch of the old model beside a new track word', () => {
  it('keeps the home province that still has the batch', () => {
    // 新疆 ranked 理科/文科 in 2025; 2025 asked of a 新疆 college with 一本 and 物理 is its 理科
    const q = '石河子大学2025年一本物理类多少分'
    expect(trackOutside(read(q).e, xinjiang, 2026, q)).toBe(false)
    // no batch said: 物理 of a year that had none still says the candidate is from elsewhere
    const plain = '石河子大学2025年物理类多少分'
    expect(trackOutside(read(plain).e, xinjiang, 2026, plain)).toBe(true)
  })
  it('does not keep a new-model province for it', () => {
    const q = '郑州大学2026年一批理科多少分'
    expect(trackOutside(read(q).e, henan, 2026, q)).toBe(true)
  })
})

describe('a batch and a number alone, asked', () => {
  it('is a stated line to check', () => {
    expect(statedBatchLine('河北 专科 185？')).toBe(185)
    expect(statedBatchLine('山东本科线 443?')).toBe(443)
    expect(statedBatchLine('河南 二本 420？')).toBe(420)
  })
  it('is not one without the question or with more said', () => {
    expect(statedBatchLine('河北 专科 185')).toBeNull()
    expect(statedBatchLine('我考了500分能上本科吗？')).toBeNull()
  })
})
