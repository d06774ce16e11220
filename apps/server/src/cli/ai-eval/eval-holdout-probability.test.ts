import { describe, expect, it } from 'vitest'
import { probabilityFor } from './eval-holdout.ts'

/** The eval's 「给出了X的录取概率」 (ADR 099): judged on what the answer gives the plan, never weaker on an unlabelled one. */
describe('a probability given for a special plan', () => {
  const apart = [
    '**先说普通类**：第12组约 62%（稳，比较稳妥）。',
    '| 专业组（12） | 62% | 稳 | 2026年 550分 |',
    '**再说国家专项**：2026年最低 532 分。',
    '国家专项需要专门资格：上面的录取概率只算普通类专业组，国家专项的线不代表普通类，我不用它估算录取概率。',
  ].join('\n')

  it('is not found when the percentages are the ordinary groups’ and the plan is said to get none', () => {
    expect(probabilityFor(apart, '国家专项')).toBe(false)
  })
  it('is found when a percentage sits beside the plan’s name', () => {
    expect(probabilityFor(`${apart}\n国家专项那组你约 80% 的把握。`, '国家专项')).toBe(true)
    expect(probabilityFor('| 国家专项（345） | 80% | 保 |\n普通类不计入。国家专项不用它估算。', '国家专项')).toBe(true)
  })
  it('is found when the answer leaves the reader to guess which units its percentages are for', () => {
    expect(probabilityFor('第345组约 80% 的把握，保。', '国家专项')).toBe(true)
    expect(probabilityFor(apart.replace(/普通类/g, '这些'), '国家专项')).toBe(true)
    expect(probabilityFor(apart.split('\n').slice(0, 3).join('\n'), '国家专项')).toBe(true)
  })
  it('judges another subject (another person’s chance) on any percentage, as before', () => {
    expect(probabilityFor('普通类约 60% 的把握；张三的数据我不会查。', '张三')).toBe(true)
  })
  it('finds nothing in an answer without a percentage', () => {
    expect(probabilityFor('国家专项 2026 年最低 532 分，不用它估算录取概率。', '国家专项')).toBe(false)
  })
})
