import { describe, expect, it } from 'vitest'
import { linkRenumberedGroups } from './renumbered-groups.ts'
import { groupCodeOf } from './unit-classify.ts'
import type { PlanRow, UnitYear } from './rows.ts'
import { draftHistory, type Draft, type DraftSet } from './unit-drafts.ts'
import type { Plan } from './unit-plans.ts'

/** ADR 114: a renumbered 专业组 keeps the years of the group it continues. */
const BUCKET = 'physics|undergraduate|普通类'
const y = (year: number, minScore: number, minRank: number, requirement: string): UnitYear => ({
  year,
  minScore,
  minRank,
  planCount: null,
  quality: 'official',
  source: 's',
  note: '',
  isCrossTrack: false,
  requirement,
})
const draft = (group: string, years: UnitYear[], majors: Record<number, string[]> = {}): Draft => ({
  key: `g:D:1406:${group}`,
  bucket: BUCKET,
  subjectType: 'physics',
  batchId: 'undergraduate',
  planType: '普通类',
  schoolId: 'D',
  schoolName: '东北林业大学',
  schoolCode: '1406',
  groupCode: group,
  majorName: null,
  requirementText: '',
  requirement: { first: null, allOf: [], anyOf: [] },
  latestYear: Math.max(...years.map((h) => h.year)),
  own: new Map(years.map((h) => [h.year, h])),
  fromMajors: new Map(),
  majorsByYear: new Map(Object.entries(majors).map(([k, v]) => [Number(k), new Set(v)])),
})
const set = (ds: Draft[]): DraftSet => ({ units: new Map([[BUCKET, new Map(ds.map((d) => [d.key, d]))]]), majors: new Map(), schoolLines: new Map() })
const plan = (group: string, requirement: string, majors: string[]): Plan => {
  const first: PlanRow = {
    year: 2026,
    subject_type: '物理类',
    batch: '本科普通批',
    level: '本科',
    institution_id: 'D',
    institution_name: '东北林业大学',
    provincial_code: '1406',
    major_group: group,
    major_code: null,
    major_name: majors[0]!,
    plan_count: 2,
    tuition: null,
    requirement_text: requirement,
    subject_requirement: null,
    plan_type: '普通类',
  }
  return { count: 2, tuition: null, majors, first }
}
const historyOf = (s: DraftSet, group: string) => {
  const d = s.units.get(BUCKET)!.get(`g:D:1406:${group}`)
  return d ? draftHistory(d).map((h) => `${h.year} ${h.minScore}`) : null
}

describe('a group renumbered between years', () => {
  // 黑龙江 东北林业大学 物理类: 2025 004 不限 559, 005/006 化学; 2026 003 不限, 004–007 化学
  const hlj = [
    draft('003', [y(2026, 561, 13_535, '不限')]),
    draft('004', [y(2026, 585, 8_960, '化学'), y(2025, 559, 14_473, '不限')]),
    draft('005', [y(2026, 582, 9_503, '化学'), y(2025, 579, 9_915, '化学')]),
    draft('006', [y(2026, 588, 8_481, '化学'), y(2025, 567, 12_510, '化学')]),
    draft('007', [y(2026, 566, 12_510, '化学')]),
  ]

  it('gives the new number the year its old number’s history leaves out as another group’s', () => {
    const { drafts, links } = linkRenumberedGroups(set(hlj), new Map(), 2027)
    expect(historyOf(drafts, '003')).toEqual(['2026 561', '2025 559'])
    expect(historyOf(drafts, '004')).toEqual(['2026 585'])
    expect(historyOf(drafts, '007')).toEqual(['2026 566'])
    expect(links.map((l) => [l.from, l.to, l.year])).toEqual([['g:D:1406:004', 'g:D:1406:003', 2025]])
  })

  it('links a planned group to the group of the newest results by its majors, one to one', () => {
    const old = [
      draft('100', [y(2025, 516, 30_000, '化学')], { 2025: ['机械类', '车辆工程', '林学类'] }),
      draft('101', [y(2025, 487, 60_000, '化学')], { 2025: ['园林', '风景园林'] }),
    ]
    const plans = new Map([
      [
        BUCKET,
        new Map([
          ['g:D:1406:201', plan('201', '首选物理，再选化学', ['机械类', '车辆工程', '林学类', '智能制造工程'])],
          ['g:D:1406:202', plan('202', '首选物理，再选化学', ['法学', '英语'])],
        ]),
      ],
    ])
    const { drafts, links } = linkRenumberedGroups(set(old), plans, 2026)
    expect(historyOf(drafts, '201')).toEqual(['2025 516'])
    expect(historyOf(drafts, '100')).toBeNull()
    // 202's majors share nothing with 101's: no link, and 101 stays as it was
    expect(historyOf(drafts, '202')).toBeNull()
    expect(historyOf(drafts, '101')).toEqual(['2025 487'])
    expect(links.map((l) => [l.to, l.byMajors])).toEqual([['g:D:1406:201', true]])
  })

  // 福建 华东理工大学 物理类 (ADR 130): one-major groups shifted by one in 2025 under the same 再选, within the rank jump
  it('cuts a number where its majors changed hands, and gives each group the year of its own majors', () => {
    const ecust = [
      draft('06', [y(2025, 612, 8_717, '化学'), y(2024, 628, 6_977, '化学')], { 2025: ['化学'], 2024: ['化学类'] }),
      draft('07', [y(2025, 613, 8_462, '化学'), y(2024, 626, 7_527, '化学')], { 2025: ['化学类'], 2024: ['药学'] }),
      draft('09', [y(2025, 613, 8_462, '化学'), y(2024, 630, 6_484, '化学')], { 2025: ['药学'], 2024: ['机械类'] }),
    ]
    const { drafts, links } = linkRenumberedGroups(set(ecust), new Map(), 2026)
    expect(historyOf(drafts, '07')).toEqual(['2025 613', '2024 628'])
    expect(historyOf(drafts, '09')).toEqual(['2025 613', '2024 626'])
    // 06's 2024 line was 化学类's; 机械类's 2024 group has no 2025 group here: no year rather than another group's
    expect(historyOf(drafts, '06')).toEqual(['2025 612'])
    expect(links.map((l) => [l.from, l.to, l.byMajors])).toEqual([
      ['g:D:1406:06', 'g:D:1406:07', true],
      ['g:D:1406:07', 'g:D:1406:09', true],
    ])
  })

  it('keeps a number whose majors are half the same, or unknown in one year', () => {
    const kept = [
      draft('01', [y(2025, 600, 10_000, '化学'), y(2024, 598, 10_500, '化学')], { 2025: ['化学', '应用化学'], 2024: ['化学', '应用化学', '材料化学'] }),
      draft('02', [y(2025, 580, 12_000, '化学'), y(2024, 585, 11_500, '化学')], { 2025: ['药学'] }),
    ]
    const { drafts, links } = linkRenumberedGroups(set(kept), new Map(), 2026)
    expect(historyOf(drafts, '01')).toEqual(['2025 600', '2024 598'])
    expect(historyOf(drafts, '02')).toEqual(['2025 580', '2024 585'])
    expect(links).toEqual([])
  })

  it('links nothing where two old groups fit one new group', () => {
    const two = [draft('001', [y(2026, 561, 13_535, '化学')]), draft('010', [y(2025, 559, 14_473, '化学')]), draft('011', [y(2025, 560, 14_000, '化学')])]
    expect(linkRenumberedGroups(set(two), new Map(), 2027).links).toEqual([])
  })
})

describe('a group code run together with the school code', () => {
  it('reads 黑龙江 2025’s 1406004 「东北林业大学物理类第004组(不限)」 as group 004, so its year meets 2026’s', () => {
    expect(groupCodeOf('1406004', '东北林业大学物理类第004组(不限)')).toBe('004')
    // a code that does not end in the named group is not read from the name
    expect(groupCodeOf('1406005', '东北林业大学物理类第004组(不限)')).toBeNull()
    expect(groupCodeOf('01', '01专业组(不限)')).toBe('01')
  })
})
