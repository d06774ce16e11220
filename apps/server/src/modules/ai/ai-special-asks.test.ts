import { describe, expect, it } from 'vitest'
import { asksChanceBesidePlan } from './ai-intent-chance-special.ts'
import { intentOf } from './ai-reading.test-kit.ts'

/** ADR 106: the words that point at a special plan or at the candidate's own score are not read as something else. */
describe('special plans asked in everyday words', () => {
  it('reads 「那个国家专项」 as the plan, not as a count of places to fill', () => {
    expect(intentOf('我们河南山区的，孩子能报那个国家专项不，啥要求')).toBe('special_plan')
    expect(intentOf('河南本科批能报几个志愿')).toBe('province_filling')
  })
  it('reads 「这个分数」 as the candidate’s score: the college’s chance is asked beside the plan', () => {
    expect(asksChanceBesidePlan('娃这个分数去郑州大学稳不稳？还有国家专项那组，娃能不能填')).toBe(true)
    // the plan pointed at by 这个组 is still the plan's own question
    expect(asksChanceBesidePlan('郑州大学国家专项，这个组我能上吗')).toBe(false)
  })
})
