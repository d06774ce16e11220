import { describe, expect, it } from 'vitest'
import { isSpecialName } from './recommender.ts'

describe('entry 27 names that mark a special plan (ADR 077)', () => {
  it('reads 预科, 民族班, 专项 and 中外合作 in a recovered name, never a bare major whose words look alike', () => {
    for (const n of ['少数民族预科班', '预科班', '临床医学(中外合作办学)', '计算机科学与技术(国家专项)', '汉语言文学(民族班)'])
      expect(isSpecialName(n)).toBe(true)
    for (const n of ['农村区域发展', '中文国际教育', '自然保护地建设与管理', '计算机科学与技术']) expect(isSpecialName(n)).toBe(false)
    expect(isSpecialName(null)).toBe(false)
  })
})
