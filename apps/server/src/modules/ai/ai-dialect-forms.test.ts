import { describe, expect, it } from 'vitest'
import { mandarinOf, spokenProvince } from './ai-dialect-forms.ts'
import { gradeExamYear } from './ai-grade-year.ts'
import { statesOnly } from './ai-intent-patterns.ts'
import type { Entities } from './ai-nlu.ts'
import { stripChatter } from './ai-numbers.ts'
import { fixTypos } from './ai-typos.ts'

/** ADR 151, in phrasings of our own: dialect wording read as Mandarin, a dialect's province as a cue only. */
describe('dialect forms read as Mandarin (ADR 151)', () => {
  it('turns 粤语, 吴语, 西南官话, 西北, 东北 and 客家 forms into the Mandarin the intents read', () => {
    for (const [q, read] of [
      ['呢间学校嘅分数线係几多', '这间学校的分数线是几多'],
      ['我呢个分考唔考到中大', '我这个分能不能上中大'],
      ['590分有冇得搏华工', '590分有没有机会华工'],
      ['乜嘢专业最好', '什么专业最好'],
      ['侬晓得复旦几分伐？', '你知道复旦几分吗？'],
      ['阿拉囡囡考了560', '我孩子考了560'],
      ['那专业没录上的话阿门弄，能调到别的专业不？', '那专业没录上的话怎么办，能调到别的专业不？'],
      ['分数不够阿门做', '分数不够怎么做'],
      ['啥子叫平行志愿', '什么叫平行志愿'],
      ['志愿咋个填嘛', '志愿怎么填嘛'],
      ['莫得选化学能报医学不', '没有选化学能报医学不'],
      ['额是甘肃的，排到哪达了', '我是甘肃的，排到哪里了'],
      ['分数出来了咋整', '分数出来了怎么办'],
      ['帮我整个冲稳保的表', '帮我做个冲稳保的表'],
      ['𠊎系梅州的', '我是梅州的'],
      ['跟正常的组比低多少', '跟普通的组比低多少'],
      ['我的分稳布稳', '我的分稳不稳'],
    ] as const)
      expect(mandarinOf(q), q).toBe(read)
  })
  it('leaves Mandarin words that share a character alone', () => {
    for (const q of [
      '阿拉善盟的考生',
      '塔里木大学在阿拉尔',
      '院系关系和系统',
      '考了六百整，整个志愿表要调整',
      '什么个情况',
      '怎么得到位次',
      '步伐要快，砍伐',
      '那这个呢？',
      '正常情况下几号出分',
      '山东常规批',
    ])
      expect(mandarinOf(q), q).toBe(q)
  })
  it('reads the forms before the chatter is stripped', () => {
    expect(stripChatter('老师好，呢个分够唔够读暨大㗎？')).toBe('这个分够不够读暨大？')
  })
  it('gives 广东 for Cantonese only, read from the words as typed', () => {
    expect(spokenProvince('我呢个分读唔读得华农㗎')).toBe('广东')
    expect(spokenProvince('阿拉浙江620分')).toBeNull()
    expect(spokenProvince('我这个分能不能上华农')).toBeNull()
  })
})

describe('smaller classes of wording (ADR 151)', () => {
  it('reads 武理 before 历史类 as the college (历史类 rules out 物理), 武理 before 历史 地理 as the subject', () => {
    const names = new Map([['武理', { kind: 'school' }]])
    expect(fixTypos('武理 历史类 概率', names)).toBe('武理 历史类 概率')
    expect(fixTypos('武理 历史 地理', names)).toBe('物理 历史 地理')
  })
  it('takes an A-not-A without a question mark as a question, not a statement', () => {
    const e = { schools: [], majors: [], score: null, rank: null, province: null, subjectType: '历史类', subjects: [] } as unknown as Entities
    expect(statesOnly('那我的分够不够', e)).toBe(false)
    expect(statesOnly('我是历史类的', e)).toBe(true)
  })
  it('reads 今年上高一 as that grade’s exam year when the model is asked, and nothing else', () => {
    expect(gradeExamYear('孩子在新疆今年刚上高一，以后高考还是文理分科吗', 2026)).toContain('2029年高考')
    expect(gradeExamYear('我现在高二，新疆选科是几加几', 2026)).toContain('2028年高考')
    expect(gradeExamYear('新疆今年本科线多少', 2026)).toBe('新疆今年本科线多少')
    expect(gradeExamYear('我高一，2027年新疆还分文理吗', 2026)).toBe('我高一，2027年新疆还分文理吗')
  })
})
