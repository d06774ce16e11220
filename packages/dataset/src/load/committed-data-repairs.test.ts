import { PLAN_TYPES } from '@gk/domain'
import { describe, expect, it } from 'vitest'
import { rankForScore } from '../build/rank-tables.ts'
import { RANK_SCORE_TOLERANCE, scoreForRank } from '../build/repair-ranks.ts'
import { isLineLabel, maxTotalFor } from '../build/repair-units.ts'
import { committedTable } from './committed-tables.test-kit.ts'

// The shape the pipeline's repairs promise, checked on the committed dataset so a defect cannot come
// back through a new source without a failing test.
type Line = { province_code: string; year: number; subject_type: string; category: string; batch_key: string; score: number }
type Adm = {
  province_code: string
  year: number
  subject_type: string
  unit_level: string
  institution_name: string
  major_name: string | null
  min_score: number | null
  min_score_quality: string | null
  min_rank: number | null
  min_rank_quality: string | null
  plan_type: string | null
}

const lines = committedTable<Line>('control_lines')
const ordinary = (p: string, y: number, s: string, key: string) =>
  lines.filter((l) => l.province_code === p && l.year === y && l.subject_type === s && l.category === '普通类' && l.batch_key === key).map((l) => l.score)

describe('committed dataset: ordinary control lines', () => {
  // 2026 official line tables (the 普通类 row, not 预科, 民族, 专项, art or 单列类 lines of the same batch).
  it.each([
    ['44', '物理类', 'bk', 425],
    ['44', '历史类', 'bk', 440],
    ['51', '物理类', 'bk', 435],
    ['51', '历史类', 'bk', 455],
    ['15', '物理类', 'bk', 363],
    ['15', '历史类', 'bk', 403],
    ['63', '物理类', 'bk', 344],
    ['63', '历史类', 'bk', 376],
    ['64', '物理类', 'bk', 360],
    ['64', '历史类', 'bk', 393],
    ['65', '理科', 'bk1', 468],
    ['65', '文科', 'bk1', 451],
  ] as const)('%s 2026 %s %s = %i', (p, s, key, score) => {
    expect(ordinary(p, 2026, s, key)).toEqual([score])
  })

  it('has at most one ordinary line per province, year, subject type and batch', () => {
    const seen = new Map<string, number>()
    for (const l of lines.filter((x) => x.category === '普通类')) {
      const k = `${l.province_code}|${l.year}|${l.subject_type}|${l.batch_key}`
      seen.set(k, (seen.get(k) ?? 0) + 1)
    }
    expect([...seen].filter(([, n]) => n > 1)).toEqual([])
  })
})

describe('committed dataset: admission repairs', () => {
  const adm = committedTable<Adm>('admission_results')
  const tables = committedTable<{ province_code: string; year: number; subject_type: string; total: number }>('score_rank_tables')

  it('gives every row a known plan type', () => {
    const known = new Set<string>(PLAN_TYPES)
    expect(adm.filter((a) => !a.plan_type || !known.has(a.plan_type)).slice(0, 3)).toEqual([])
  })

  it('has no placeholder ranks (0, or a published rank equal to the published score)', () => {
    const published = (a: Adm) => a.min_rank_quality !== 'derived' && a.min_score_quality !== 'derived'
    expect(adm.filter((a) => a.min_rank === 0 || (published(a) && a.min_rank !== null && a.min_rank === a.min_score)).slice(0, 3)).toEqual([])
  })

  it('has no major named by a number or by a line label', () => {
    expect(adm.filter((a) => a.unit_level === 'major' && (/^\s*\d+\s*$/.test(a.major_name ?? '') || isLineLabel(a.major_name))).slice(0, 3)).toEqual([])
  })

  it('has no ordinary line above the province total (art 综合成绩 is labelled 艺术)', () => {
    expect(
      adm.filter((a) => a.min_score !== null && a.min_score > maxTotalFor(a.province_code) && a.plan_type !== '艺术' && a.plan_type !== '体育').slice(0, 3),
    ).toEqual([])
  })

  it('derives ranks only where the app has a table of that province, year and subject type', () => {
    const have = new Set(tables.map((t) => `${t.province_code}|${t.year}|${t.subject_type}`))
    expect(adm.filter((a) => a.min_rank_quality === 'derived' && !have.has(`${a.province_code}|${a.year}|${a.subject_type}`)).slice(0, 3)).toEqual([])
  })

  it('has every rank agree with the app table: derived ranks exactly, published ones within the tolerance', () => {
    const rankRows = committedTable<{ province_code: string; year: number; subject_type: string; score: number; count: number | null; cumulative: number }>(
      'score_rank_rows',
    )
    const byKey = new Map<string, typeof rankRows>()
    for (const r of rankRows) {
      const k = `${r.province_code}|${r.year}|${r.subject_type}`
      const list = byKey.get(k)
      if (list) list.push(r)
      else byKey.set(k, [r])
    }
    for (const list of byKey.values()) list.sort((a, b) => b.score - a.score)
    const bad = adm.filter((a) => {
      const t = byKey.get(`${a.province_code}|${a.year}|${a.subject_type}`)
      if (!t || a.min_rank === null || a.min_score === null || a.plan_type === '艺术' || a.plan_type === '体育') return false
      if (a.min_rank_quality === 'derived') return rankForScore(t, a.min_score) !== a.min_rank
      const implied = scoreForRank(t, a.min_rank)
      return implied === null || Math.abs(implied - a.min_score) > RANK_SCORE_TOLERANCE
    })
    expect(bad.slice(0, 3)).toEqual([])
  })

  it('gives 山东 rows a score (from the year table where only the rank is published)', () => {
    const sd = adm.filter((a) => a.province_code === '37' && a.min_rank !== null)
    expect(sd.length).toBeGreaterThan(50000)
    expect(sd.filter((a) => a.min_score === null).length / sd.length).toBeLessThan(0.01)
    expect(sd.some((a) => a.min_score_quality === 'derived')).toBe(true)
  })

  it('uses no 征集志愿 ranking as a province table (青海 2024 had 1,544 candidates)', () => {
    expect(tables.filter((t) => t.total < 5000).map((t) => `${t.province_code} ${t.year} ${t.subject_type} ${t.total}`)).toEqual([])
  })

  it('flags 上海体育大学 as 双一流', () => {
    const inst = committedTable<{ name: string; is_double_first_class: boolean }>('institutions')
    expect(inst.find((i) => i.name === '上海体育大学')?.is_double_first_class).toBe(true)
  })
})
