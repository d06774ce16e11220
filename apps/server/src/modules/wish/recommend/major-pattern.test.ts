import { describe, expect, it } from 'vitest'
import { majorPattern } from './unit-rows.ts'

const matches = (wanted: string, majors: string[]) => majorPattern(wanted).test(majors.join('|'))

describe("majorPattern (the lists' and the major page's 专业 filter)", () => {
  it("takes a major that starts with the wanted name, in any position of the unit's list", () => {
    expect(matches('临床医学', ['临床医学（5+3一体化）'])).toBe(true)
    expect(matches('计算机', ['软件工程', '计算机科学与技术'])).toBe(true)
    expect(matches('法学', ['法学'])).toBe(true)
  })
  it('takes an item a 大类 lists in its brackets', () => {
    expect(matches('软件工程', ['计算机类（计算机科学与技术、软件工程）'])).toBe(true)
    expect(matches('软件工程', ['计算机类(计算机科学与技术,软件工程)'])).toBe(true)
  })
  it('does not take a major that merely contains the name', () => {
    expect(matches('化学', ['应用化学', '材料化学'])).toBe(false)
    expect(matches('临床医学', ['中西医临床医学'])).toBe(false)
    expect(matches('医学', ['基础医学'])).toBe(false)
  })
  it('reads the wanted name literally', () => {
    expect(matches('C++(方向)', ['C++(方向)'])).toBe(true)
    expect(matches('.', ['法学'])).toBe(false)
  })
})
