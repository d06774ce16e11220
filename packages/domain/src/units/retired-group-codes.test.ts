import { describe, expect, it } from 'vitest'
import { retireReusedGroupCodes } from './retired-group-codes.ts'
import type { UnitYear } from './rows.ts'
import type { Draft, DraftSet } from './unit-drafts.ts'
import type { Plan } from './unit-plans.ts'

const line = (year: number, minScore: number, minRank: number): UnitYear => ({
  year,
  minScore,
  minRank,
  planCount: null,
  quality: 'third-party',
  source: 's',
  note: '',
  isCrossTrack: false,
})
// 湖北 物理类 三峡大学 (C106): 第13组 ordinary in 2025, 中外合作 in 2026; 第12组 ordinary both years
const draft = (group: string, planType: string, years: UnitYear[]): Draft => ({
  key: `g:4142010075:C106:${group}`,
  bucket: `physics|undergraduate|${planType}`,
  subjectType: 'physics',
  batchId: 'undergraduate',
  planType,
  schoolId: '4142010075',
  schoolName: '三峡大学',
  schoolCode: 'C106',
  groupCode: group,
  majorName: null,
  requirementText: '',
  requirement: { first: null, allOf: [], anyOf: [] },
  latestYear: Math.max(...years.map((y) => y.year)),
  own: new Map(years.map((y) => [y.year, y])),
  fromMajors: new Map(),
  majorsByYear: new Map(),
})
const setOf = (...drafts: Draft[]): DraftSet => {
  const units = new Map<string, Map<string, Draft>>()
  for (const d of drafts) {
    if (!units.has(d.bucket)) units.set(d.bucket, new Map())
    units.get(d.bucket)!.set(d.key, d)
  }
  return { units, majors: new Map(), schoolLines: new Map() }
}
const keys = (s: DraftSet, planType: string) => [...(s.units.get(`physics|undergraduate|${planType}`)?.keys() ?? [])].map((k) => k.split(':')[3])
const noPlans = new Map<string, Map<string, Plan>>()

describe('a group code’s newest year says what the code is now (ADR 102)', () => {
  const g12 = draft('12', '普通类', [line(2026, 550, 61_063), line(2025, 537, 54_820)])
  const g13 = draft('13', '普通类', [line(2025, 517, 71_930)])
  const coop13 = draft('13', '中外合作', [line(2026, 593, 27_925)])

  it('retires the ordinary group whose code is 中外合作 in a newer year, and keeps the 中外合作 unit and the other groups', () => {
    const { drafts, retired } = retireReusedGroupCodes(setOf(g12, g13, coop13), noPlans, 2026, 2025)
    expect(keys(drafts, '普通类')).toEqual(['12'])
    expect(keys(drafts, '中外合作')).toEqual(['13'])
    expect(retired).toEqual([
      {
        batch: 'physics|undergraduate',
        key: g13.key,
        schoolName: '三峡大学',
        groupCode: '13',
        ordinaryYear: 2025,
        becameType: '中外合作',
        becameYear: 2026,
        wasListed: true,
      },
    ])
  })

  it('keeps a code that is ordinary in the special plan’s newest year too (a group with one 中外合作 major)', () => {
    const both = draft('13', '普通类', [line(2026, 560, 50_000), line(2025, 517, 71_930)])
    const { drafts, retired } = retireReusedGroupCodes(setOf(both, coop13), noPlans, null, 2025)
    expect(keys(drafts, '普通类')).toEqual(['13'])
    expect(retired).toEqual([])
  })

  it('keeps the ordinary group when a plan book as new as the special year lists the code as ordinary', () => {
    const plan: Plan = { count: 40, tuition: 5_850, majors: [], first: {} as Plan['first'] }
    const plans = new Map([['physics|undergraduate|普通类', new Map([[g13.key, plan]])]])
    expect(keys(retireReusedGroupCodes(setOf(g13, coop13), plans, 2026, 2025).drafts, '普通类')).toEqual(['13'])
    // an older plan book does not outrank the newer year's results
    expect(keys(retireReusedGroupCodes(setOf(g13, coop13), plans, 2025, 2025).drafts, '普通类')).toEqual([])
  })

  it('keeps a code whose special rows are older than its ordinary ones, and never touches institution or major units', () => {
    const oldCoop = draft('13', '中外合作', [line(2024, 560, 50_000)])
    const school = { ...g13, key: 's:4142010075', groupCode: null }
    const coopSchool = { ...coop13, key: 's:4142010075', groupCode: null }
    const { drafts, retired } = retireReusedGroupCodes(setOf(g13, oldCoop, school, coopSchool), noPlans, null, 2025)
    expect(keys(drafts, '普通类')).toEqual(['13', undefined])
    expect(retired).toEqual([])
  })

  it('says a retired group was not listed when its ordinary line is older than the fresh window', () => {
    const old = draft('13', '普通类', [line(2023, 517, 71_930)])
    expect(retireReusedGroupCodes(setOf(old, coop13), noPlans, null, 2025).retired.map((r) => r.wasListed)).toEqual([false])
  })
})
