import { describe, expect, it } from 'vitest'
import { COLLEGES_REFERRED, TABLE_ASKED } from './ai-answers-table.ts'
import { listProvince } from './ai-listed-names.ts'

/** ADR 098: the words of a table ask and of colleges referred to, and the province a list of colleges is about. */
describe('a table asked', () => {
  it.each(['几所学校去年的线做个对比表', '出一张比较表吧', '最低分 位次 对照表', '湖北 2026 物理 最低分 表', '表 湖北 物理 最低分'])('%s', (q) => {
    expect(TABLE_ASKED.test(q)).toBe(true)
  })
  it.each(['帮我生成志愿表', '这个表达方式对吗', '表哥在湖北读书'])('%s is no table of lines', (q) => {
    expect(TABLE_ASKED.test(q)).toBe(false)
  })
})

describe('colleges referred to, not named', () => {
  it.each(['这四个学校去年多少分', '这几所最低分', '这三间大学', '这些院校的线', '上面几所学校'])('%s', (q) => {
    expect(COLLEGES_REFERRED.test(q)).toBe(true)
  })
  it.each(['这个学校怎么样', '这所大学在哪', '这几年的线'])('%s is one college or no college', (q) => {
    expect(COLLEGES_REFERRED.test(q)).toBe(false)
  })
})

describe('the province a list of colleges is about', () => {
  const s = (id: string, provinceCode: string) => ({ id, name: id, provinceCode })
  it('is the one most of its colleges are in', () => {
    expect(listProvince([s('a', '44'), s('b', '44'), s('c', '42')])).toBe('44')
  })
  it('is none on a tie or with a single college', () => {
    expect(listProvince([s('a', '44'), s('b', '42')])).toBeNull()
    expect(listProvince([s('a', '44')])).toBeNull()
  })
})
