import { describe, expect, it } from 'vitest'
import { findProvincePolicy } from '../policy/province-policies.ts'
import { makeScoreRankTable } from '../rank/score-rank-table.ts'
import { buildProvinceUnits, newestResultsYear } from './province-units.ts'
import type { ControlLineRow, RankTableEntry, RankTableIndex, ResultRow } from './rows.ts'
import { rankTableIndexOf } from './rank-table-index.test-kit.ts'

/**
 * ADR 102: an institution whose ordinary lines a source publishes one row per 代码 (甘肃 2025 南京邮电大学: 584/5,293,
 * 585/5,135, … and the lowest 577/6,393) is one institution line, the lowest of its rows — not whichever row came first.
 */
function tables(years: number[]): RankTableIndex {
  const rows = Array.from({ length: 401 }, (_, i) => ({ score: 750 - i, count: 20 }))
  const all: RankTableEntry[] = years
    .map((year) => ({ provinceCode: '62', year, subjectType: '物理类', table: makeScoreRankTable(rows), sourceId: 't', quality: 'official' }))
    .sort((a, b) => b.year - a.year)
  return rankTableIndexOf(all)
}

const row = (year: number, code: string, minScore: number, minRank: number, source = 'gaokao-zhiyuan-site'): ResultRow => ({
  year,
  subject_type: '物理类',
  batch: '普通类',
  unit_level: 'institution',
  institution_id: 'N',
  institution_name: '南京邮电大学',
  provincial_code: null,
  major_group: `南京邮电大学|甘肃|${year}|普通类|物理+化学|代码${code}`,
  major_code: null,
  major_name: null,
  min_score: minScore,
  min_rank: minRank,
  plan_count: null,
  requirement_text: null,
  subject_requirement: null,
  source_id: source,
  quality: 'official',
  plan_type: '普通类',
})

const line = (year: number): ControlLineRow => ({
  year,
  subject_type: '物理类',
  category: '普通类',
  batch: '本科批',
  batch_key: 'bk',
  score: 400,
  quality: 'official',
})

function history(results: ResultRow[]) {
  const index = buildProvinceUnits({
    province: { code: '62', shortName: '甘肃', slug: 'gansu' },
    policy: findProvincePolicy('gansu', 2027)!,
    rankTables: tables([2024, 2025]),
    schools: new Map(),
    newestResultsYear: newestResultsYear(results, 2027),
    results,
    plans: [],
    lines: [line(2024), line(2025)],
  })
  const units = index.get('physics', 'undergraduate')!.units.filter((u) => u.school.id === 'N' && u.planType === '普通类')
  return units.map((u) => u.history.map((h) => `${h.year} ${h.minScore}/${h.minRank}`))
}

describe('an institution published one row per 代码 is one line, its lowest (甘肃 南京邮电大学)', () => {
  it('takes the lowest of one source’s rows of a year, in any order', () => {
    const rows = [
      row(2025, '11', 584, 5_293),
      row(2025, '12', 585, 5_135),
      row(2025, '44', 577, 6_393),
      row(2024, '11', 598, 5_443),
      row(2024, '69', 590, 6_765),
    ]
    expect(history(rows)).toEqual([['2025 577/6393', '2024 590/6765']])
    expect(history([...rows].reverse())).toEqual([['2025 577/6393', '2024 590/6765']])
  })

  it('still picks between sources by quality, not by the lower line', () => {
    const thirdParty = { ...row(2025, '', 560, 9_000, 'other'), quality: 'third-party', major_group: null }
    expect(history([row(2025, '11', 584, 5_293), thirdParty])).toEqual([['2025 584/5293']])
  })
})
