import { describe, expect, it } from 'vitest'
import { specialRouteProbabilities } from './ai-model-guards.ts'

describe('specialRouteProbabilities: a model’s probability beside a special plan or 中外合作', () => {
  it('finds a probability put on 国家专项, 预科 or a 中外合作 row, however it is written', () => {
    for (const answer of [
      '郑州大学国家专项计划的录取概率约 62%，可以冲一冲。',
      '报预科的话把握有七成把握。',
      '| 郑州大学 | 中外合作办学 | 45% |',
      '河南大学（中外合作）录取概率百分之三十。',
    ])
      expect(specialRouteProbabilities(answer), answer).toHaveLength(1)
  })

  it('leaves an ordinary unit’s probability, a special plan without one, and a refusal of one', () => {
    for (const answer of [
      '按第105专业组估算，郑州大学录取概率约 62%（估计，不是承诺）。',
      '国家专项需要专门资格：户籍和学籍连续满3年。',
      '国家专项的线不是普通类的线，不能用来估算录取概率；普通类约 62%。',
      '国家专项不给录取概率，普通类约 62%。',
      '中外合作办学学费每年6万元，外语不低于105分。',
    ])
      expect(specialRouteProbabilities(answer), answer).toEqual([])
  })
})
