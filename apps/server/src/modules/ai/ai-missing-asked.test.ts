import { describe, expect, it } from 'vitest'
import { needOf } from './ai-choice-need.ts'
import { kindWordAt, onlyKind } from './ai-college-kinds.ts'
import { asksOwnNeed, homeNote, trackOutside } from './ai-home-ruled-out.ts'
import { lexicon, provinces, read } from './ai-reading.test-kit.ts'

/**
 * Issue 31 item 1, ADR 100, in phrasings of our own: a kind of college said as a word is not a college's name, the
 * home province is not assumed when the question rules it out, and a choice made for the candidate needs the score.
 */
const shandong = provinces.find((p) => p.slug === 'shandong')!
const henan = provinces.find((p) => p.slug === 'henan')!

describe('a kind of college said as a word', () => {
  it('is not the short name it begins with', () => {
    // 医科大 is 中国医科大学's national short name: inside 医科大学 said whole it is the kind
    expect(kindWordAt('帮我挑几所医科大学', 5, 3)).toBe(true)
    expect(kindWordAt('医科大怎么样', 0, 3)).toBe(false)
    expect(kindWordAt('中国医科大学在哪', 0, 6)).toBe(false)
  })
  it('is a kind with at most the candidate’s province and track before it, never a place alone', () => {
    for (const span of ['师范大学', '财经大学', '河南历史类理工大学', '山东物理医科大学', '农业大学']) expect(onlyKind(span, lexicon), span).toBe(true)
    for (const span of ['山东医科大学', '北京科技工程大学', '郑州大学', '河南大学']) expect(onlyKind(span, lexicon), span).toBe(false)
  })
})

describe('the home province ruled out', () => {
  it('by a track the home province does not rank by', () => {
    // 山东 ranks everyone as 综合 (3+3), 河南 by 物理类/历史类 from 2025
    expect(trackOutside(read('我是历史类的').e, shandong, 2026)).toBe(true)
    expect(trackOutside(read('物理类').e, henan, 2026)).toBe(false)
    expect(trackOutside(read('随便问问').e, shandong, 2026)).toBe(false)
  })
  it('by the candidate’s own need asked, not by a record asked', () => {
    for (const q of ['郑大好考吗', '想报郑州大学，估计得考多少分', '郑大要几分', '郑州大学多少分才能上'])
      expect(asksOwnNeed(read(q).text, read(q).e), q).toBe(true)
    for (const q of ['郑大去年最低要多少分', '郑州大学2025年投档线', '郑大近三年要多少分', '浙工大今年要几分', '郑大在哪'])
      expect(asksOwnNeed(read(q).text, read(q).e), q).toBe(false)
  })
  it('tells the model path to ask first, or to assume and say so', () => {
    const own = read('浙工大得考多少分')
    expect(homeNote(own.text, own.e, lexicon)).toMatch(/先用一句话问考生是哪个省份/)
    const record = read('浙工大去年最低分')
    expect(homeNote(record.text, record.e, lexicon)).toMatch(/院校所在省：浙江/)
  })
})

describe('a choice made for the candidate', () => {
  it('needs the score; which is better in general does not', () => {
    for (const q of ['郑大和浙工大我报哪个', '郑大跟浙工大选哪所', '郑大浙工大哪个更适合我', '两个学校孩子该去哪个'])
      expect(needOf(q, 'school_compare'), q).toBe('school_choice')
    for (const q of ['郑大和浙工大哪个好', '郑大和浙工大比一比']) expect(needOf(q, 'school_compare'), q).toBe('school_compare')
    expect(needOf('郑大我报哪个专业', 'admission_chance')).toBe('admission_chance')
  })
})
