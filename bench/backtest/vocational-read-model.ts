// The server's read model over the committed dataset files, for the 专科 线差 backtest (vocational-score-line.ts):
// a Db that answers the handful of queries the unit build asks (results, plans, control lines, rank tables) from
// packages/dataset/data, so the build runs exactly as in the server without a database. A second rank-table index
// starts every table at its year's ordinary 本科 line, as 江苏's, 山西's and 上海's do: with it the build's own
// switch (score-line-batch.ts) sends the 专科 batch to 线差 in a province whose real tables reach 专科 scores.
import { readFileSync } from 'node:fs'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import type { Db } from '../../apps/server/src/db/client.ts'
import { loadRankTables, type RankTableIndex } from '../../apps/server/src/db/read-model/rank-tables.ts'
import { firstOrdinaryLine, UNDERGRADUATE_LINE_KEYS, type ControlLineRow } from '../../apps/server/src/modules/wish/units/control-lines.ts'

const data = join(dirname(fileURLToPath(import.meta.url)), '../../packages/dataset/data')

export function ndjson<T>(file: string): T[] {
  return gunzipSync(readFileSync(join(data, file)))
    .toString('utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as T)
}

type Dated = { province_code: string; year: number; subject_type: string; batch: string }
type TableMeta = { province_code: string; year: number; subject_type: string; source_id: string; quality: string }
type TableRow = { province_code: string; year: number; subject_type: string; score: number; count: number; cumulative: number }
export type LineRow = ControlLineRow & { province_code: string; year: number }

/** the ordinary results of the gaokao itself (ORDINARY_RESULTS_SQL in the server) */
const ordinaryResult = (r: Dated) =>
  ['物理类', '历史类', '理科', '文科', '综合'].includes(r.subject_type) && !/(专升本|艺术|体育|对口|单招|三校生|中职)/.test(r.batch)

/** The read model of one province: what `buildProvinceYearIndex` queries, from the files. */
export function provinceDb(slug: string, provinceCode: string, lines: readonly LineRow[]): Db {
  const results = ndjson<Dated>(`admission_results/${slug}.ndjson.gz`).filter((r) => r.province_code === provinceCode)
  const plans = ndjson<Dated>(`enrollment_plans/${slug}.ndjson.gz`).filter((r) => r.province_code === provinceCode)
  const own = lines.filter((l) => l.province_code === provinceCode)
  const copy = <T>(rows: readonly T[]) => rows.map((r) => ({ ...r })) as never[]
  const query = (sql: string, params: unknown[] = []): Promise<never[]> => {
    const [, a, b] = params as [string, number, number]
    if (/max\(year\) AS year FROM admission_results/.test(sql)) {
      const years = results.filter((r) => r.year < a && ordinaryResult(r)).map((r) => r.year)
      return Promise.resolve([{ year: years.length > 0 ? Math.max(...years) : null }] as never[])
    }
    if (/FROM admission_results a/.test(sql)) return Promise.resolve(copy(results.filter((r) => r.year >= a && r.year < b)))
    if (/FROM enrollment_plans/.test(sql)) {
      const upTo = plans.filter((p) => p.year <= a)
      const newest = Math.max(...upTo.map((p) => p.year))
      return Promise.resolve(copy(upTo.filter((p) => p.year === newest)))
    }
    if (/FROM control_lines/.test(sql)) return Promise.resolve(copy(own.filter((l) => l.year <= a)))
    throw new Error(`the file read model does not answer: ${sql}`)
  }
  const db: Db = { query, exec: () => Promise.resolve(), transaction: (fn) => fn(db), close: () => Promise.resolve() }
  return db
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
  const db = {
    query: (sql: string) => Promise.resolve((/FROM score_rank_rows/.test(sql) ? rows : metas) as never[]),
  } as unknown as Db
  return loadRankTables(db)
}
