import { describe, expect, it } from 'vitest'
import { mandarinOf } from './ai-dialect-forms.ts'
import { restoreNameChars } from './ai-name-char-slips.ts'
import { intentOf, phrases, read } from './ai-reading.test-kit.ts'
import { fixTypos } from './ai-typos.ts'

/** ADR 157, in phrasings of our own: the characters names are built of, key nouns and 吴语 words typed as they sound. */
describe('a name’s 大/学/院 typed by its sound (ADR 157)', () => {
  it('puts 大, 学 and 院 back where the span they complete is a known name', () => {
    expect(restoreNameChars('郑州打学几分', phrases)).toBe('郑州大学几分')
    expect(restoreNameChars('郑州大穴几分', phrases)).toBe('郑州大学几分')
    expect(restoreNameChars('浙工打的计算机', phrases)).toBe('浙工大的计算机')
    expect(read('郑州打学计算机多少分').e.schools.map((s) => s.name)).toEqual(['郑州大学'])
    expect(read('河南物理580浙工达能上吗').e.schools.map((s) => s.name)).toEqual(['浙江工业大学'])
  })
  it('leaves the same sounds alone where no name is completed', () => {
    for (const q of ['打电话问招生办', '到达学校报到', '原来的分数线', '我想上打学', '血液透析']) expect(restoreNameChars(q, phrases), q).toBe(q)
  })
  it('reads key nouns typed by sound (概绿, 哪些打学, 专叶)', () => {
    expect(fixTypos('郑大的概绿多少')).toBe('郑大的概率多少')
    expect(fixTypos('580能上哪些打学')).toBe('580能上哪些大学')
    expect(fixTypos('郑大有哪些专叶')).toBe('郑大有哪些专业')
    expect(fixTypos('到达学校以后')).toBe('到达学校以后')
    expect(intentOf('河南物理580郑州打学的概绿多大')).toBe(intentOf('河南物理580郑州大学的概率多大'))
  })
})

describe('吴语 pronouns and verbs read as Mandarin (ADR 157)', () => {
  it('turns 伊拉, 伊, 侪, 哪能, 阿是, 勿, 覅, 辰光, 几钿', () => {
    for (const [q, out] of [
      ['伊拉近三年投档线哪能变的？侪讲讲', '他们近三年投档线怎么变的？都讲讲'],
      ['伊是浙江考生', '他是浙江考生'],
      ['阿是要选化学', '是不是要选化学'],
      ['我勿晓得位次', '我不知道位次'],
      ['覅调剂', '不要调剂'],
      ['啥辰光出分', '什么时候出分'],
      ['学费几钿', '学费多少钱'],
      ['伊欢喜读医', '他喜欢读医'],
    ] as const)
      expect(mandarinOf(q), q).toBe(out)
  })
  it('leaves place names and Mandarin words with the same characters', () => {
    for (const q of ['伊犁师范大学', '伊春的考生', '伊朗', '请勿外传', '我很欢喜']) expect(mandarinOf(q), q).toBe(q)
  })
})
