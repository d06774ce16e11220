import { describe, expect, it } from 'vitest'
import type { Rules } from './ai-answers-rules.ts'
import { statedSlotsVerdict } from './ai-stated-slots.ts'

/** ADR 131, in phrasings of our own: a number of 志愿 stated and put up to be checked is confirmed or corrected first. */
const batch = (Name: string, MaxWishes: number) => ({ Name, MaxWishes, MaxMajorsPerWish: 1, HasAdjustment: false, IsUnverified: false })
const rules = {
  ProvinceName: '贵州',
  Year: 2027,
  Batches: [batch('本科提前批', 10), batch('本科批', 96), batch('高职（专科）批', 60)],
} as Rules

describe('a stated number of 志愿', () => {
  it('is confirmed when the batch has that many, corrected when not', () => {
    expect(statedSlotsVerdict('听说贵州本科批可以报96个志愿，是不是真的', rules)).toMatch(/^对，贵州2027年本科批最多可填 96 个志愿/)
    expect(statedSlotsVerdict('贵州本科最多填112个志愿吧', rules)).toMatch(/^不对：[^\n]*本科批最多可填 96 个志愿，不是 112 个/)
    expect(statedSlotsVerdict('贵州专科批志愿能填60个对吗', rules)).toMatch(/^对，[^\n]*高职（专科）批/)
    expect(statedSlotsVerdict('贵州 本科批 96个志愿？', rules)).toMatch(/^对，/)
    expect(statedSlotsVerdict('听说贵州本科批一个专业一个志愿，最多96个', rules)).toMatch(/^对，/)
  })
  it('is no premise when the count is asked', () => {
    expect(statedSlotsVerdict('贵州本科批能填多少个志愿', rules)).toBeNull()
    expect(statedSlotsVerdict('贵州本科批几个志愿？', rules)).toBeNull()
  })
})
