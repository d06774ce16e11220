import { describe, expect, it } from 'vitest'
import { normaliseNumbers, readQuotedLine, readScore } from './ai-numbers.ts'

/** As the recogniser reads a message: numbers normalised, the years taken out. */
const read = (q: string) => normaliseNumbers(q).replace(/20[1-3]\d/g, ' ')
const score = (q: string) => readScore(read(q))?.score ?? null

describe('the number a long message asks about', () => {
  it('takes the number the asking sentence points at over the story’s results and estimates', () => {
    expect(score('孩子去年（2026年）高考物理类532分，现在复读。这次二模考了561，班里第9。去年那个532分在河南全省排多少名？')).toBe(532)
    expect(score('最近几次月考都在600上下。想问下595分在山东是什么位次？')).toBe(595)
    expect(score('娃儿去年历史类401，在复读，这次三诊又考了455。那个401在重庆排好多位？')).toBe(401)
    // the pointed-at number is no line seen either
    expect(readQuotedLine(read('孩子去年高考532分，这次二模考了561。去年那个532分在河南排多少名？'))).toBeNull()
  })
  it('keeps the earlier reading when the asking sentence holds a line or nothing pointed at', () => {
    expect(score('孩子一模考了580。本科线450分能上吗？')).toBe(580)
    expect(score('我估分610，一模590分能上武大吗')).toBe(610)
  })
  it('reads 一诊/二诊 and 调考 as school results, a gap said as no number of anyone’s', () => {
    expect(score('去年高考考了380，这次二诊又考了402，学校说还行')).toBe(380)
    expect(score('孩子这次调考512，正常发挥有530')).toBe(530)
    expect(score('离本科线差一百多分，这次考了402')).toBe(402)
    expect(readQuotedLine(read('孩子318，离本科线差一百多分，这次一诊又考了356'))).toBeNull()
  })
  it('reads a span of years said short in words, not a count of years', () => {
    expect(normaliseNumbers('从二二年到二五年的本科线')).toBe('从22年到25年的本科线')
    expect(normaliseNumbers('一九到二一年')).toBe('19到21年')
    expect(normaliseNumbers('过个二三年再说')).toBe('过个二三年再说')
    expect(normaliseNumbers('一二年级的课')).toBe('一二年级的课')
  })
})

describe('a range’s upper end', () => {
  it('is the candidate’s range, never a line seen', () => {
    expect(readQuotedLine(read('孩子模考在520到540之间，上次531。郑州大学能上吗？'))).toBeNull()
    expect(readScore(read('孩子模考在520到540之间，上次531。郑州大学能上吗？'))?.range).toEqual([520, 540])
  })
})
