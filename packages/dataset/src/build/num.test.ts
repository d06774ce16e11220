import { describe, expect, it } from 'vitest'
import { exactScore, toInt, toScore, toTuition } from './num.ts'

describe('minimum scores with decimals (issue #29)', () => {
  it('never rounds a decimal minimum up, and keeps the decimal', () => {
    expect(toScore(579.94)).toBe(579)
    expect(exactScore(579.94)).toBe(579.94)
    expect(toScore('525.76')).toBe(525)
    expect(toScore(580)).toBe(580)
    expect(exactScore(580)).toBeNull()
    expect(toScore('580及以上')).toBe(580)
    expect(exactScore(573.996)).toBe(573.996)
    expect(toScore(null)).toBeNull()
  })
})

describe('tuition: a free programme is 0, not unknown (ADR 170)', () => {
  it('reads 免费, 免收学费, 不收费, 军队承担 and 0 as 0', () => {
    for (const v of ['免费', ' 免费 ', '免收学费', '免学费', '不收费', '不收学费', '军队承担', '免费。', '0', 0, '0.0', '0元']) expect(toTuition(v)).toBe(0)
  })
  it('otherwise reads like toInt, and keeps what it cannot read unknown', () => {
    expect(toTuition('5800')).toBe(5800)
    expect(toTuition(' 4,600元/年 ')).toBe(4600)
    expect(toTuition(5000.4)).toBe(5000)
    for (const v of ['待定', '见简注', '', '-', null, undefined, Number.NaN]) expect(toTuition(v)).toBeNull()
  })
  it('does not read a text that only mentions free as free', () => {
    expect(toTuition('前两年免费，后两年5000元')).toBe(toInt('前两年免费，后两年5000元'))
    expect(toTuition('学费减免')).toBeNull()
  })
  it('passes anything it does not call free to the reader it is given', () => {
    const strict = (v: string): number | null => (/^\d+$/.test(v) ? Number(v) : null)
    expect(toTuition('免费', strict)).toBe(0)
    expect(toTuition('5.5万/(年·生)', strict)).toBeNull()
    expect(toTuition('6000', strict)).toBe(6000)
  })
})
