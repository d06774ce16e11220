import { describe, expect, it } from 'vitest'
import { applyPrecedence } from '../third-round/precedence.ts'

// 广东 2025: the main source's group line (official, rank derived from the table) and the Zhiqu copy of
// the same group (the 投档 rank the exam authority printed). The unit keeps one source (ADR 014) but
// the printed rank must survive (ADR 041).
const group = (source: string, quality: string, score: number, rank: number | null, rankQuality: string | null, plan: number | null = null) => ({
  province_code: '44',
  year: 2025,
  subject_type: '物理类',
  unit_level: 'major-group',
  institution_id: '4144010558',
  institution_name: '中山大学',
  major_group: '206专业组',
  min_score: score,
  min_rank: rank,
  min_rank_quality: rankQuality,
  plan_count: plan,
  source_id: source,
  quality,
})
const NEW = new Set(['zhiqu'])

describe('field fusion between sources of one unit', () => {
  it('keeps the official row but takes the rank the dropped source published for the same score', () => {
    const out = applyPrecedence(
      [group('gaokao-zhiyuan-site', 'official', 620, 5110, 'derived'), group('zhiqu', 'third-party', 620, 5087, 'third-party', 12)],
      NEW,
    )
    expect(out.rows).toHaveLength(1)
    expect(out.rows[0]).toMatchObject({ source_id: 'gaokao-zhiyuan-site', min_rank: 5087, min_rank_quality: 'third-party', plan_count: 12 })
    expect(out.fused).toEqual({ ranks: 1, plans: 1, admitted: 0 })
  })

  it('never replaces a published rank, and never moves a rank to another score', () => {
    const published = applyPrecedence(
      [group('gaokao-zhiyuan-site', 'official', 620, 5090, 'official'), group('zhiqu', 'third-party', 620, 5087, 'third-party')],
      NEW,
    )
    expect(published.rows[0]).toMatchObject({ min_rank: 5090, min_rank_quality: 'official' })
    const otherScore = applyPrecedence(
      [group('gaokao-zhiyuan-site', 'official', 620, null, null), group('zhiqu', 'third-party', 619, 5300, 'third-party')],
      NEW,
    )
    expect(otherScore.rows[0]).toMatchObject({ min_rank: null })
  })
})
