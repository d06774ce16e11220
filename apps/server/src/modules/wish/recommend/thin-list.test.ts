import { describe, expect, it } from 'vitest'
import { Status, type Assessed } from './assess-cache.ts'
import type { BatchContext } from './recommend.ts'
import { thinOf } from './thin-list.ts'

type Spec = { rank: number | null; status: number; school?: string; planType?: string; minScore?: number | null }

// only the fields the rule reads: a 四川 物理类 candidate at rank 100,000 on the 本科 batch
function setup(specs: Spec[], candidateRank = 100_000, score = 455, line: number | null = 435) {
  const units = specs.map((s, i) => ({
    planType: s.planType ?? '普通类',
    school: { id: s.school ?? `s${i}` },
    prepared: { estimate: s.rank === null ? null : { baselineRank: s.rank } },
    history: [{ year: 2025, minScore: s.minScore === undefined ? 500 : s.minScore }],
  }))
  const bc = {
    candidate: { rank: candidateRank, subjectType: 'physics', province: { shortName: '四川' }, scoreLine: null, record: { score, finalScore: null } },
    batchPolicy: { name: '本科批' },
    batch: { units, historyYears: [2025, 2024, 2023] },
    line,
  } as unknown as BatchContext
  const status = Uint8Array.from(specs.map((s) => s.status))
  const order = Int32Array.from(specs.flatMap((s, i) => (s.status >= Status.Reach ? [i] : [])))
  const assessed = { status, order, probability: new Float64Array(specs.length), filtered: new Map() } as Assessed
  return { bc, assessed }
}

const many = (n: number, s: Spec): Spec[] => Array.from({ length: n }, () => ({ ...s }))

describe('a thin list says what it lacks', () => {
  it('a list meeting the bar says nothing', () => {
    const { bc, assessed } = setup([
      ...many(10, { rank: 90_000, status: Status.Reach }),
      ...many(10, { rank: 100_000, status: Status.Match }),
      ...many(10, { rank: 110_000, status: Status.Safe }),
      ...many(40, { rank: 20_000, status: Status.Hidden }),
    ])
    expect(thinOf(bc, assessed)).toBeNull()
  })

  it('四川 物理类 at 455: 11/5/3 is short of 30 in all, with the year, the data count and what to do', () => {
    const { bc, assessed } = setup([
      ...many(11, { rank: 90_000, status: Status.Reach }),
      ...many(5, { rank: 100_000, status: Status.Match }),
      ...many(3, { rank: 110_000, status: Status.Safe }),
      ...many(111, { rank: 20_000, status: Status.Hidden }),
      { rank: null, status: Status.NoData, minScore: null },
      ...many(5, { rank: 20_000, status: Status.Hidden, planType: '国家专项' }),
    ])
    const thin = thinOf(bc, assessed)!
    expect(thin).toMatchObject({ Year: 2025, Institutions: 130, Reach: 11, Match: 5, Safe: 3, Total: 19, Short: ['total'] })
    expect(thin.Note).toBe(
      '数据稀少：四川物理类本科批，数据集中2025年有普通类录取分数的院校130所，在你的位次附近可估算的单位只有19个（冲11/稳5/保3），共不足30个，请以省教育考试院公布的投档线为准补充志愿',
    )
    expect(thin.Note).not.toContain('；')
  })

  it('no 保 where units lie below the candidate (吉林 历史类) names the 保 tier', () => {
    const { bc, assessed } = setup([
      ...many(40, { rank: 90_000, status: Status.Reach }),
      ...many(40, { rank: 100_000, status: Status.Match }),
      ...many(5, { rank: 103_000, status: Status.Match }),
    ])
    expect(thinOf(bc, assessed)?.Short).toEqual(['safe'])
  })

  it('closer than 20 points to the batch line no unit can be 保: not a gap', () => {
    const specs = [
      ...many(150, { rank: 90_000, status: Status.Reach }),
      ...many(40, { rank: 100_000, status: Status.Match }),
      ...many(5, { rank: 103_000, status: Status.Match }),
    ]
    const near = setup(specs, 100_000, 446, 435)
    expect(thinOf(near.bc, near.assessed)).toBeNull()
    const unknownLine = setup(specs, 100_000, 446, null)
    expect(thinOf(unknownLine.bc, unknownLine.assessed)?.Short).toEqual(['safe'])
  })

  it('a candidate above nearly every unit lacks 冲 because no one is above: not a data gap', () => {
    const { bc, assessed } = setup(
      [{ rank: 40, status: Status.Reach }, ...many(5, { rank: 60, status: Status.Match }), ...many(160, { rank: 200, status: Status.Safe })],
      50,
    )
    expect(thinOf(bc, assessed)).toBeNull()
  })

  it('above nearly every unit of a batch with few units (西藏 一批 +60): the betters are missing from the data, so it is a gap', () => {
    const { bc, assessed } = setup(
      [...many(7, { rank: 40, status: Status.Reach }), ...many(5, { rank: 60, status: Status.Match }), ...many(7, { rank: 200, status: Status.Safe })],
      50,
    )
    expect(thinOf(bc, assessed)?.Short).toEqual(['total'])
  })

  it('rows the engine cannot place give no unit at all, and the note says so', () => {
    const { bc, assessed } = setup(many(60, { rank: null, status: Status.NoData }))
    const thin = thinOf(bc, assessed)!
    expect(thin.Short).toEqual(['reach', 'match', 'safe', 'total'])
    expect(thin.Note).toContain('2025年有普通类录取分数的院校60所，但都没有可用于估算的往年位次，没有可估算的单位')
  })

  it('a batch whose scores none can be ranked (内蒙古 历史类 专科: 2024 文科 rows without table or line) is thin in every tier, not absent', () => {
    const { bc, assessed } = setup([])
    const unranked = {
      ...bc,
      batchPolicy: { name: '高职(专科)批' },
      batch: { ...bc.batch, historyYears: [], unranked: { year: 2024, institutions: 211 } },
    } as unknown as BatchContext
    const thin = thinOf(unranked, assessed)!
    expect(thin).toMatchObject({ Year: 2024, Institutions: 211, Total: 0, Short: ['reach', 'match', 'safe', 'total'] })
    expect(thin.Note).toBe(
      '数据稀少：四川物理类高职(专科)批，数据集中2024年有普通类录取分数的院校211所，但该年没有位次、一分一段表和批次线，无法换算，没有可估算的单位，请以省教育考试院公布的投档线为准补充志愿',
    )
  })

  it('a batch without ordinary units is DataAbsent, not thin', () => {
    const { bc, assessed } = setup(many(3, { rank: 100_000, status: Status.Match, planType: '国家专项' }))
    expect(thinOf(bc, assessed)).toBeNull()
  })
})
