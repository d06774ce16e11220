import { findProvincePolicy, type SubjectRequirement } from '@gk/domain'
import { describe, expect, it } from 'vitest'
import { comboDetail, comboStat, enumerateCombos, filterUnits, totalsOf, type Combo, type StatUnit } from './combo-stats.ts'
import { rankCombos } from './rank-combos.ts'

const req = (first: SubjectRequirement['first'], allOf: SubjectRequirement['allOf'] = [], anyOf: SubjectRequirement['anyOf'] = []): SubjectRequirement => ({
  first,
  allOf,
  anyOf,
})
const unit = (institutionName: string, majorName: string, seats: number | null, track: StatUnit['track'], requirement: SubjectRequirement): StatUnit => ({
  institutionId: null,
  institutionName,
  majorName,
  seats,
  track,
  requirement,
})

/** A hand-built 3+1+2 province: 6 units, 100 seats, 5 major names. */
const units: StatUnit[] = [
  unit('甲大学', '临床医学', 30, 'physics', req('physics', ['chemistry', 'biology'])),
  unit('甲大学', '计算机科学与技术', 20, 'physics', req('physics', ['chemistry'])),
  unit('乙学院', '计算机科学与技术', 10, 'physics', req('physics')),
  unit('乙学院', '法学', 15, 'history', req('history', ['politics'])),
  unit('丙大学', '汉语言文学', 15, 'history', req('history')),
  unit('丙大学', '地理科学', 10, 'physics', req('either', [], ['geography', 'biology'])),
]

const hebei = findProvincePolicy('hebei', 2026)!
const combos = enumerateCombos(hebei)
const byKey = (key: string): Combo => combos.find((c) => c.key === key)!

describe('enumerateCombos', () => {
  it('lists 12 combinations for 3+1+2 and 20 (35 with 技术) for 3+3', () => {
    expect(combos).toHaveLength(12)
    expect(combos.map((c) => c.name)).toContain('物化生')
    expect(byKey('history+politics+geography').name).toBe('史政地')
    expect(enumerateCombos(findProvincePolicy('shandong', 2026)!)).toHaveLength(20)
    expect(enumerateCombos(findProvincePolicy('zhejiang', 2026)!)).toHaveLength(35)
  })
})

describe('comboStat on a hand-built dataset', () => {
  const totals = totalsOf(units)
  it('totals units, seats and distinct major names', () => {
    expect(totals).toEqual({ units: 6, seats: 100, majors: 5 })
  })
  it('物化生 opens the four physics units (临床 30 + 计算机 20 + 10 + 地理 10 via 生物)', () => {
    expect(comboStat(units, byKey('physics+chemistry+biology'), totals)).toEqual({
      units: 4,
      seats: 70,
      majors: 3,
      unitShare: 0.6667,
      seatShare: 0.7,
      majorShare: 0.6,
    })
  })
  it('物政地 loses 临床医学 and the chemistry 计算机 unit but keeps the other 计算机 unit', () => {
    expect(comboStat(units, byKey('physics+politics+geography'), totals)).toMatchObject({ units: 2, seats: 20, majors: 2 })
  })
  it('史政地 opens only history-track units (法学 needs 政治)', () => {
    expect(comboStat(units, byKey('history+politics+geography'), totals)).toMatchObject({ units: 2, seats: 30, majors: 2, seatShare: 0.3 })
    expect(comboStat(units, byKey('history+chemistry+biology'), totals)).toMatchObject({ units: 1, seats: 15 })
  })
  it('reports seats as unknown when a unit has no count', () => {
    const noSeats = [...units, unit('丁学院', '法学', null, 'history', req('history'))]
    const stat = comboStat(noSeats, byKey('history+politics+geography'))
    expect(stat).toMatchObject({ units: 3, seats: null, seatShare: null, unitShare: 0.4286 })
  })
  it('filters by target college and major names', () => {
    expect(filterUnits(units, { institutionNames: ['甲大学'], majorNames: [] })).toHaveLength(2)
    expect(filterUnits(units, { institutionNames: [], majorNames: ['计算机'] })).toHaveLength(2)
    expect(filterUnits(units, { institutionNames: ['乙'], majorNames: ['计算机'] })).toHaveLength(1)
  })
})

describe('comboDetail', () => {
  it('lists what a combination opens and what it closes with the reason', () => {
    const detail = comboDetail(units, byKey('physics+politics+geography'))
    expect(detail.opens).toEqual([
      { name: '地理科学', units: 1, seats: 10 },
      { name: '计算机科学与技术', units: 1, seats: 10 },
    ])
    expect(detail.closes).toEqual([
      { name: '临床医学', units: 1, reason: '须选考化学、生物' },
      { name: '汉语言文学', units: 1, reason: '只招历史类考生' },
      { name: '法学', units: 1, reason: '只招历史类考生' },
    ])
  })
})

describe('rankCombos', () => {
  const pairs = ['physics+chemistry+biology', 'physics+politics+geography', 'history+politics+geography'].map((key) => ({
    combo: byKey(key),
    stat: comboStat(units, byKey(key)),
  }))
  it('weights own scores 50, openness 30 and Holland fit 20, with a reason for each', () => {
    const ranked = rankCombos({
      combos: pairs,
      scores: { physics: 90, chemistry: 80, biology: 70, politics: 60, history: 80, geography: 80 },
      hollandCode: 'IRC',
    })
    // 物化生: 50·0.8 + 30·0.7 + 20·min((I:3·3 + R:2·1 + C:1·1)/9, 1) = 40 + 21 + 20 = 81
    expect(ranked[0]).toMatchObject({ key: 'physics+chemistry+biology', points: 81 })
    expect(ranked[0]!.reasons).toEqual([
      '你在物理、化学、生物上的平均成绩为 80.0 分，在所有组合中排第 1',
      '可报 66.7% 的院校专业、70.0% 的计划名额',
      '与你的霍兰德代码 IRC（研究型、现实型、常规型）偏好的学科吻合：物理、化学、生物',
    ])
    // 物政地: 50·(230/3)/100 + 30·0.2 + 20·min((I:3 + R:2+2 + C:1+1)/9, 1) = 38.3 + 6 + 20 = 64.3
    // 史政地: 50·(220/3)/100 + 30·0.3 + 20·(R:2 + C:1+1)/9 = 36.7 + 9 + 8.9 = 54.6
    expect(ranked.map((r) => [r.key, r.points])).toEqual([
      ['physics+chemistry+biology', 81],
      ['physics+politics+geography', 64.3],
      ['history+politics+geography', 54.6],
    ])
  })
  it('without an assessment spreads the interest weight over scores and openness', () => {
    const ranked = rankCombos({ combos: pairs, scores: { history: 100, politics: 100, geography: 100 }, hollandCode: null })
    // 史政地: 62.5 + 37.5·0.3 = 73.75 → 73.8; 物化生 has no scores: 37.5·0.7 = 26.25 → 26.3
    expect(ranked.map((r) => [r.key, r.points])).toEqual([
      ['history+politics+geography', 73.8],
      ['physics+chemistry+biology', 26.3],
      ['physics+politics+geography', 7.5],
    ])
    expect(ranked[1]!.reasons[0]).toBe('未填写这几门科目的成绩，成绩项不计分')
  })
})
