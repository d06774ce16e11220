import { describe, expect, it } from 'vitest'
import { concepts } from './ai-concepts.ts'
import { scoreChange } from './ai-follow-up.ts'
import { ungroundedNumbers } from './ai-model-engine.ts'
import { fixTypos } from './ai-typos.ts'

/**
 * Issue 31 (v14, ADR 111): rule texts write their numbers in digits and the grounding guard reads a percentage whole;
 * a score change said with a sign; 生成 typed by sound before a table. Phrasings of our own.
 */
describe('rule texts in digits', () => {
  it('writes no number of a rule text in words', () => {
    for (const text of Object.values(concepts)) expect(text).not.toMatch(/百分之|[一二三四五六七八九]百[零一二三四五六七八九十]/)
    expect(concepts.concept_parallel).toContain('105%')
  })
  it('grounds a three-digit percentage on the rule text, not its last two digits', () => {
    expect(ungroundedNumbers('一般按计划的105%投档，顺序志愿120%', concepts.concept_parallel!)).toEqual([])
    expect(ungroundedNumbers('概率约 62%', '')).toEqual(['62'])
  })
})

describe('a score change said with a sign', () => {
  it.each([
    ['那 +15分呢', 15],
    ['＋30呢？', 30],
    ['-8分的话', -8],
  ])('reads 「%s」 as %i', (q, n) => expect(scoreChange(q)).toBe(n))
  it.each(['560-570分能上哪些', '高三-2班的', '网上说华工最低投档分597，孩子比这个高8分，稳吗', '比本科线高了20分'])('reads no change in 「%s」', (q) =>
    expect(scoreChange(q)).toBeNull(),
  )
  it('still reads a change said against now (比现在多考10分呢)', () => expect(scoreChange('比现在多考10分呢')).toBe(10))
})

describe('生成 typed by sound before a table', () => {
  it.each(['给我声成一份志愿表', '帮忙升成张志愿表', '生程一个志愿方案'])('puts 生成 back in 「%s」', (q) => expect(fixTypos(q)).toContain('生成'))
  it.each(['我全省成绩排多少', '想去省城读大学'])('leaves 「%s」 alone', (q) => expect(fixTypos(q)).toBe(q))
})
