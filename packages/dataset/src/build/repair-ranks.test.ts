import { describe, expect, it } from 'vitest'
import type { RankCandidate } from './rank-candidates.ts'
import { repairRanks, scoreForRank } from './repair-ranks.ts'
import type { ChosenTable } from './rank-tables.ts'
import type { Row } from './write-tables.ts'

// A small 一分一段 table: 600 → 100, 599 → 130, 598 → 160 … down to 560.
const rows = Array.from({ length: 41 }, (_, i) => ({ score: 600 - i, count: i === 0 ? 100 : 30, cumulative: 100 + 30 * i }))
const candidate = { province_code: '52', year: 2025, subject_type: '物理类', source_id: 's', quality: 'official', pref: 0, label: 't', rows } as RankCandidate
const tables: ChosenTable[] = [{ key: '52|2025|物理类', candidate, rows, notes: [] }]
const row = (over: Row): Row => ({
  province_code: '52',
  year: 2025,
  subject_type: '物理类',
  quality: 'third-party',
  plan_type: '普通类',
  min_score: null,
  min_rank: null,
  min_rank_quality: null,
  ...over,
})

describe('scoreForRank', () => {
  it('gives the highest score whose cumulative count reaches the rank', () => {
    expect([scoreForRank(rows, 1), scoreForRank(rows, 100), scoreForRank(rows, 101), scoreForRank(rows, 130), scoreForRank(rows, 1300)]).toEqual([
      600, 600, 599, 599, 560,
    ])
    expect(scoreForRank(rows, 1301)).toBeNull()
    expect(scoreForRank(rows, 0)).toBeNull()
  })
})

describe('repairRanks', () => {
  it('clears rank-0 and rank=score placeholders and derives the rank from the table instead', () => {
    const zero = row({ min_score: 594, min_rank: 0, min_rank_quality: 'official' })
    const same = row({ min_score: 580, min_rank: 580, min_rank_quality: 'official' })
    const c = repairRanks([zero, same], tables)
    expect([c.zeroRanks, c.rankEqualsScore, c.derivedFromTable]).toEqual([1, 1, 2])
    expect([zero.min_rank, zero.min_rank_quality, same.min_rank]).toEqual([280, 'derived', 700])
  })

  it('re-derives a source-derived rank from the app table, and drops it where the app has no table', () => {
    // 贵州 2025: the source gave 497 → 31,036 but 498 → 53,760; only the app's own table decides.
    const a = row({ min_score: 599, min_rank: 53760, min_rank_quality: 'derived' })
    const b = row({ min_score: 598, min_rank: 31036, min_rank_quality: 'derived' })
    const noTable = row({ year: 2024, min_score: 598, min_rank: 31036, min_rank_quality: 'derived' })
    const c = repairRanks([a, b, noTable], tables)
    expect([a.min_rank, b.min_rank, noTable.min_rank, noTable.min_rank_quality]).toEqual([130, 160, null, null])
    expect([c.sourceDerivedCleared, c.derivedFromTable, c.derivedKeptNoTable]).toEqual([3, 2, 0])
  })

  it('drops a published rank that cannot belong to its score and keeps one within the tolerance', () => {
    const far = row({ min_score: 599, min_rank: 1200, min_rank_quality: 'official' })
    const near = row({ min_score: 599, min_rank: 400, min_rank_quality: 'official' })
    const c = repairRanks([far, near], tables)
    expect(c.inconsistentPublished).toBe(1)
    expect([far.min_rank, far.min_rank_quality, near.min_rank, near.min_rank_quality]).toEqual([130, 'derived', 400, 'official'])
  })

  it('fills the score of a rank-only row (山东) from the table, flagged derived', () => {
    const shandong = row({ min_rank: 150, min_rank_quality: 'official', quality: 'official' })
    const outside = row({ min_rank: 5000, min_rank_quality: 'official', quality: 'official' })
    const c = repairRanks([shandong, outside], tables)
    expect(c.scoresFromRank).toBe(1)
    expect([shandong.min_score, shandong.min_score_quality, shandong.min_rank, shandong.min_rank_quality]).toEqual([598, 'derived', 150, 'official'])
    expect([outside.min_score, outside.min_score_quality]).toEqual([null, null])
  })

  it('leaves art and sport rows alone: they are ranked on their own lists', () => {
    const art = row({ plan_type: '艺术', min_score: 599, min_rank: 1200, min_rank_quality: 'official' })
    repairRanks([art], tables)
    expect([art.min_rank, art.min_score_quality]).toEqual([1200, 'third-party'])
  })
})
