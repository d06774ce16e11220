import { describe, expect, it } from 'vitest'
import { beijingDay, beijingDigits, beijingMidnightMs, beijingMinute, beijingRfc3339, beijingSecond, beijingTimeOfDayMs } from './beijing-time.ts'
import { HOLLAND_TYPES, hollandCodeOfName, hollandName } from './holland.ts'
import { fenToYuan, tuitionText, yuanLabel, yuanToFen } from './money.ts'
import { provinceShortName } from './province-name.ts'

describe('Beijing time', () => {
  const lateEvening = '2026-11-27T15:30:05.000Z' // 23:30:05 in Beijing
  const afterMidnight = '2026-11-27T16:10:00.000Z' // 00:10 on the 28th in Beijing
  it('reads the Beijing calendar, not the server zone', () => {
    expect(beijingDay(lateEvening)).toBe('2026-11-27')
    expect(beijingDay(afterMidnight)).toBe('2026-11-28')
    expect(beijingMinute(afterMidnight)).toBe('2026-11-28 00:10')
    expect(beijingSecond(Date.parse(lateEvening))).toBe('2026-11-27 23:30:05')
    expect(beijingDay('2024-02-29T15:59:59Z')).toBe('2024-02-29')
    expect(beijingDay('2024-02-29T16:00:00Z')).toBe('2024-03-01')
    expect(beijingDay('1999-12-31T16:00:00Z')).toBe('2000-01-01')
    expect(() => beijingDay('not a time')).toThrow(RangeError)
    expect(beijingRfc3339(Date.parse(lateEvening))).toBe('2026-11-27T23:30:05+08:00')
    expect(beijingDigits(lateEvening)).toBe('20261127233005')
  })
  it('finds the instants of a Beijing day', () => {
    expect(beijingMidnightMs('2026-11-28')).toBe(Date.parse('2026-11-27T16:00:00.000Z'))
    expect(beijingMidnightMs('2026-11-28', 1)).toBe(Date.parse('2026-11-28T16:00:00.000Z'))
    expect(beijingMidnightMs('2026-13-40')).toBeNaN()
    expect(beijingTimeOfDayMs(afterMidnight, 19, 30)).toBe(Date.parse('2026-11-28T11:30:00.000Z'))
  })
  it('agrees with the platform over many instants', () => {
    for (let ms = Date.parse('1990-01-01T00:00:00Z'); ms < Date.parse('2040-01-01T00:00:00Z'); ms += 7_777_777_777) {
      // eslint-disable-next-line no-restricted-syntax -- the platform's calendar is the oracle here, not a clock
      const expected = new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19)
      expect(beijingRfc3339(ms)).toBe(`${expected}+08:00`)
    }
  })
})

describe('money', () => {
  it('keeps fen exact both ways', () => {
    expect(fenToYuan(29800)).toBe('298.00')
    expect(fenToYuan(1990)).toBe('19.90')
    expect(fenToYuan(5)).toBe('0.05')
    expect(yuanToFen('19.9')).toBe(1990)
    expect(yuanToFen('0.05')).toBe(5)
    expect(yuanToFen('1.234')).toBeNull()
    expect(yuanToFen('-1')).toBeNull()
    for (const fen of [0, 1, 99, 100, 1990, 123456]) expect(yuanToFen(fenToYuan(fen))).toBe(fen)
  })
  it('labels prices without trailing zeros', () => {
    expect(yuanLabel(29800)).toBe('298')
    expect(yuanLabel(1990)).toBe('19.9')
    expect(yuanLabel(1999)).toBe('19.99')
    expect(yuanLabel(5)).toBe('0.05')
  })
})

describe('Holland types', () => {
  it('names the six types both ways', () => {
    expect(HOLLAND_TYPES.map((t) => t.code).join('')).toBe('RIASEC')
    expect(hollandName('s')).toBe('社会型')
    expect(hollandName('X')).toBeUndefined()
    expect(hollandCodeOfName('事务型')).toBe('C')
    expect(hollandCodeOfName('常规型')).toBe('C')
    expect(hollandCodeOfName('其他')).toBeUndefined()
  })
})

describe('provinceShortName', () => {
  it('says a province as people do, the longer suffix first', () => {
    expect(provinceShortName('广西壮族自治区')).toBe('广西')
    expect(provinceShortName('宁夏回族自治区')).toBe('宁夏')
    expect(provinceShortName('内蒙古自治区')).toBe('内蒙古')
    expect(provinceShortName('河南省')).toBe('河南')
    expect(provinceShortName('北京市')).toBe('北京')
    expect(provinceShortName('河南')).toBe('河南')
  })
})

describe('tuitionText (ADR 170)', () => {
  it('reads 0 as 免费, a fee as 元/年, and an unprinted fee as nothing', () => {
    expect(tuitionText(0)).toBe('免费')
    expect(tuitionText(5200)).toBe('5200元/年')
    expect(tuitionText(null)).toBeNull()
    expect(tuitionText(undefined)).toBeNull()
  })
  it('reads a fee printed in 万元 as 万元, as the assistant does', () => {
    expect(tuitionText(11)).toBe('约11万元/年')
  })
})
