// The rows the unit build reads, from the committed dataset files, for the 专科 线差 backtest (vocational-score-line.ts):
// results, plans and control lines of a province as the server reads them from its database, handed to the engine's
// own build (buildProvinceUnits in packages/domain), so the backtest runs exactly what the app runs. A second rank-table index
// starts every table at its year's ordinary 本科 line, as 江苏's, 山西's and 上海's do: with it the build's own
// switch (score-line-batch.ts) sends the 专科 batch to 线差 in a province whose real tables reach 专科 scores.
import { existsSync, readFileSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import {
  firstOrdinaryLine,
  newestResultsYear,
  UNDERGRADUATE_LINE_KEYS,
  type ControlLineRow,
  type PlanRow,
  type ProvinceUnitsInput,
  type RankTableIndex,
  type ResultRow,
} from '@gk/domain'
import type { Db } from '../../apps/server/src/db/client.ts'
import { loadRankTables } from '../../apps/server/src/db/read-model/rank-tables.ts'

/** the committed dataset the server loads */
export const datasetDir = join(dirname(fileURLToPath(import.meta.url)), '../../packages/dataset/data')

export function ndjson<T>(file: string): T[] {
  return gunzipSync(readFileSync(join(datasetDir, file)))
    .toString('utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as T)
}

type TableMeta = { province_code: string; year: number; subject_type: string; source_id: string; quality: string }
type TableRow = { province_code: string; year: number; subject_type: string; score: number; count: number; cumulative: number }
export type LineRow = ControlLineRow & { province_code: string; year: number }

/** The rows of one province that the unit build reads for a target year (what the server reads from its database). */
export function provinceRows(
  slug: string,
  provinceCode: string,
  lines: readonly LineRow[],
  year: number,
): Pick<ProvinceUnitsInput, 'results' | 'plans' | 'lines' | 'newestResultsYear'> {
  const results = ndjson<ResultRow & { province_code: string }>(`admission_results/${slug}.ndjson.gz`).filter((r) => r.province_code === provinceCode)
  // a province without a plan book in the dataset (山东) builds from its results alone, as the server does
  const hasPlans = existsSync(join(datasetDir, `enrollment_plans/${slug}.ndjson.gz`))
  const plans = (hasPlans ? ndjson<PlanRow & { province_code: string }>(`enrollment_plans/${slug}.ndjson.gz`) : []).filter(
    (r) => r.province_code === provinceCode && r.year <= year,
  )
  // the newest plan book up to the year (newestPlanRows)
  const planYear = Math.max(...plans.map((p) => p.year))
  return {
    results,
    plans: plans.filter((p) => p.year === planYear),
    lines: lines.filter((l) => l.province_code === provinceCode && l.year <= year),
    newestResultsYear: newestResultsYear(results, year),
  }
}

/** A year's ordinary 本科 line of a track, else the nearest year's (a table is cut where the line stands). */
function lineFor(lines: readonly LineRow[], provinceCode: string, year: number, label: string): number | undefined {
  const of = lines.filter((l) => l.province_code === provinceCode && l.subject_type === label)
  const years = [...new Set(of.map((l) => l.year))].sort((x, y) => Math.abs(x - year) - Math.abs(y - year))
  for (const y of years) {
    const line = firstOrdinaryLine(
      of.filter((l) => l.year === y),
      label,
      UNDERGRADUATE_LINE_KEYS,
    )
    if (line !== undefined) return line
  }
  return undefined
}

/**
 * Every 一分一段表 of the dataset as the server indexes it (`loadRankTables`); with `cutAtLine`, the province's
 * tables start at their year's ordinary 本科 line instead (the tables of 江苏, 山西 and 上海).
 */
export async function rankTables(lines: readonly LineRow[], cutAtLine?: string): Promise<RankTableIndex> {
  const metas = ndjson<TableMeta>('score_rank_tables.ndjson.gz')
  let rows = ndjson<TableRow>('score_rank_rows.ndjson.gz')
  if (cutAtLine !== undefined) {
    const cuts = new Map<string, number | undefined>()
    rows = rows.filter((r) => {
      if (r.province_code !== cutAtLine) return true
      const key = `${r.year}|${r.subject_type}`
      if (!cuts.has(key)) cuts.set(key, lineFor(lines, cutAtLine, r.year, r.subject_type))
      const cut = cuts.get(key)
      return cut === undefined || r.score >= cut
    })
  }
  rows.sort((x, y) => x.province_code.localeCompare(y.province_code) || x.year - y.year || x.subject_type.localeCompare(y.subject_type) || y.score - x.score)
  // the read model asks for one province's rows a query (issue 33): answer with that province's only, or every
  // table would hold every province's rows and fail its cumulative check
  const db = {
    query: (sql: string, params?: readonly unknown[]) =>
      Promise.resolve((/FROM score_rank_rows/.test(sql) ? rows.filter((r) => params === undefined || r.province_code === params[0]) : metas) as never[]),
  } as unknown as Db
  return loadRankTables(db)
}
