import { describe, expect, it } from 'vitest'
import { aiDataPerFile, lastOfConversation } from './ai-data.test-kit.ts'

/**
 * Questions that hold everything they need, read as what they ask (phrasings of our own, over real HTTP): a major with
 * the candidate's score asks the list filtered by it, 「哪个组最稳」 the college's groups within reach, a short name
 * typed right is not a slip of another college, a bare 层次 is the college's tier.
 */
const { app, tokens } = aiDataPerFile({ bare: { mobile: '13600015101' } })

async function ask(question: string) {
  const m = await lastOfConversation(app.baseUrl, [question], tokens.bare)
  return { content: m.Content, intent: m.Intent ?? null }
}

describe('a question with everything it needs', () => {
  it('takes a major beside the score as the list filtered by it, not the major’s colleges whatever the score', async () => {
    for (const q of ['河南物理类580分，想学计算机，推荐几个学校', '河南物理类580分 计算机科学与技术 能上哪些学校']) {
      const a = await ask(q)
      expect(a.intent, q).toBe('recommend_schools')
      expect(a.content, q).toContain('只看含“计算机科学与技术”的填报单位')
    }
  })

  it('takes 「哪个组最稳」 of a college as its groups within reach', async () => {
    const a = await ask('湖南历史类 530 湘潭大学 哪个组最稳')
    expect(a.intent).toBe('admission_chance')
    expect(a.content).toContain('**湘潭大学**')
  })

  it('reads 厦大医学院 as 厦门大学, never 厦门医学院, and a bare 层次 as the tier', async () => {
    const xmu = await ask('福建物理类，厦大医学院的线多少？')
    expect(xmu.content).toContain('厦门大学')
    expect(xmu.content).not.toContain('厦门医学院')
    const tier = await ask('延边大学 层次 所在城市 一流学科')
    expect(tier.content).toContain('211')
    expect(tier.content).not.toContain('。。')
  })

  it('reads an independent college by its old name as the college it became (四川大学锦城学院 → 成都锦城学院)', async () => {
    const a = await ask('四川大学锦城学院是公办还是民办')
    expect(a.content).toContain('成都锦城学院')
    expect(a.content).not.toMatch(/^\*\*四川大学\*\*/)
  })

  it('says a 选科 requirement a source writes whole once (法学: 「首选历史，再选不限」, never 「再选首选历史」)', async () => {
    const a = await ask('法学要求选什么科目')
    expect(a.content).toContain('法学')
    expect(a.content).not.toContain('再选首选')
  })
})

describe('one major’s line asked as the college’s', () => {
  it('says no, and shows the college’s own lines, in several phrasings', async () => {
    for (const q of ['郑州大学的护理学专业线能代表郑大的线吗', '河南物理类，郑大护理学593分是不是就是郑大的录取线', '郑州大学 护理学 线 能当成全校的线吗']) {
      const a = await ask(q)
      expect(a.intent, q).toBe('line_stands_for')
      expect(a.content, q).toMatch(/^\*\*不(能|是)。\*\*一所大学在一个省按各个\*\*专业组\*\*/)
      expect(a.content, q).toContain('郑州大学在河南')
    }
    expect((await ask('郑州大学的录取线是多少')).intent).toBe('admission_history')
  })
})
