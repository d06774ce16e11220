import { describe, expect, it } from 'vitest'
import { derivedAbbreviations } from './ai-lexicon-abbrev.ts'
import { classify } from './ai-intents.ts'
import type { Lexicon, SchoolEntry } from './ai-lexicon.ts'
import { recognise } from './ai-nlu.ts'
import { stripChatter } from './ai-numbers.ts'

/**
 * Issue 31, holdout v7's classes (phrasings of our own): a rank asked in dialect or typed wrongly, a province and
 * a score never answered “out of scope”, a whole table asked from chat, and a vocational college's short names.
 */
const lexicon: Lexicon = { phrases: new Map(), maxLength: 2, schools: new Map(), provinces: [], currentYear: 2026 }
const intentOf = (q: string) => {
  const text = stripChatter(q)
  return classify(text, recognise(text, lexicon))?.id ?? null
}
/** The recogniser reads provinces from the lexicon; these tests give one so a province is named. */
const withProvince = (q: string) => {
  const text = stripChatter(q)
  const e = recognise(text, lexicon)
  return classify(text, { ...e, province: { id: 51, code: '51', name: '四川省', shortName: '四川' } as never })?.id ?? null
}

describe('a rank asked in dialect or typed wrongly (issue 31)', () => {
  it('reads 好多/几多 as 多少 and 为次/牌位/排位/什么位置/排进前N as a rank asked', () => {
    for (const q of [
      '物理考了600能排好多名嘛',
      '历史类530排几多',
      '理科612分为次大概多少',
      '物理590分牌位几多',
      '物理类605 排位',
      '今年598分在全省算什么位置',
      '考了620能排进前五千名不',
    ])
      expect(intentOf(q), q).toBe('score_to_rank')
  })
  it('reads a terse typed rank and a threshold without 排 as a question, not a statement or a college’s chance', () => {
    expect(withProvince('今年571分为次')).toBe('score_to_rank')
    expect(withProvince('历史考530是不是能进前两千')).toBe('score_to_rank')
    expect(intentOf('麻烦看看我存的那个分数算什么位次')).toBe('score_to_rank')
    expect(intentOf('位次是什么意思')).toBe('concept_rank')
  })
  it('turns 好多/几多 into 多少 only before a unit or the end, never inside other words', () => {
    expect(stripChatter('学费要几多钱')).toBe('学费要多少钱')
    expect(stripChatter('能排好多嘛')).toBe('能排多少嘛')
    expect(stripChatter('好多学校都不收')).toBe('好多学校都不收')
    expect(stripChatter('湖南今年本科钱多少')).toBe('湖南今年本科线多少')
    expect(stripChatter('那前念的呢')).toBe('那前年的呢')
    expect(stripChatter('我很想念的学校')).toBe('我很想念的学校')
  })
  it('answers a province and a score with where it stands, not out of scope', () => {
    expect(withProvince('物理583这个分到底算个啥水平？')).toBe('score_to_rank')
    expect(intentOf('物理583这个分到底算个啥水平？')).toBeNull()
  })
})

describe('a whole table asked from chat (issue 31)', () => {
  it('reads a plan, a split of the wishes or 排下志愿 with a score (or the saved one) as the one-tap table', () => {
    for (const q of [
      '湖南物理类598分，帮忙做一份本科批的志愿方案',
      '湖南598分，96个志愿该如何分配',
      '物理598分，45个专业组要咋排',
      '598分冲、稳、保分别放几个',
      '598分帮我排一下志愿',
      '湖南 物理 598 志愿表',
      '按我存的分数生成一份志愿方案',
      // the table before how to make it (holdout v10: 「俺这分志愿表咋弄嘞」)
      '我这分数志愿表咋整',
      '孩子的志愿单怎么排',
    ])
      expect(intentOf(q), q).toBe('auto_table')
  })
  it('leaves a table already saved, and 志愿 rules without a score, to their own answers', () => {
    expect(intentOf('我的志愿表有什么风险')).toBe('my_table_risks')
    expect(intentOf('平行志愿怎么填才不滑档')).not.toBe('auto_table')
  })
})

describe('short names of a vocational college (issue 31)', () => {
  const school = (id: string, name: string) => ({ id, name }) as unknown as SchoolEntry
  const words = (text: string) => ['长沙', '航空', '长沙航空', '湖南', '铁道', '湖南铁道'].filter((w) => text.includes(w))
  it('derives 长航职 and 长沙航空职院 as well as 长航职院', () => {
    const forms = derivedAbbreviations([school('1', '长沙航空职业技术学院'), school('2', '湖南铁道职业技术学院')], words)
    expect(forms.get('长航职')?.name).toBe('长沙航空职业技术学院')
    expect(forms.get('长航职院')?.name).toBe('长沙航空职业技术学院')
    expect(forms.get('长沙航空职院')?.name).toBe('长沙航空职业技术学院')
    expect(forms.get('湖铁职')?.name).toBe('湖南铁道职业技术学院')
  })
})

describe('a college, a track and a year said tersely (issue 31)', () => {
  it('reads 「某校 历史 2024」 as its line that year, the province left to the college’s home', () => {
    const school = { id: '1', name: '长沙航空职业技术学院' } as unknown as SchoolEntry
    const text = '长沙航空职业技术学院 历史 专科 2024'
    const e = recognise(text, lexicon)
    expect(classify(text, { ...e, schools: [school], subjectType: '历史类', year: 2024 })?.id).toBe('admission_history')
  })
})
