import { describe, expect, it } from 'vitest'
import { yearsAsked } from './ai-answers-years.ts'
import { groupAskedAgain, groupAskedAlone, scoreChange, trackNamed } from './ai-follow-up.ts'
import { classify } from './ai-intents.ts'
import type { Lexicon } from './ai-lexicon.ts'
import { recognise } from './ai-nlu.ts'
import { normaliseNumbers } from './ai-numbers.ts'
import { LINE_GAP, PRONOUN } from './ai-follow-up-words.ts'

/** A lexicon with no names, as a dataset whose newest admission year is 2026 would give (issue 31). */
const lexicon: Lexicon = { phrases: new Map(), maxLength: 2, schools: new Map(), provinces: [], currentYear: 2026 }
const read = (q: string) => recognise(q, lexicon)

describe('ranks said in words (issue 31)', () => {
  it('reads 千 and 万 in everyday and capital numerals as a rank, never a name', () => {
    expect(read('位次两万名左右是多少分').rank).toBe(20_000)
    expect(read('排六千名能上吗').rank).toBe(6000)
    expect(read('位次陆仟').rank).toBe(6000)
    expect(read('山东捌仟名').rank).toBe(8000)
    expect(read('一万五千名的位次').rank).toBe(15_000)
    expect(read('排名一万二左右').rank).toBe(12_000)
    expect(normaliseNumbers('千万别报错')).toBe('千万别报错')
    expect(normaliseNumbers('陆军工程大学')).toBe('陆军工程大学')
  })
})

describe('the saved score and the rank asked in other words (issue 31)', () => {
  it('reads a saved score referred to by where it is kept, and 排多少位 as the rank', () => {
    for (const q of ['按我资料里的分数排多少名', '就我填的那个分能排多少名', '档案里那个分 一分一段 排几名', '我这个分今年排多少位'])
      expect(classify(q, read(q))?.id, q).toBe('score_to_rank')
  })
})

describe('what a follow-up changes (issue 31)', () => {
  it('reads a track said alone, and not a major’s 物理学 or 历史学', () => {
    expect(trackNamed('物理的呢')).toBe('物理类')
    expect(trackNamed('那文科呢')).toBe('历史类')
    expect(trackNamed('物理学专业呢')).toBeNull()
    expect(trackNamed('物理历史都说一下')).toBeNull()
  })
  it('reads a change of the score, signed, and no change from a score or a line gap', () => {
    expect(scoreChange('如果我再多考10分呢')).toBe(10)
    expect(scoreChange('再多考拾分呢')).toBe(10)
    expect(scoreChange('要是少考5分呢')).toBe(-5)
    expect(scoreChange('我考了580分')).toBeNull()
    expect(scoreChange('离一本线还差10分')).toBeNull()
  })
  it('reads several years asked at once, by count or by name, and one year as none', () => {
    expect(yearsAsked('这个分数前三年分别排多少', read('这个分数前三年分别排多少'))).toEqual({ count: 3 })
    expect(yearsAsked('本科线近两年', read('本科线近两年'))).toEqual({ count: 2 })
    expect(yearsAsked('600分 2024 2025 2026 位次', read('600分 2024 2025 2026 位次'))).toEqual({ years: [2024, 2025, 2026] })
    expect(yearsAsked('2025年600分排多少', read('2025年600分排多少'))).toBeNull()
  })
})

describe('a group named alone after a group question (holdout v10)', () => {
  const turns = (...user: string[]) =>
    user.flatMap((content) => [
      { role: 'user', content },
      { role: 'assistant', content: '……' },
    ])
  const namesCollege = (t: string) => /郑州大学|郑大/.test(t)
  const again = (q: string, ...earlier: string[]) => groupAskedAgain(q, turns(...earlier), (t) => t, namesCollege)
  it('reads the group asked in a student’s, a parent’s, a terse, a colloquial and a typo’s words', () => {
    for (const q of ['那005组呢', '那005组的呢？', '005呢', '第5组', '换成005组', '那个005租嘞', '看看005专业组'])
      expect(groupAskedAlone(q), q).toMatch(/^0*5$/)
  })
  it('does not read a score, a year or a track said alone as a group', () => {
    for (const q of ['那600呢', '2025呢', '那去年呢', '历史类呢', '再多考10分呢', '那郑大呢']) expect(groupAskedAlone(q), q).toBeNull()
  })
  it('asks the earlier group question again of the new group, keeping its college, province, track and year', () => {
    expect(again('那005组呢', '郑州大学012专业组（河南物理类）去年多少分')).toBe('郑州大学005专业组（河南物理类）去年多少分')
    // padded to the earlier code's width: 第5组 after 012 is 005
    expect(again('第5组', '郑大 012组 河南 历史 2025 投档线')).toBe('郑大 005组 河南 历史 2025 投档线')
    // a follow-up of a follow-up: the turn that named the college is the one asked again
    expect(again('换成007组', '郑州大学第012组河南物理去年分数', '那005组呢')).toBe('郑州大学第007组河南物理去年分数')
  })
  it('leaves the question as it is with no earlier group of a college, or when it is no group alone', () => {
    expect(again('那005组呢', '河南物理类600分排多少名')).toBe('那005组呢')
    expect(again('那去年呢', '郑州大学012专业组（河南物理类）多少分')).toBe('那去年呢')
  })
})

describe('a gap to the line and 他 for a college (ADR 135)', () => {
  it('reads a score held against a line as the gap asked, not a rank', () => {
    for (const q of ['我孩子考了452，跟那条线差几分', '按那个线我还差多少', '452距本科线多远']) expect(LINE_GAP.test(q), q).toBe(true)
    expect(LINE_GAP.test('452分排多少名')).toBe(false)
  })
  it('reads 他 as the college only when a college’s line is asked of it', () => {
    expect(PRONOUN.test('那他去年的录取线是多少')).toBe(true)
    expect(PRONOUN.test('他2025年最低投档分多少')).toBe(true)
    expect(PRONOUN.test('他考了多少分')).toBe(false)
    expect(PRONOUN.test('其他学校最低分多少')).toBe(false)
  })
})
