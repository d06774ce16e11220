import { describe, expect, it } from 'vitest'
import { specialRouteProbabilities, unseparatedSpecialRoute } from './ai-model-guards.ts'

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

describe('unseparatedSpecialRoute: a probability whose units the answer leaves to guess beside a special plan (ADR 099)', () => {
  const asked = '580分能上郑州大学吗？它的国家专项我能报吗'

  it('finds a probability said apart from the plan but never called the ordinary groups’', () => {
    for (const [answer, question] of [
      ['郑州大学录取概率约 62%。国家专项的线更低，你也可以报。', asked],
      ['郑州大学录取概率约 62%，可以冲一冲。', asked],
      ['普通类录取概率约 62%。预科的线低很多，建议报预科。', '河南580分能上郑大吗'],
      ['郑州大学录取概率约 62%。国家专项不给录取概率。', asked],
    ] as const)
      expect(unseparatedSpecialRoute(answer, question), answer).toBe(true)
  })

  it('leaves an answer that keeps them apart, one with no probability, and one where no special route is asked or named', () => {
    for (const [answer, question] of [
      ['按普通类第105组估算，录取概率约 62%（估计，不是承诺）。国家专项要符合资格才能报，不给录取概率。', asked],
      ['普通类第105组录取概率约 62%；以上概率只算普通类专业组，国家专项不含在内，它单独划线。', asked],
      ['国家专项需要专门资格：户籍和学籍连续满3年。', asked],
      ['按第105专业组估算，郑州大学录取概率约 62%（估计，不是承诺）。', '河南物理类580分能上郑州大学吗'],
    ] as const)
      expect(unseparatedSpecialRoute(answer, question), answer).toBe(false)
  })
})
