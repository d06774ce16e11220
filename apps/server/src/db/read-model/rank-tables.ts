import { makeScoreRankTable, type RankTableEntry, type RankTableIndex } from '@gk/domain'
import type { Db } from '../client.ts'

// the shapes are the engine's (packages/domain, units/rows.ts): the unit rules read tables through them
export type { RankTableEntry, RankTableIndex } from '@gk/domain'

const keyOf = (provinceCode: string, year: number, subjectType: string) => `${provinceCode}|${year}|${subjectType}`

/** Builds every rank table of the dataset once (a few thousand rows per table, ~160 tables). */
export async function loadRankTables(db: Db): Promise<RankTableIndex> {
  const metas = await db.query<{ province_code: string; year: number; subject_type: string; source_id: string; quality: string }>(
    'SELECT province_code, year, subject_type, source_id, quality FROM score_rank_tables',
  )
  const grouped = new Map<string, { score: number; count: number; cumulative: number; interpolated: boolean }[]>()
  // one province a query: ~100k rows in one PGlite result held the event loop for seconds (issue 33)
  for (const provinceCode of [...new Set(metas.map((m) => m.province_code))].sort()) {
    const rows = await db.query<{ year: number; subject_type: string; score: number; count: number; cumulative: number; quality: string }>(
      'SELECT year, subject_type, score, count, cumulative, quality FROM score_rank_rows WHERE province_code = $1 ORDER BY year, subject_type, score DESC',
      [provinceCode],
    )
    for (const r of rows) {
      const key = keyOf(provinceCode, r.year, r.subject_type)
      let list = grouped.get(key)
      if (!list) grouped.set(key, (list = []))
      // an `estimated` row lies between two published anchors (甘肃 2025 物理类 below 450, ADR 093)
      list.push({ score: r.score, count: r.count, cumulative: r.cumulative, interpolated: r.quality === 'estimated' })
    }
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
