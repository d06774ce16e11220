import { defaultAdmissionModel } from '../admission/admission-model.ts'
import { assessUnits, prepareUnits, type AdmissionUnit, type PreparedUnit } from '../admission/assess-units.ts'
import { describe, expect, it } from 'vitest'
import { gapOfScale, lineGap, scaleOfGap, scoreLineExplain, shiftByLines } from './score-line.ts'
import { prepareScoreLineUnit, scoreLineModel, scoreLineUnit, VOCATIONAL_SPREAD_WIDENING, vocationalWidening } from './score-line-units.ts'
import type { UnitYear } from './rows.ts'

describe('线差 arithmetic', () => {
  it('moves a score by the change of the line', () => {
    // 2025: 435 over a line of 400 is 35 above; against a 2026 line of 410 that is 445
    expect(lineGap(435, 400)).toBe(35)
    expect(shiftByLines(435, 400, 410)).toBe(445)
    expect(shiftByLines(390, 400, 380)).toBe(370)
  })

  it('places equal 线差 of different years on the same position, and higher scores before lower ones', () => {
    expect(scaleOfGap(lineGap(435, 400))).toBe(scaleOfGap(lineGap(445, 410)))
    expect(scaleOfGap(0)).toBe(10_000)
    expect(scaleOfGap(50)).toBeLessThan(scaleOfGap(10))
    for (const gap of [-80, -5, 0, 17, 120, 300]) expect(gapOfScale(scaleOfGap(gap))).toBe(gap)
  })

  it('explains in points, never in positions of the scale, and gives no percentage (ADR 165)', () => {
    const text = scoreLineExplain([{ year: 2025, minScore: 430, minRank: scaleOfGap(30) }], scaleOfGap(20))
    expect(text).toBe('2025年最低分 430（高出本科线30分），你高出本科线20分（按线差分档，不估算录取概率）')
    expect(text).not.toMatch(/\d{4,}(?!年)/)
  })
})

describe('probabilities on the 线差 scale', () => {
  const unit = (gaps: [number, number][]): AdmissionUnit =>
    scoreLineUnit({
      id: 'u',
      subjectType: 'science',
      batchId: 'undergraduate-1',
      requirement: { first: null, allOf: [], anyOf: [] },
      history: gaps.map(([year, gap]) => ({ year, minRank: scaleOfGap(gap) })),
    })
  const model = scoreLineModel(defaultAdmissionModel)
  const [prepared] = prepareUnits(
    [
      unit([
        [2025, 40],
        [2024, 30],
        [2023, 45],
      ]),
    ],
    { year: 2026 },
    model,
  )

  it('rise with the score and sit near a half at the unit’s usual 线差', () => {
    const p = (gap: number) => {
      const [r] = assessUnits({ rank: scaleOfGap(gap), subjectCombo: { subjectType: 'science', subjects: [] }, batchIds: ['undergraduate-1'] }, [prepared!], {})
      return r!.status === 'assessed' ? r!.probability : Number.NaN
    }
    const gaps = [-20, 0, 20, 30, 40, 50, 60, 80, 120]
    const ps = gaps.map(p)
    for (let i = 1; i < ps.length; i++) expect(ps[i]!).toBeGreaterThanOrEqual(ps[i - 1]!)
    expect(ps[0]!).toBeLessThan(0.2)
    expect(ps.at(-1)!).toBeGreaterThan(0.9)
    expect(p(40)).toBeGreaterThan(0.3)
    expect(p(40)).toBeLessThan(0.75)
  })

  it('is always low confidence and wider than the same history read as ranks', () => {
    expect(prepared!.estimate!.confidence).toBe('low')
    const [asRanks] = prepareUnits(
      [
        {
          ...unit([
            [2025, 40],
            [2024, 30],
            [2023, 45],
          ]),
          history: [2025, 2024, 2023].map((year, i) => ({ year, minRank: scaleOfGap([40, 30, 45][i]!) })),
        },
      ],
      { year: 2026 },
      defaultAdmissionModel,
    )
    expect(prepared!.estimate!.spread).toBeGreaterThan(asRanks!.estimate!.spread)
    // the spread read in points: between 10 and 40 points for a steady unit one year ahead
    const points = prepared!.estimate!.spread * 100
    expect(points).toBeGreaterThan(10)
    expect(points).toBeLessThan(40)
  })
})

describe('a 专科 batch on the 线差 scale (ADR 037)', () => {
  const unit = (year: number): AdmissionUnit => ({
    id: 'u',
    subjectType: 'physics',
    batchId: 'vocational',
    requirement: { first: null, allOf: [], anyOf: [] },
    history: [{ year, minRank: scaleOfGap(-180) }],
  })
  const hist = (year: number): UnitYear[] => [
    { year, minScore: 280, minRank: scaleOfGap(-180), planCount: null, quality: 'derived', source: 's', note: '', isCrossTrack: false },
  ]
  const prepared = (year: number, isVocational: boolean) => prepareScoreLineUnit(unit(year), hist(year), { year: 2026 }, defaultAdmissionModel, isVocational)
  const p = (u: PreparedUnit, gap: number) => {
    const [r] = assessUnits({ rank: scaleOfGap(gap), subjectCombo: { subjectType: 'physics', subjects: [] }, batchIds: ['vocational'] }, [u], {})
    return r!.status === 'assessed' ? r!.probability : Number.NaN
  }

  it('one year ahead: keeps the centre and widens the probabilities and the interval by the fitted factor', () => {
    const plain = prepared(2025, false)
    const vocational = prepared(2025, true)
    expect(vocational.estimate!.baselineRank).toBe(plain.estimate!.baselineRank)
    expect(vocational.line!.logSpread / plain.line!.logSpread).toBeCloseTo(VOCATIONAL_SPREAD_WIDENING, 10)
    // 11 points above the last line: the unwidened path said ~81 % where 52 % were admitted
    expect(p(vocational, -169)).toBeLessThan(p(plain, -169))
    expect(p(vocational, -191)).toBeGreaterThan(p(plain, -191))
    const width = (u: PreparedUnit) => Math.log(u.estimate!.likelyRange.high / u.estimate!.likelyRange.low)
    expect(width(vocational)).toBeGreaterThan(1.8 * width(plain))
  })

  it('across a missing results year adds nothing to the gap inflation, which already doubles the spread', () => {
    expect(vocationalWidening(defaultAdmissionModel, 0)).toBe(VOCATIONAL_SPREAD_WIDENING)
    expect(vocationalWidening(defaultAdmissionModel, 1)).toBe(1)
    expect(prepared(2024, true).line!.logSpread).toBeCloseTo(prepared(2024, false).line!.logSpread, 10)
    expect(prepared(2024, true).line!.logSpread).toBeGreaterThanOrEqual(prepared(2025, true).line!.logSpread)
  })

  it('leaves a 本科 batch on the scale as it was', () => {
    expect(scoreLineModel(defaultAdmissionModel, 1)).toEqual(scoreLineModel(defaultAdmissionModel))
    expect(prepared(2025, false).line!.logSpread).toBeCloseTo(
      prepareUnits([scoreLineUnit(unit(2025))], { year: 2026 }, scoreLineModel(defaultAdmissionModel))[0]!.line!.logSpread,
      10,
    )
  })
})
