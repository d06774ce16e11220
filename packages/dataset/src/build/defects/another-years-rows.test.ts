import { describe, expect, it } from 'vitest'
import { makeScoreRankTable, type RankTableEntry, type RankTableIndex, type ResultRow } from '@gk/domain'
import { anotherYearsRows, dropAnotherYearsRows, yearReadIn } from './another-years-rows.ts'
import type { ChosenTable } from '../rank-tables.ts'

// 陕西 (61): 2024 文科 table 20 candidates a point, 2025 历史类 30 a point, both 700 down to 300 (ADR 120's case:
// 2025 had one merged 本科批, 2024 still 本科一批/二批)
const table = (year: number, subjectType: string, perPoint: number): RankTableEntry => ({
  provinceCode: '61',
  year,
  subjectType,
  table: makeScoreRankTable(Array.from({ length: 401 }, (_, i) => ({ score: 700 - i, count: perPoint }))),
  sourceId: 't',
  quality: 'official',
})
const all = [table(2025, '历史类', 30), table(2024, '文科', 20)]
const tables: RankTableIndex = {
  get: (p, y, s) => all.find((t) => t.provinceCode === p && t.year === y && t.subjectType === s) ?? null,
  forProvince: (p) => all.filter((t) => t.provinceCode === p),
  latest: (p, s) => all.find((t) => t.provinceCode === p && t.subjectType === s) ?? null,
}
/** the worst rank of a score in a table of `perPoint` candidates a point from 700 */
const rankAt = (score: number, perPoint: number) => (701 - score) * perPoint

const row = (year: number, subject_type: string, batch: string, major: string, score: number, rank: number): ResultRow => ({
  year,
  subject_type,
  batch,
  unit_level: 'major',
  institution_id: '4161010705',
  institution_name: '西安石油大学',
  provincial_code: null,
  major_group: null,
  major_code: null,
  major_name: major,
  min_score: score,
  min_rank: rank,
  plan_count: null,
  requirement_text: null,
  subject_requirement: null,
  source_id: 'gaokao-zhiyuan-site',
  quality: 'third-party',
  plan_type: '普通类',
})

const earlier = row(2024, '文科', '普通类-本科一批', '俄语', 492, rankAt(492, 20))
const copy = row(2025, '历史类', '普通类-本科一批', '俄语', 492, rankAt(492, 30))
const real = row(2025, '历史类', '普通类-本科批次', '俄语', 511, rankAt(511, 30))

describe('another year’s rows (ADR 120)', () => {
  const otherScore = row(2025, '历史类', '普通类-本科一批', '新闻学', 495, rankAt(495, 30))
  const readIn2024 = row(2025, '历史类', '普通类-本科批次', '法学', 520, rankAt(520, 20))

  it('reads the year a published rank was read in, when it is not the row’s own', () => {
    expect(yearReadIn(readIn2024, '61', tables)).toBe(2024)
    expect(yearReadIn(real, '61', tables)).toBeUndefined()
    expect(yearReadIn(earlier, '61', tables)).toBeUndefined()
  })

  it('leaves out a numbered batch its year did not run that repeats the unit’s earlier score, and the rank read in another year', () => {
    const out = anotherYearsRows('shaanxi', '61', [earlier, copy, real, otherScore, readIn2024], tables)
    expect(out.get(copy)).toBe('earlier-years-score')
    expect(out.get(readIn2024)).toBe('read-in-another-year')
    // the unit's real 2025 line, the 2024 original (its year ran 本科一批) and a 本科一批 row with a score of its own stay
    expect([real, earlier, otherScore].map((r) => out.has(r))).toEqual([false, false, false])
  })

  it('compares a row with its own unit only: a special plan’s row repeating an ordinary score is no copy', () => {
    const special = { ...copy, plan_type: '国家专项' }
    const out = anotherYearsRows('shaanxi', '61', [earlier, special], tables)
    expect(out.has(special)).toBe(false)
  })
})

describe('the build drops them per province (ADR 121)', () => {
  const chosen = all.map((t) => ({
    key: `${t.provinceCode}|${t.year}|${t.subjectType}`,
    candidate: { province_code: t.provinceCode, year: t.year, subject_type: t.subjectType, source_id: 't', quality: 'official' as const },
    rows: t.table.rows.map((r) => ({ score: r.score, count: r.count, cumulative: r.cumulative })),
    notes: [],
  })) as unknown as ChosenTable[]

  it('writes the rows without the copy and counts it under the province', () => {
    const rows = [earlier, copy, real].map((r) => ({ ...r, province_code: '61' }))
    const { rows: kept, dropped } = dropAnotherYearsRows(rows, chosen)
    expect(kept.map((r) => r.batch)).toEqual(['普通类-本科一批', '普通类-本科批次'])
    expect(dropped).toEqual({ shaanxi: { 'earlier-years-score': 1, 'read-in-another-year': 0 } })
  })
})
