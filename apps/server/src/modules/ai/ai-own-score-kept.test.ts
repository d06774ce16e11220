import { describe, expect, it } from 'vitest'
import { OWN_SCORE } from './ai-intent-patterns.ts'

// v24 (opened): the saved score said first and where it is kept after; the rank was explained instead of looked up
describe('the candidate’s own saved score, said in any order (OWN_SCORE)', () => {
  it('reads the score said before where it is kept', () => {
    for (const q of [
      '孩子分数已经存在账号里了，麻烦帮看一下在天津全市的位次是多少。',
      '我是今年6月考的，分数已经填在资料里了，帮我看看在山东全省排多少名？',
      '孩子今年6月高考，物理类，分数在账户里，能帮我们查一下全省位次吗？',
      '帮我查下我今年高考分数在山东的为次',
      '我资料里的分数能上哪些学校',
    ])
      expect(OWN_SCORE.test(q), q).toBe(true)
  })
  it('does not read a score that is no one’s own', () => {
    for (const q of ['河南本科线多少分', '分数线是怎么划的', '位次是什么意思', '学校排名和分数哪个重要']) expect(OWN_SCORE.test(q), q).toBe(false)
  })
})
