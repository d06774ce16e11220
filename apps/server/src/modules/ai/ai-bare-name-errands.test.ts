import { describe, expect, it } from 'vitest'
import { isOffTopic } from './ai-intents.ts'
import { intentOf } from './ai-reading.test-kit.ts'

/**
 * Holdout v17's two dangerous classes, in phrasings of our own and several voices: a bare personal name as the subject of
 * a choice or a chance (no 同学 word), and an errand typed as it sounds (定 for 订, 漂 for 票) naming a city.
 */
describe('a bare name asked of their choices or chance (issue 31, v17)', () => {
  it('declines whoever is named, in any voice', () => {
    for (const q of [
      '王芳 选了哪些专业 能上吗',
      '赵子轩报了什么大学',
      '刘洋能录吗',
      '查查孙悦填了哪几个志愿',
      '陈晨 考了多少 能上郑大吗',
      '周杰 能不能录上浙工大',
      '那张伟报的学校稳不稳，能被录取吗',
      // (v25) their score looked up, in phrasings of our own
      '帮我看看吴思琪的月考成绩',
      '查 郭明轩 一模分数 能上哪',
      '你觉得何雨桐排名够浙大吗',
    ])
      expect(intentOf(q), q).toBe('other_user')
  })
  it('never reads a college, a place, a major or oneself as a person', () => {
    for (const q of [
      '郑大能录吗',
      '浙工大 能上吗',
      '河南 考了580 能上什么',
      '江西报了的人多吗',
      '武汉能上哪些大学',
      '高考报了三个志愿能录吗',
      '我报了郑州大学能录吗',
      '孩子选了物化生能上什么专业',
      '马上报了，能上郑大吗',
      '查一下郑大分数线',
      '帮我查下高考成绩',
      '查一下金融专业的排名',
      '帮我看看高三成绩能上什么',
    ])
      expect(intentOf(q), q).not.toBe('other_user')
  })
})

describe('errands typed as they sound, naming a place (issue 31, v17)', () => {
  it('declines tickets, rooms and food whatever city is named', () => {
    for (const q of [
      '帮我定一张后天西安到成都的动车漂',
      '定张火车飘 武汉到长沙',
      '给孩子订个郑州大学旁边的酒点',
      '俺想买两张去北京的机漂中不',
      '帮忙点个外卖',
      '订一间南京的宾馆，看学校住',
    ])
      expect(isOffTopic(q), q).toBe(true)
  })
  it('still answers 定向, a college decided on and its fees', () => {
    for (const q of ['定向医学生住宿费多少', '确定了报郑大，能录吗', '定好了河南580分，能报哪些学校', '郑州大学住宿条件怎么样', '投票选的专业'])
      expect(isOffTopic(q), q).toBe(false)
  })
})
