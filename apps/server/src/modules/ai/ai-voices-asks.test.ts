import { describe, expect, it } from 'vitest'
import { TIE_BREAK_ASKED } from './ai-answers-tie-break.ts'
import { intentOf } from './ai-reading.test-kit.ts'

/**
 * Issue 31 (dev v20, ADR 140), phrasings of our own: how many share a score (同分多少人, 同分的有几个人) is a count the
 * 一分一段 table gives, not the rule that orders them; the rule is still asked with 怎么排 / 谁先.
 */
describe('how many share a score', () => {
  it.each([
    '河南今年650分同分多少人，累计多少？',
    '山东物理类600分同分的有几个人，位次呢',
    '上海 520分 同分人数 累计人数',
    '河北历史类580同分考生有多少人啊，排第几',
  ])('「%s」 is the table, not the tie-break rule', (q) => expect(intentOf(q)).toBe('score_to_rank'))
  it.each(['河南同分多少人的时候怎么排先后', '山东同分考生谁先投档', '河北总分一样看哪科'])('「%s」 is still the rule', (q) =>
    expect(intentOf(q)).toBe('tie_break'),
  )
  it('finds the rule where it is asked, so parts asked together keep their order', () => {
    const q = '江西本科批能填几个志愿，同分咋排'
    expect(q.search(TIE_BREAK_ASKED)).toBe(q.indexOf('同分'))
  })
})
