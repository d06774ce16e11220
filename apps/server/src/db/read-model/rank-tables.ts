import { makeScoreRankTable, type ScoreRankTable } from '@gk/domain'
import type { Db } from '../client.ts'

/** One 一分一段表 with where it came from. */
export type RankTableEntry = {
  provinceCode: string
  year: number
  subjectType: string
  table: ScoreRankTable
  sourceId: string
  quality: string
}

export type RankTableIndex = {
  get(provinceCode: string, year: number, subjectType: string): RankTableEntry | null
  /** every table of a province, newest year first */
  forProvince(provinceCode: string): RankTableEntry[]
  /** the newest year with a table for this province and subject type, not after `maxYear` */
  latest(provinceCode: string, subjectType: string, maxYear?: number): RankTableEntry | null
}

const keyOf = (provinceCode: string, year: number, subjectType: string) => `${provinceCode}|${year}|${subjectType}`

/** Builds every rank table of the dataset once (a few thousand rows per table, ~160 tables). */
export async function loadRankTables(db: Db): Promise<RankTableIndex> {
  const metas = await db.query<{ province_code: string; year: number; subject_type: string; source_id: string; quality: string }>(
    'SELECT province_code, year, subject_type, source_id, quality FROM score_rank_tables',
  )
  const rows = await db.query<{ province_code: string; year: number; subject_type: string; score: number; count: number; cumulative: number }>(
    'SELECT province_code, year, subject_type, score, count, cumulative FROM score_rank_rows ORDER BY province_code, year, subject_type, score DESC',
  )
  const grouped = new Map<string, { score: number; count: number; cumulative: number }[]>()
  for (const r of rows) {
    const key = keyOf(r.province_code, r.year, r.subject_type)
    let list = grouped.get(key)
    if (!list) grouped.set(key, (list = []))
    list.push({ score: r.score, count: r.count, cumulative: r.cumulative })
  }
  const byKey = new Map<string, RankTableEntry>()
  for (const m of metas) {
    const key = keyOf(m.province_code, m.year, m.subject_type)
    const list = grouped.get(key)
    if (!list || list.length === 0) continue
    byKey.set(key, {
      provinceCode: m.province_code,
      year: m.year,
      subjectType: m.subject_type,
      table: makeScoreRankTable(list),
      sourceId: m.source_id,
      quality: m.quality,
    })
  }
  const all = [...byKey.values()].sort((a, b) => b.year - a.year)
  return {
    get: (p, y, s) => byKey.get(keyOf(p, y, s)) ?? null,
    forProvince: (p) => all.filter((e) => e.provinceCode === p),
    latest: (p, s, maxYear = Infinity) => all.find((e) => e.provinceCode === p && e.subjectType === s && e.year <= maxYear) ?? null,
  }
}
