import { describe, expect, it } from 'vitest'
import { fixTypos } from './ai-typos.ts'

/** ADR 131: 特殊类形 typed for 特殊类型 (the line people ask as 特殊类形线, 特殊类形资格线) is only the 特殊类型 line. */
describe('the 特殊类型 line typed', () => {
  it('is put right, and 类形 elsewhere stays', () => {
    expect(fixTypos('四川物理类特殊类形资格线多少')).toContain('特殊类型资格线')
    expect(fixTypos('这个类形的题')).toBe('这个类形的题')
  })
  it('puts 特书类型 and 姑分 right where only 特殊 and 估分 are meant', () => {
    expect(fixTypos('那特书类型资格线呢 超了多少')).toContain('特殊类型资格线')
    expect(fixTypos('我娃姑分430 肯定能上吧')).toContain('估分430')
    expect(fixTypos('一本特书的分类')).toBe('一本特书的分类')
  })
})
