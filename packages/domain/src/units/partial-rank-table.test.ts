import { describe, expect, it } from 'vitest'
import { findProvincePolicy } from '../policy/province-policies.ts'
import { makeScoreRankTable } from '../rank/score-rank-table.ts'
import { provinceLines } from './province-lines.ts'
import { cohortTotal, rankOf, reachesLine, type RankContext } from './rank-conversion.ts'
import type { ControlLineRow, RankTableEntry, RankTableIndex, ResultRow } from './rows.ts'
import { rankTableIndexOf } from './rank-table-index.test-kit.ts'

// 甘肃 物理类 as the dataset holds it (ADR 066): whole tables for 2024 and 2026, 2025's only from 670 down to 450
// while the 本科 line stood at 374. Here 100 candidates a point; 2025 is the same table cut at 450.
const whole = Array.from({ length: 371 }, (_, i) => ({ score: 670 - i, count: 100 }))
const entry = (year: number, rows: { score: number; count: number }[]): RankTableEntry => ({
  provinceCode: '62',
  year,
  subjectType: '物理类',
  table: makeScoreRankTable(rows),
  sourceId: 't',
  quality: 'official',
})
const all = [
  entry(2026, whole),
  entry(
    2025,
    whole.filter((r) => r.score >= 450),
  ),
  entry(2024, whole),
]
const tables: RankTableIndex = rankTableIndexOf(all)
const line = (year: number, score: number): ControlLineRow => ({
  year,
  subject_type: '物理类',
  category: '普通类',
  batch: '本科批',
  batch_key: 'bk',
  score,
  quality: 'official',
})
const lines = [line(2024, 370), line(2025, 374), line(2026, 367)]
const policy = findProvincePolicy('gansu', 2026)!
const of = provinceLines({ code: '62', shortName: '甘肃', slug: 'gansu' }, policy, tables, lines)
const ctx: RankContext = { tables, provinceCode: '62', targetYear: 2026, cache: new Map(), ...of }
const row = (minScore: number): ResultRow => ({
  year: 2025,
  subject_type: '物理类',
  batch: '本科批',
  unit_level: 'major',
  institution_id: 'A',
  institution_name: '甲大学',
  provincial_code: '1101',
  major_group: null,
  major_code: '01',
  major_name: '化学',
  min_score: minScore,
  min_rank: null,
  plan_count: 3,
  requirement_text: null,
  subject_requirement: null,
  source_id: 's',
  quality: 'official',
  plan_type: '普通类',
})

describe('a 一分一段表 that stops above the 本科 line (ADR 066)', () => {
  it('is told apart from a whole one and from one that starts at the line', () => {
    expect(reachesLine(all[1]!, 374)).toBe(false)
    expect(reachesLine(all[2]!, 370)).toBe(true)
    expect(
      reachesLine(
        entry(
          2025,
          whole.filter((r) => r.score >= 374),
        ),
        374,
      ),
    ).toBe(true)
    expect(reachesLine(all[1]!, undefined)).toBe(true)
  })

  it('gives neither the cohort nor the line rank of its year', () => {
    // the cut table's last 累计人数 is 22,100 of a cohort of 37,100: the year's cohort is unknown, never another
    // year's (ADR 121; ADR 066 read the nearest whole table's 37,100)
    expect(cohortTotal(tables, '62', 2025, '物理类')).toBe(22_100)
    expect(of.total(2025, 'physics')).toBeUndefined()
    expect(of.total(2024, 'physics')).toBe(37_100)
    // a year without a table has no cohort: not the nearest year's (ADR 121)
    expect(of.total(2023, 'physics')).toBeUndefined()
    expect(of.yearLineRank(2025, '物理类')).toBeUndefined()
    expect(of.yearLineRank(2024, '物理类')).toBe(30_100)
  })

  it('ranks a score above its bottom in itself, one below it by 线差 in the nearest whole table', () => {
    expect(rankOf(row(500), 'physics', false, ctx).rank).toBe(17_100)
    // 420 is 46 above the 2025 line: in 2026 (line 367, the newer of the two nearest whole tables) that is 413,
    // rank 25,800; the cut table would say 22,100, its last rank
    const below = rankOf(row(420), 'physics', false, ctx)
    expect(below.rank).toBe(25_800)
    expect(below.note).toContain('按线差')
  })
})

describe('a 一分一段表 completed between anchors (ADR 093)', () => {
  // 2025 whole to 450, then anchors every 10 points to 370 with the scores between them interpolated (flagged)
  const anchored = whole.filter((r) => r.score >= 370).map((r) => ({ ...r, interpolated: r.score < 450 && r.score % 10 !== 0 }))
  const filled = [entry(2026, whole), { ...entry(2025, whole), table: makeScoreRankTable(anchored) }, entry(2024, whole)]
  const index: RankTableIndex = {
    get: (p, y, s) => filled.find((t) => t.provinceCode === p && t.year === y && t.subjectType === s) ?? null,
    forProvince: (p) => filled.filter((t) => t.provinceCode === p),
    latest: (p, s, maxYear = Infinity) => filled.find((t) => t.provinceCode === p && t.subjectType === s && t.year <= maxYear) ?? null,
  }
  const lines2 = provinceLines({ code: '62', shortName: '甘肃', slug: 'gansu' }, policy, index, lines)
  const ctx2: RankContext = { tables: index, provinceCode: '62', targetYear: 2026, cache: new Map(), ...lines2 }
  it('reads a score below 450 in its own year, an interpolated row labelled as an estimate', () => {
    const between = rankOf(row(425), 'physics', false, ctx2)
    expect(between).toMatchObject({ rank: 24_600, quality: 'estimated' })
    expect(between.note).toContain('插值')
    const anchor = rankOf(row(420), 'physics', false, ctx2)
    expect(anchor).toMatchObject({ rank: 25_100, quality: 'derived' })
    expect(anchor.note).not.toContain('插值')
    expect(lines2.yearLineRank(2025, '物理类')).toBe(29_700)
  })
})
