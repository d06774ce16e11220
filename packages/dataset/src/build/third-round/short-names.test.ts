import { describe, expect, it } from 'vitest'
import { ShortNameMatcher } from './short-names.ts'

const M = new ShortNameMatcher([
  { id: 'shcj', name: '上海财经大学' },
  { id: 'shdw', name: '上海对外经贸大学' },
  { id: 'shhy', name: '上海海洋大学' },
  { id: 'shhs', name: '上海海事大学' },
  { id: 'hrbmu', name: '哈尔滨医科大学' },
  { id: 'hlju', name: '黑龙江大学' },
  { id: 'hlbyny', name: '黑龙江八一农垦大学' },
  { id: 'cauc', name: '中国民航大学' },
  { id: 'cafuc', name: '中国民用航空飞行学院' },
  { id: 'nottingham', name: '宁波诺丁汉大学' },
  { id: 'sdzy', name: '山东中医药大学' },
  { id: 'thcy', name: '太湖创意职业技术学院' },
  { id: 'qlyy', name: '齐鲁医药学院' },
  { id: 'qqhrmu', name: '齐齐哈尔医学院' },
])

describe('short school names in transcribed tables', () => {
  it.each([
    ['上海财大', 'shcj'],
    ['哈医大', 'hrbmu'],
    ['黑龙江大', 'hlju'],
    ['中国民航', 'cauc'],
  ])('%s → %s', (short, id) => {
    expect(M.match(short)).toBe(id)
  })

  it('leaves ambiguous, differently starting or long names unresolved', () => {
    expect(M.match('上海海大')).toBeNull()
    expect(M.match('诺丁汉')).toBeNull()
    expect(M.match('上海对外经贸大学国际')).toBeNull()
    expect(M.match('齐医学院')).toBeNull()
  })

  it('never takes a school of another kind that the short form leaves out', () => {
    expect(M.match('山东医大')).toBeNull()
    expect(M.match('太湖学院')).toBeNull()
  })
})
