import { describe, expect, it } from 'vitest'
import { cleanMajorName, degreeFor, degreesOfNote, plausibleMajorName, yearsFor } from './majors.ts'

describe('major rules', () => {
  it.each([
    ['100201K', '医学', '医学学士', 5],
    ['100301K', '医学', '医学学士', 5],
    ['100701', '医学', '理学学士', 4],
    ['101101', '医学', '理学学士', 4],
    ['082801', '工学', '工学学士', 5],
    ['080901', '工学', '工学学士', 4],
    ['020101', '经济学', '经济学学士', 4],
    ['130502', '艺术学', '艺术学学士', 4],
  ])('%s (%s) → %s, %i years', (code, category, degree, years) => {
    expect(degreeFor(code, category)).toBe(degree)
    expect(yearsFor(code)).toBe(years)
  })

  it.each([
    ['（注：可授工学或理学学士学位）', '工学学士或理学学士'],
    ['（注：可授工学或理学或管理学学士学位）', '工学学士、理学学士或管理学学士'],
    ['（注：授予管理学学士学位）', '管理学学士'],
    ['', null],
    [undefined, null],
  ])('the catalogue note %s gives %s', (note, degree) => {
    expect(degreesOfNote(note)).toBe(degree)
  })

  it('cleans remarks from names and rejects extraction noise', () => {
    expect(cleanMajorName('小学教育(中外合作办学)(师范)')).toBe('小学教育')
    expect(plausibleMajorName('大数据与会计', 3)).toBe(true)
    expect(plausibleMajorName('大数据与会计', 1)).toBe(false)
    expect(plausibleMajorName('第506组', 5)).toBe(false)
    expect(plausibleMajorName('检查）民航安全技术管理', 5)).toBe(false)
    expect(plausibleMajorName('大数据与会计大数据与会计', 5)).toBe(false)
    expect(plausibleMajorName('旅游类', 5)).toBe(false)
  })
})
