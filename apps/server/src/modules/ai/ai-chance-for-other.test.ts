import { describe, expect, it } from 'vitest'
import { chanceForOther } from './ai-chance-for-other.ts'
import { intents } from './ai-intents.ts'
import { OTHER_USER } from './ai-intents-other-user.ts'

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
      // the terse voice, led by them (ADR 156): a brother, a sister, a classmate after 我, no space at all
      '同学 河南 物理 600 郑大 概率',
      '我哥 湖北 历史 550 武大 几成',
      '我同学590川大有戏吗',
      '俺姐 江苏 物理 610 南大 概率多少',
      '我表妹：湖南历史560 湖南师大 把握大吗',
      '帮我哥哥算算湖北物理580上华科的概率',
      '我儿子的同学考了590，帮他看看电子科大',
    ]) {
      const r = chanceForOther(q, chance)
      expect(r.forOther, q).toBe(true)
      expect(r.intent?.id, q).toBe('admission_history')
    }
  })
  it('reads the follow-up as typed: the earlier question it is read as no longer names the classmate (v20)', () => {
    const r = chanceForOther(['四川物理类590分能上电子科技大学吗', '同学 590 电子科大 概率'], chance)
    expect(r.forOther).toBe(true)
    expect(chanceForOther(['四川物理类590分能上电子科技大学吗', '590 电子科大 概率'], chance).forOther).toBe(false)
  })
  it('stays the asker’s own chance for the asker’s child, a quoted classmate or a comparison', () => {
    for (const q of [
      '我儿子590，他能上浙江大学吗',
      '同学说郑大最低590，我585能上吗',
      '同学去年590上了郑大，我今年590能上吗',
      '孩子580分，她能上郑州大学吗',
      // a parent for their own child is the user's own case (ADR 156)
      '我孩子 河南 物理 600 郑大 概率',
      '我家娃湖北历史550，武大几成把握',
      '我儿子 590 川大 概率',
      '我女儿考了600，郑大有希望吗',
      '同学说590稳了，590 郑大 概率',
      '我和同学都是590，郑大概率多少',
    ]) {
      const r = chanceForOther(q, chance)
      expect(r.forOther, q).toBe(false)
      expect(r.intent?.id, q).toBe('admission_chance')
    }
  })
})

describe('one list of people named by their relation (ADR 156)', () => {
  it('declines their data from an account, as the chance is not given for them', () => {
    for (const q of ['帮我查查我哥的志愿表', '我姐姐的成绩能查到吗', '把学长的志愿表发我看看']) expect(OTHER_USER.test(q), q).toBe(true)
    for (const q of ['我孩子的志愿表能查到吗', '学姐说川大分数线590，对吗']) expect(OTHER_USER.test(q), q).toBe(false)
  })
})

describe('a list asked for someone else (ADR 158)', () => {
  const list = intents.find((i) => i.id === 'recommend_schools')!
  it('stays a list, its probabilities withheld, when asked for a classmate, a friend or a relative', () => {
    for (const q of [
      '帮我同学看看590能报哪些学校',
      '我同学河南物理590能上哪些大学',
      '同学 河南 物理 590 能报啥',
      '我表哥湖北历史550推荐几个学校',
      '替我朋友推荐几所学校，他江苏物理600',
      '邻居家孩子600分报哪些学校好',
    ]) {
      const r = chanceForOther(q, list)
      expect(r.forOther, q).toBe(true)
      expect(r.intent?.id, q).toBe('recommend_schools')
    }
  })
  it('keeps the asker’s own list and a parent’s list for their child', () => {
    for (const q of ['我590能报哪些', '我儿子590能上哪些大学', '帮我推荐几所学校，河南物理590', '孩子河南物理590，帮我选几个学校'])
      expect(chanceForOther(q, list).forOther, q).toBe(false)
  })
})
