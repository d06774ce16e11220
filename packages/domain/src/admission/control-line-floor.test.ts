import { describe, expect, it } from 'vitest'
import { admissionProbability } from './admission-probability.ts'
import { admissionModelFor } from './calibrated-models.ts'
import { estimateAdmissionLine, type AdmissionHistoryYear, type AdmissionTarget } from './estimate-admission-line.ts'

// 内蒙古 物理类 in the 2027 season (ADR 058): the 2026 本科 line 363 is rank 69,399 of the 2026 table, 383 (the line + 20)
// rank 64,089; a 民办 group filled at the 2025 line, so its 2025 rank is the newest line's rank (unit-drafts' atLineRank)
// and it is forecast as fresh as that line: one year on (unit-forecast's forecastTarget)
const model = admissionModelFor('inner-mongolia')
const LINE_RANK = 69_399
const LINE_PLUS_20 = 64_089
const atLine: AdmissionHistoryYear[] = [{ year: 2025, minRank: LINE_RANK, planCount: 40, totalCandidates: 150_000, lineRank: 68_528 }]
const target: AdmissionTarget = { year: 2026, planCount: 40, totalCandidates: 150_000, lineRank: LINE_RANK }
const floored: AdmissionTarget = { ...target, floorRank: LINE_RANK }

describe('the control-line floor of an ordinary 本科 unit (ADR 058)', () => {
  it('the province has a spread factor, so the case is the one the floor is for', () => {
    expect(model.provinceSpreadScale).toBeGreaterThan(1.2)
  })

  it('never shows a line or an interval below the control line', () => {
    const free = estimateAdmissionLine(atLine, target, model)!
    // without the floor the calibrated median sits beyond the line's rank: a forecast line below the 本科 line
    expect(free.baselineRank).toBeGreaterThan(LINE_RANK)
    const e = estimateAdmissionLine(atLine, floored, model)!
    expect(e.baselineRank).toBeLessThanOrEqual(LINE_RANK)
    expect(e.likelyRange.high).toBeLessThanOrEqual(LINE_RANK)
    expect(e.likelyRange.low).toBeLessThan(e.likelyRange.high)
  })

  it('keeps a unit held at the line safe 20 points above it: the province factor does not widen the line itself', () => {
    const e = estimateAdmissionLine(atLine, floored, model)!
    expect(admissionProbability(LINE_PLUS_20, e, model)).toBeGreaterThanOrEqual(0.85)
    // the same unit without the floor (a special plan, which may be admitted below the line) is widened and is not 保
    const free = estimateAdmissionLine(atLine, target, model)!
    expect(free.spread).toBeGreaterThan(e.spread * 1.2)
    expect(admissionProbability(LINE_PLUS_20, free, model)).toBeLessThan(0.85)
  })

  it('still widens a unit whose line follows demand, well inside the floor', () => {
    const demand: AdmissionHistoryYear[] = [{ ...atLine[0]!, minRank: 30_000 }]
    const withFloor = estimateAdmissionLine(demand, floored, model)!
    const without = estimateAdmissionLine(demand, target, model)!
    expect(withFloor.spread).toBeCloseTo(without.spread, 10)
    expect(withFloor.baselineRank).toBe(without.baselineRank)
    expect(withFloor.likelyRange).toEqual(without.likelyRange)
  })

  it('leaves the chance of a rank inside the floor to the unit’s own line: only the shown line is censored', () => {
    const e = estimateAdmissionLine(atLine, floored, model)!
    const p = [50_000, 60_000, LINE_PLUS_20, 68_000].map((r) => admissionProbability(r, e, model))
    expect([...p].sort((a, b) => b - a)).toEqual(p)
  })
})
