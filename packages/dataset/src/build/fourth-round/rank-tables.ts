import type { RankRow } from '../../rank/rank-rows.ts'
import type { RankCandidate } from '../rank-candidates.ts'
import { fillBetweenAnchors } from './anchor-rows.ts'
import { withPoints } from './rank-points.ts'
import { SRC4 } from './sources.ts'

export type GaokaoProTable = { year: number; track_cn: string; note?: string; rows: { score: number; count: number | null; cumulative: number }[] }

const PROVINCE: Record<string, string> = { neimenggu: '15', anhui: '34', guangxi: '45', gansu: '62' }
const SUBJECT: Record<string, string> = { 物理类: '物理类', 历史类: '历史类', 理科: '理科', 文科: '文科' }

/** Copies complete down to a score and anchors only below it (the only one of entry 28's tables with gaps below its top). */
const ANCHORED: Record<string, number> = { 'gansu-2025-physics': 450 }

/**
 * gaokao-pro 一分一段 copies (SOURCES.md entry 28). 甘肃 2025 物理 is complete down to 450 only and then anchors every
 * 10–50 points down to 180 (the 本科 line 374 is one): the anchors are kept and the scores between them interpolated
 * (fillBetweenAnchors, ADR 093), so the year's ranks below 450 come from its own table, labelled as estimates.
 */
export function gaokaoProCandidate(file: string, t: GaokaoProTable, points: readonly RankRow[] = []): RankCandidate | null {
  const province = PROVINCE[file.split('-')[0] ?? '']
  const subject = SUBJECT[t.track_cn]
  if (!province || !subject) return null
  const seen = new Set<number>()
  const rows: RankRow[] = []
  const completeTo = ANCHORED[file]
  for (const r of [...t.rows].sort((a, b) => b.score - a.score)) {
    if (seen.has(r.score)) continue
    seen.add(r.score)
    rows.push({ score: r.score, count: r.count ?? null, cumulative: r.cumulative })
  }
  return {
    province_code: province,
    year: t.year,
    subject_type: subject,
    source_id: SRC4.gaokaoPro,
    quality: 'third-party',
    pref: 6,
    label: 'gaokao-pro',
    rows: completeTo === undefined ? rows : fillBetweenAnchors(withPoints(rows, points, completeTo), completeTo),
    notes: [
      t.note ?? '',
      completeTo === undefined
        ? ''
        : `complete ${rows[0]?.score}–${completeTo} only; below it the source's anchor scores are kept, with ${withPoints(rows, points, completeTo).length - rows.length} points read off the same table by entry 27 (its per-major 位次), and the scores between them interpolated linearly (quality estimated, ADR 093)`,
    ].filter(Boolean),
  }
}

/**
 * A year's table known only through entry 27's points (甘肃 2025 历史类: no copy of the table is stored; entry 28's
 * 历史类 anchors were not copied): the points, the scores between them interpolated (quality estimated, ADR 093).
 */
export function pointsCandidate(province: string, year: number, subject: string, points: readonly RankRow[]): RankCandidate | null {
  if (points.length < 20) return null
  return {
    province_code: province,
    year,
    subject_type: subject,
    source_id: SRC4.recommender,
    quality: 'third-party',
    pref: 9,
    label: 'entry-27 points',
    rows: fillBetweenAnchors(points, Infinity),
    notes: [
      `${points.length} scores ${points.at(-1)!.score}–${points[0]!.score} with the 位次 entry 27 reads off the official table (the rank most of a score's rows give); the scores between them interpolated linearly (quality estimated), the top row holds everyone at or above it (ADR 093)`,
    ],
  }
}
