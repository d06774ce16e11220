import { describe, expect, it } from 'vitest'
import type { Lexicon } from './ai-lexicon.ts'
import { recognise } from './ai-nlu.ts'
import { normaliseNumbers } from './ai-numbers.ts'

/**
 * Issue 31 (dev v20, ADR 140): a score said half in words and half in digits (6百, 伍百30, 5百8, 五8零), as an IME and
 * a hurried hand mix them. Phrasings of our own, over several provinces.
 */
const lexicon: Lexicon = { phrases: new Map(), maxLength: 2, schools: new Map(), provinces: [], currentYear: 2026 }
const score = (q: string) => recognise(q, lexicon).score

describe('a hundreds number half in words, half in digits', () => {
  it.each([
    ['江西物理类6百分排第几', 600],
    ['贵州历史类考了4百多分能上啥', 400],
    ['陕西物理伍百30分位次', 530],
    ['云南历史类五百30分排名', 530],
    ['广西物理类5百8能报哪些', 580],
    ['我家孩子考了5百8十分，山西物理类', 580],
    ['黑龙江物理类六百05分排多少', 605],
    ['吉林历史类陆百12分一分一段', 612],
  ])('reads 「%s」 as %i', (q, n) => expect(score(q)).toBe(n))
})

describe('a score read digit by digit with both kinds of digit', () => {
  it.each([
    ['湖南物理五8零排多少', 580],
    ['安徽历史类5三0分能上什么', 530],
  ])('reads 「%s」 as %i', (q, n) => expect(score(q)).toBe(n))
})

describe('what is not a mixed score', () => {
  it.each(['6百万人报名', '百分之六十', '第一10名', '陆军工程大学', '五一3天'])('leaves 「%s」 as it is', (q) => expect(normaliseNumbers(q)).toBe(q))
})
