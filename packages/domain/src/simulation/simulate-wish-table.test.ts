import { toRank } from '../types.ts'
import { describe, expect, it } from 'vitest'
import { defaultAdmissionModel } from '../admission/admission-model.ts'
import { admissionProbability } from '../admission/admission-probability.ts'
import { lineDistribution, type LineDistribution } from '../admission/line-distribution.ts'
import { simulateWishTable, simulateWishTableSteps, type SimulationWish } from './simulate-wish-table.ts'

/** a line that is certainly beyond (sure) or before (never) rank 1000, or a coin flip at 1000 */
const sure: LineDistribution = {
  logCentre: Math.log(100_000),
  logSpread: 0.01,
  upperScale: 1,
  lowerScale: 1,
  tailWeight: 0,
  tailScale: 1,
}
const never: LineDistribution = {
  logCentre: Math.log(10),
  logSpread: 0.01,
  upperScale: 1,
  lowerScale: 1,
  tailWeight: 0,
  tailScale: 1,
}
const coin: LineDistribution = {
  logCentre: Math.log(1000),
  logSpread: 0.2,
  upperScale: 1,
  lowerScale: 1,
  tailWeight: 0,
  tailScale: 1,
}

const wish = (unitId: string, line: LineDistribution, extra: Partial<SimulationWish> = {}): SimulationWish => ({ unitId, line, ...extra })
const run = (fillingMode: 'major' | 'major-group' | 'school', wishes: SimulationWish[], commonShock = 0) =>
  simulateWishTable({ rank: toRank(1000), fillingMode, wishes }, { draws: 20_000, seed: 11, commonShock })

describe('simulateWishTable', () => {
  it.each([
    ['first sure wish takes the file', [wish('a', sure), wish('b', sure)], [1, 0], 0],
    ['unreachable then sure', [wish('a', never), wish('b', sure)], [0, 1], 0],
    ['nothing reachable → 滑档', [wish('a', never), wish('b', never)], [0, 0], 1],
  ])('%s', (_, wishes, landing, noAdmission) => {
    const result = run('major', wishes)
    expect(result.wishes.map((w) => w.landing)).toEqual(landing)
    expect(result.noAdmission).toBe(noAdmission)
  })

  it('two independent coin flips: 1/2, 1/4 and 1/4 滑档 (hand-computed)', () => {
    const result = run('major', [wish('a', coin), wish('b', coin)])
    expect(result.wishes[0]!.landing).toBeCloseTo(0.5, 1)
    expect(result.wishes[1]!.landing).toBeCloseTo(0.25, 1)
    expect(result.noAdmission).toBeCloseTo(0.25, 1)
    expect(result.expectedPosition).toBeCloseTo((0.5 * 1 + 0.25 * 2) / 0.75, 1)
  })

  it('fully common shock: the second identical unit never helps', () => {
    const result = run('major', [wish('a', coin), wish('b', coin)], 1)
    expect(result.wishes[1]!.landing).toBe(0)
    expect(result.noAdmission).toBeCloseTo(0.5, 1)
  })

  describe('group mode majors and 调剂', () => {
    const majors = [{ majorId: 'cs', line: never }]
    it.each([
      ['调剂 on: admitted by adjustment', true, { landing: 1, adjusted: 1, returned: 0 }],
      ['调剂 off: file returned (退档), later wishes void', false, { landing: 0, adjusted: 0, returned: 1 }],
    ])('%s', (_, isAdjustmentAccepted, expected) => {
      const result = run('major-group', [wish('g', sure, { majors, isAdjustmentAccepted }), wish('safe', sure)])
      const { landing, adjusted, returned } = result.wishes[0]!
      expect({ landing, adjusted, returned }).toEqual(expected)
      expect(result.wishes[1]!.landing).toBe(0)
    })

    it('a reachable major is taken before 调剂', () => {
      const result = run('major-group', [
        wish('g', sure, {
          majors: [
            { majorId: 'hot', line: never },
            { majorId: 'ok', line: sure },
          ],
          isAdjustmentAccepted: false,
        }),
      ])
      expect(result.wishes[0]!.majors).toEqual([
        { majorId: 'hot', landing: 0 },
        { majorId: 'ok', landing: 1 },
      ])
    })

    it('专业+院校 mode ignores majors and 调剂', () => {
      const result = run('major', [wish('m', sure, { majors, isAdjustmentAccepted: false })])
      expect(result.wishes[0]!.landing).toBe(1)
      expect(result.returned).toBe(0)
    })

    it('院校 mode behaves like groups', () => {
      const result = run('school', [wish('s', sure, { majors, isAdjustmentAccepted: false })])
      expect(result.returned).toBe(1)
    })
  })

  it.each([0.8, 1, 1.1, 1.3])('one wish lands as often as admissionProbability says (rank %d × line)', (ratio) => {
    const params = { ...defaultAdmissionModel, skew: 0.3, tailWeight: 0.2, tailScale: 3 }
    const estimate = { logBaseline: Math.log(1000), spread: 0.15 }
    const result = simulateWishTable(
      {
        rank: toRank(1000 * ratio),
        fillingMode: 'major',
        wishes: [wish('a', lineDistribution(estimate, params))],
      },
      { draws: 40_000, seed: 5 },
    )
    // Monte Carlo error at 40 000 draws is ≤ 0.0025 (one SD): allow four
    expect(Math.abs(result.wishes[0]!.landing - admissionProbability(1000 * ratio, estimate, params))).toBeLessThan(0.01)
  })

  it('same seed → same result; different seed → different draws', () => {
    const input = {
      rank: toRank(1000),
      fillingMode: 'major' as const,
      wishes: [wish('a', coin), wish('b', coin)],
    }
    expect(simulateWishTable(input, { seed: 3, draws: 2000 })).toEqual(simulateWishTable(input, { seed: 3, draws: 2000 }))
    expect(simulateWishTable(input, { seed: 4, draws: 2000 }).wishes[0]!.landing).not.toBe(
      simulateWishTable(input, { seed: 3, draws: 2000 }).wishes[0]!.landing,
    )
  })
})

describe('simulateWishTableSteps', () => {
  const lines = [coin, sure, never, { ...coin, logCentre: Math.log(1300), tailWeight: 0.2, tailScale: 2 }]
  const input = {
    rank: toRank(1000),
    fillingMode: 'major-group' as const,
    wishes: Array.from({ length: 40 }, (_, i) =>
      wish(`w${i}`, lines[i % 3 === 0 ? 0 : 3]!, { majors: [{ majorId: `m${i}`, line: lines[i % 4]! }], isAdjustmentAccepted: i % 2 === 0 }),
    ),
  }

  it('pauses every drawsPerStep draws and ends with the result simulateWishTable gives, however it is stepped', () => {
    const whole = simulateWishTable(input, { draws: 4000, seed: 42 })
    for (const perStep of [1, 250, 999, 4000]) {
      const steps = simulateWishTableSteps(input, { draws: 4000, seed: 42 }, perStep)
      let pauses = 0
      let step = steps.next()
      for (; !step.done; step = steps.next()) pauses++
      expect(pauses).toBe(Math.ceil(4000 / perStep) - 1)
      expect(step.value).toEqual(whole)
    }
    expect(whole.admitted).toBeGreaterThan(0)
  })
})
