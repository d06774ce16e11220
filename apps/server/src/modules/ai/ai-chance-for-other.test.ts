import { describe, expect, it } from 'vitest'
import { chanceForOther } from './ai-chance-for-other.ts'
import { intents } from './ai-intents.ts'

const chance = intents.find((i) => i.id === 'admission_chance')!

describe('a chance asked for someone else (ADR 155)', () => {
  it('becomes the college lines when asked for a classmate, a friend or a relative', () => {
    for (const q of [
      '我同学物理类590，你帮他算一下上浙江大学的概率',
      '朋友河南580，替她估一下郑大的希望大不大',
      '表哥考了600，他能上武汉大学吗',
      '同学 590 川大 概率',
      '同学 四川 物理 590 川大 概率',
      '俺同学河南物理600，你给他瞅瞅郑大有希望不',
      '邻居家孩子560分，她考上河南大学的可能性有多大',
    ]) {
      const r = chanceForOther(q, chance)
      expect(r.forOther, q).toBe(true)
      expect(r.intent?.id, q).toBe('admission_history')
    }
  })
  it('stays the asker’s own chance for the asker’s child, a quoted classmate or a comparison', () => {
    for (const q of ['我儿子590，他能上浙江大学吗', '同学说郑大最低590，我585能上吗', '同学去年590上了郑大，我今年590能上吗', '孩子580分，她能上郑州大学吗']) {
      const r = chanceForOther(q, chance)
      expect(r.forOther, q).toBe(false)
      expect(r.intent?.id, q).toBe('admission_chance')
    }
  })
})
