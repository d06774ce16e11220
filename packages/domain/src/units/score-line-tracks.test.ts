import { describe, expect, it } from 'vitest'
import { findProvincePolicy } from '../policy/province-policies.ts'
import { makeScoreRankTable } from '../rank/score-rank-table.ts'
import { provinceLines } from './province-lines.ts'
import type { ControlLineRow, RankTableEntry, RankTableIndex } from './rows.ts'
import { rankTableIndexOf } from './rank-table-index.test-kit.ts'
import { lacksRankTables, SCORE_LINE_SCALE } from './score-line.ts'

/** The given tables of one province (a table of 700 down to 300, 100 candidates a point). */
function index(entries: { code?: string; year: number; subjectType: string }[]): RankTableIndex {
  const rows = Array.from({ length: 401 }, (_, i) => ({ score: 700 - i, count: 100 }))
  const all: RankTableEntry[] = entries
    .map((e) => ({
      provinceCode: e.code ?? '54',
      year: e.year,
      subjectType: e.subjectType,
      table: makeScoreRankTable(rows),
      sourceId: 't',
      quality: 'official',
    }))
    .sort((a, b) => b.year - a.year)
  return rankTableIndexOf(all)
}

const line = (year: number, subjectType: string, batchKey: string, score: number): ControlLineRow => ({
  year,
  subject_type: subjectType,
  category: '普通类',
  batch: { bk1: '本科一批', bk2: '本科二批', zk: '专科批' }[batchKey] ?? batchKey,
  batch_key: batchKey,
  score,
  quality: 'official',
})

describe('lacksRankTables decides per track (ADR 069)', () => {
  it('keeps a track without tables on score lines when only its sibling track has one', () => {
    const onlyScience = index([{ year: 2026, subjectType: '理科' }])
    expect(lacksRankTables(onlyScience, '54', '理科')).toBe(false)
    expect(lacksRankTables(onlyScience, '54', '文科')).toBe(true)
    expect(lacksRankTables(index([]), '54', '文科')).toBe(true)
  })

  it('counts the track it continues and the one that continues it (a first 3+1+2 year, relabelled tables)', () => {
    const old = index([{ code: '53', year: 2024, subjectType: '理科' }])
    expect(lacksRankTables(old, '53', '物理类')).toBe(false)
    expect(lacksRankTables(old, '53', '历史类')).toBe(true)
    const next = index([{ code: '53', year: 2025, subjectType: '历史类' }])
    expect(lacksRankTables(next, '53', '文科')).toBe(false)
  })

  it('reads another province’s tables as none of this one', () => {
    expect(lacksRankTables(index([{ code: '41', year: 2026, subjectType: '文科' }]), '54', '文科')).toBe(true)
  })
})

describe('the lines of a province whose one track has a table', () => {
  const policy = findProvincePolicy('xizang', 2026)!
  const lines = [line(2026, '理科', 'bk1', 400), line(2026, '文科', 'bk1', 400), line(2026, '理科', 'bk2', 300), line(2026, '文科', 'bk2', 304)]
  const xizang = { code: '54', shortName: '西藏', slug: 'xizang' }
  const at = provinceLines(xizang, policy, index([{ year: 2026, subjectType: '理科' }]), lines)

  it('answers the track without a table on 线差, naming the track, and the other on ranks', () => {
    expect(at.scoreLineWhy('liberal', 'undergraduate-1')).toBe('西藏文科无一分一段表，按线差估算')
    expect(at.scoreLineWhy('science', 'undergraduate-1')).toBeNull()
    // the 文科 target sits at the scale's line position; the 理科 one is the 本科 line's rank in the table
    expect(at.targetOf('liberal', 'undergraduate-1')).toEqual({ rank: SCORE_LINE_SCALE.lineRank, year: 2026 })
    expect(at.targetOf('science', 'undergraduate-1')).toEqual({ rank: (700 - 300 + 1) * 100, year: 2026 })
  })

  it('still says 西藏无一分一段表 when no track has one', () => {
    const none = provinceLines(xizang, policy, index([]), lines)
    expect(none.scoreLineWhy('liberal', 'undergraduate-1')).toBe('西藏无一分一段表，按线差估算')
    expect(none.scoreLineWhy('science', 'undergraduate-1')).toBe('西藏无一分一段表，按线差估算')
  })
})
