import { describe, expect, it } from 'vitest'
import { statedBatchLine } from './ai-stated-line.ts'

/**
 * ADR 124, in phrasings of our own: the number after 本科线是/也是/一样 is a line the asker states (to be checked), with a
 * year word or a comparison between; the candidate's own score beside it stays the candidate's.
 */
describe('a stated batch line, read apart from the candidate’s score', () => {
  it('reads the line stated with a year word, a comparison or a tag question between', () => {
    const cases: [string, number][] = [
      ['天津去年本科线是470对吧', 470],
      ['重庆本科线今年是不是和四川一样，也是440', 440],
      ['江西本科线跟湖北一样都是430伐', 430],
      ['辽宁 本科线 400 和吉林一样吗', 400],
      ['甘肃物理类本科线去年是380，我450应该稳了吧', 380],
      ['海南本科线是500吧？没记错吧', 500],
      ['宁夏物理类本科线350，我400过了吧', 350],
    ]
    for (const [q, n] of cases) expect(statedBatchLine(q), q).toBe(n)
  })
  it('leaves the candidate’s score and a plain question alone', () => {
    for (const q of ['本科线去年多少，我是450能过吗', '河南 2025 本科线 520', '山东本科线多少分', '我480分过本科线了吧'])
      expect(statedBatchLine(q), q).toBeNull()
  })
  it('reads a line stated with a hearsay source, a tag question in dialect, or the 特殊类型 line (ADR 131)', () => {
    const cases: [string, number][] = [
      ['表哥说四川今年历史类本科线460，是这个分吗', 460],
      ['湖南物理类本科线是不是420啊', 420],
      ['福建今年特殊类型线是540，对吗', 540],
      ['听人讲浙江特招线595，我有点不信，你核实下', 595],
      ['佛山这边讲广东特控线系咪530', 530],
      ['安徽物理本科线440是伐', 440],
      ['山东今年特空线520吗', 520],
    ]
    for (const [q, n] of cases) expect(statedBatchLine(q), q).toBe(n)
  })
  it('reads a line said with a particle and the candidate’s mock score after it (after v28)', () => {
    expect(statedBatchLine('江苏今年历史类本科线472吗，孩子二模465差7分')).toBe(472)
    expect(statedBatchLine('湖北物理本科线是437咯？伢一模420')).toBe(437)
  })
  it('still leaves a score held against a line alone', () => {
    for (const q of ['本科线500分够吗', '特殊类型线多少，我540够不够']) expect(statedBatchLine(q), q).toBeNull()
  })
})
