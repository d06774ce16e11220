import { afterEach, describe, expect, it } from 'vitest'
import { chooseProvince, chosenProvince, percent, splitNames } from './chosen-province.ts'

afterEach(() => localStorage.clear())

describe('chosenProvince', () => {
  it('prefers the stored choice, then the student, then 河北', () => {
    expect(chosenProvince(null)).toBe(13)
    expect(chosenProvince(41)).toBe(41)
    chooseProvince(37)
    expect(chosenProvince(41)).toBe(37)
  })
  it('formats shares and splits names', () => {
    expect(percent(0.6667)).toBe('66.7%')
    expect(percent(null)).toBe('—')
    expect(splitNames('临床医学，计算机, 法学、')).toEqual(['临床医学', '计算机', '法学'])
  })
})
