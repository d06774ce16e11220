import { describe, expect, it } from 'vitest'
import { followUpLead, SAME_SCORE } from './ai-follow-up-lead.ts'
import { askersThisYear } from './ai-year-frame.ts'

describe('a follow-up said first, a story after it', () => {
  it('reads the follow-up sentence when the rest only tells or says what it is for', () => {
    expect(followUpLead('那历史类呢？老二这次月考503，年级第40。')).toBe('那历史类呢？')
    expect(followUpLead('那大前年的呢？想对比一下变化。')).toBe('那大前年的呢？')
  })
  it('reads the whole turn when the rest asks something of its own, or there is no rest', () => {
    expect(followUpLead('那历史类呢？孩子503能上吗？')).toBeNull()
    expect(followUpLead('那历史类呢？')).toBeNull()
    expect(followUpLead('孩子503，那历史类呢？')).toBeNull()
  })
  it('keeps a score said again as the same one beside the follow-up, not a result told in passing (after v29)', () => {
    expect(SAME_SCORE.test('那大前年呢？还是612分。')).toBe(true)
    expect(SAME_SCORE.test('那历史类呢？老二这次月考503，年级第40。')).toBe(false)
  })
})

describe('the asker’s frame of relative years', () => {
  it('counts 今年 from a relative year said with its year in brackets, the newest turn first', () => {
    expect(askersThisYear(['河南大学去年（2025年）的线', '那前年呢'])).toBe(2026)
    expect(askersThisYear(['前年(2024)的线多少'])).toBe(2026)
    expect(askersThisYear(['今年（2027）高考', '去年（2025年）'])).toBe(2026)
    expect(askersThisYear(['去年的线多少'])).toBeNull()
  })
})
