// Dev-time extraction of backtest inputs from /work/shared/data/raw (see SOURCES.md); outputs are committed.
// Usage: node --import tsx bench/backtest/extract.ts [RAW_DIR]
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { gunzipSync, gzipSync } from 'node:zlib'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { firstOrdinaryLine, makeScoreRankTable, scoreToWorstRank, toScore, UNDERGRADUATE_LINE_KEYS, type ScoreRankTable } from '@gk/domain'
import { parseCsv } from './csv.ts'
import { ndjson, type LineRow } from './vocational-read-model.ts'

const raw = process.argv[2] ?? '/work/shared/data/raw'
const outDir = join(dirname(fileURLToPath(import.meta.url)), 'data')

type Row = {
  province: string
  year: number
  subjectType: string
  unitId: string
  minRank: number
  planCount?: number | undefined
  totalCandidates?: number | undefined
  /** rank of the year's ordinary 本科 control line in the table the row's rank was read in (ADR 066) */
  lineRank?: number | undefined
}

function write(name: string, rows: Row[]): void {
  // one row per unit and year: keep the worst (largest) rank when a source lists a unit twice
  const byKey = new Map<string, Row>()
  for (const r of rows) {
    if (!(r.minRank >= 1)) continue
    const key = `${r.year}|${r.subjectType}|${r.unitId}`
    const seen = byKey.get(key)
    if (!seen || r.minRank > seen.minRank) byKey.set(key, r)
  }
  // the line's rank is a column only in the files that carry it (the others stay as they were)
  const withLine = [...byKey.values()].some((r) => r.lineRank !== undefined)
  const lines = [`province,year,subjectType,unitId,minRank,planCount,totalCandidates${withLine ? ',lineRank' : ''}`]
  for (const r of [...byKey.values()].sort((a, b) => a.year - b.year || a.unitId.localeCompare(b.unitId))) {
    const id = `"${r.unitId.replace(/"/g, '""')}"`
    const cells = [r.province, r.year, r.subjectType, id, Math.round(r.minRank), r.planCount ?? '', r.totalCandidates ?? '']
    lines.push((withLine ? [...cells, r.lineRank ?? ''] : cells).join(','))
  }
  mkdirSync(outDir, { recursive: true })
  writeFileSync(join(outDir, `${name}.csv.gz`), gzipSync(lines.join('\n') + '\n'))
  const years = new Map<number, number>()
  for (const r of byKey.values()) years.set(r.year, (years.get(r.year) ?? 0) + 1)
  console.log(
    name,
    [...years.entries()]
      .sort()
      .map(([y, n]) => `${y}:${n}`)
      .join(' '),
  )
}

const normaliseName = (s: string): string => s.replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\s+/g, '')

function shandong(): void {
  const seg = parseCsv(readFileSync(join(raw, 'fqyin__me-offer/data_raw/shandong_segment_2021_2025.csv'), 'utf8'))
  const totals = new Map<number, number>()
  for (const r of seg) if (r.group === '全体') totals.set(+r.year!, Math.max(totals.get(+r.year!) ?? 0, +r.cumulative!))
  const rows = parseCsv(readFileSync(join(raw, 'fqyin__me-offer/data_raw/shandong_toudang_2021_2025.csv'), 'utf8'))
  write(
    'shandong',
    rows.map((r) => ({
      province: 'shandong',
      year: +r.year!,
      subjectType: 'combined',
      unitId: `${r.school_code}|${normaliseName(r.major_name!)}`,
      minRank: r.min_rank === '' ? NaN : +r.min_rank!,
      planCount: r.plan_count === '' ? undefined : +r.plan_count!,
      totalCandidates: totals.get(+r.year!),
    })),
  )
}

function zhejiang(): void {
  const rows: Row[] = []
  const csv = parseCsv(readFileSync(join(raw, 'yjkxcy__baokaochaxun/zhejiang_first_segment_2020_2022.csv'), 'utf8'))
  for (const r of csv) {
    if (r.year === '2020') continue // partial year (SOURCES.md §16)
    rows.push({
      province: 'zhejiang',
      year: +r.year!,
      subjectType: 'combined',
      unitId: `${r.school_code}|${normaliseName(r.major_name!)}`,
      minRank: r.min_rank === '' ? NaN : +r.min_rank!,
      planCount: r.plan_count === '' ? undefined : +r.plan_count!,
    })
  }
  const y2024 = JSON.parse(readFileSync(join(raw, 'seven-ru7__zjgk-volunteer/data/_crawled/admission_2024.json'), 'utf8').replace(/:\s*NaN/g, ': null')) as {
    code: number
    program: string
    quota: number
    min_rank: number | null
  }[]
  for (const r of y2024) {
    rows.push({
      province: 'zhejiang',
      year: 2024,
      subjectType: 'combined',
      unitId: `${String(r.code).padStart(4, '0')}|${normaliseName(r.program)}`,
      minRank: r.min_rank ?? NaN,
      planCount: r.quota,
    })
  }
  write('zhejiang', rows)
}

type ShardRecord = {
  year: number
  subjectType: string
  batch?: string
  schoolName: string
  dataType: string
  majorName?: string
  majorGroup?: string
  minScore?: number
  planCount?: number
}

function shard(province: string): ShardRecord[] {
  const file = join(raw, `liuguanghui0226__gaokao-zhiyuan-site/site/data/release-v3.275/${province}.json.gz`)
  return (JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as { records: ShardRecord[] }).records
}

const subjectTypeOf: Record<string, string> = {
  物理类: 'physics',
  历史类: 'history',
  理科: 'science',
  文科: 'liberal',
}

/** the app dataset's control lines (packages/dataset): the ordinary 本科 line of a province, year and track label */
const datasetLines = ndjson<LineRow>('control_lines.ndjson.gz')
function ordinaryLine(provinceCode: string, year: number, label: string): number | undefined {
  return firstOrdinaryLine(
    datasetLines.filter((l) => l.province_code === provinceCode && l.year === year),
    label,
    UNDERGRADUATE_LINE_KEYS,
  )
}

/** The line's rank in the same table the rows' ranks are read in; none when the table stops above the line. */
function lineRankIn(table: ScoreRankTable, line: number | undefined): number | undefined {
  return line === undefined || line < table.bottomScore ? undefined : scoreToWorstRank(table, toScore(line))
}

function monotoneRows(list: { score: number; cumulative: number }[]): { score: number; cumulative: number }[] {
  const rows: { score: number; cumulative: number }[] = []
  for (const r of [...list].sort((a, b) => b.score - a.score)) {
    const last = rows[rows.length - 1]
    if (last && (r.cumulative < last.cumulative || r.score === last.score)) continue
    rows.push(r)
  }
  return rows
}

function jiangsuTables(): Map<string, ScoreRankTable> {
  const tables = new Map<string, ScoreRankTable>()
  for (const year of [2023, 2024, 2025]) {
    const json = JSON.parse(readFileSync(join(raw, `liuxusummer__gaokao-advisor/public/data/scores/江苏/rank_table_${year}.json`), 'utf8')) as {
      categories: Record<string, { score: number; count: number; cumulativeCount: number }[]>
    }
    for (const [category, list] of Object.entries(json.categories)) {
      // some 2023/2024 rows break the running total (SOURCES.md §4): drop them
      const rows = monotoneRows(list.map((r) => ({ score: r.score, cumulative: r.cumulativeCount })))
      tables.set(`${year}|${subjectTypeOf[category]}`, makeScoreRankTable(rows))
    }
  }
  return tables
}

function jiangsu(): void {
  const tables = jiangsuTables()
  const rows: Row[] = []
  const push = (year: number, category: string, school: string, group: string, score: number, plan?: number): void => {
    const subjectType = subjectTypeOf[category]
    const table = tables.get(`${year}|${subjectType}`)
    if (!table || subjectType === undefined || score < table.bottomScore) return
    rows.push({
      province: 'jiangsu',
      year,
      subjectType,
      unitId: `${normaliseName(school)}|${group}`,
      minRank: scoreToWorstRank(table, toScore(score)),
      planCount: plan,
      totalCandidates: undefined,
    })
  }
  const y2023 = JSON.parse(readFileSync(join(raw, 'liuxusummer__gaokao-advisor/public/data/scores/江苏/scores_2023.json'), 'utf8')) as {
    collegeName: string
    majorGroupName: string
    category: string
    minScore: number
  }[]
  // the group label carries the 选科 requirement, e.g. 04专业组(不限): keep it so renumbered groups do not match
  const groupKey = (text: string): string | undefined => {
    const m = /(\d{2,3})专业组(\([^)]*\))?/.exec(normaliseName(text))
    return m ? `${m[1]!.padStart(2, '0')}${m[2] ?? ''}` : undefined
  }
  for (const r of y2023) {
    const key = groupKey(r.majorGroupName)
    if (key !== undefined) push(2023, r.category, r.collegeName, key, r.minScore)
  }
  for (const r of shard('jiangsu')) {
    if (r.dataType !== 'major-group-admission' || r.minScore === undefined) continue
    if (r.year !== 2024 && r.year !== 2025) continue
    if (r.batch?.includes('征求') === true) continue
    const key = groupKey(r.majorGroup ?? '') ?? groupKey(r.majorName ?? '')
    if (key === undefined) continue
    push(r.year, r.subjectType, r.schoolName, key, r.minScore, r.planCount)
  }
  write('jiangsu', rows)
}

function hebei(): void {
  const seg = parseCsv(readFileSync(join(raw, 'ymstar__gaokao-assistant/data/河北/score-rank/gaokao-score-rank.score_rank.csv'), 'utf8'))
  const byKey = new Map<string, Map<number, number>>()
  for (const r of seg) {
    const key = `${r.year}|${subjectTypeOf[r.category!]}`
    const cumulative = +r.cum_total!
    if (!(cumulative > 0)) continue
    const m = byKey.get(key) ?? new Map<number, number>()
    m.set(+r.score!, Math.max(m.get(+r.score!) ?? 0, cumulative))
    byKey.set(key, m)
  }
  const tables = new Map<string, ScoreRankTable>()
  for (const [key, m] of byKey) tables.set(key, makeScoreRankTable(monotoneRows([...m].map(([score, cumulative]) => ({ score, cumulative })))))
  const rows: Row[] = []
  for (const r of shard('hebei')) {
    if (r.dataType !== 'major-admission' || r.minScore === undefined || r.batch !== '本科批') continue
    const subjectType = subjectTypeOf[r.subjectType]
    const table = tables.get(`${r.year}|${subjectType}`)
    if (!table || subjectType === undefined || r.minScore < table.bottomScore) continue
    // the year's 本科 line read in the same table: the common move's line (ADR 049) that the app reads for 河北 from
    // its own tables; without it the backtest scored 河北 with the drift alone (ADR 066)
    const lineRank = lineRankIn(table, ordinaryLine('13', r.year, r.subjectType))
    rows.push({
      province: 'hebei',
      year: r.year,
      subjectType,
      unitId: `${normaliseName(r.schoolName)}|${normaliseName(r.majorName ?? '')}`,
      minRank: scoreToWorstRank(table, toScore(r.minScore)),
      planCount: r.planCount,
      totalCandidates: undefined, // table bottoms differ by year in this source, so totals are not comparable
      lineRank,
    })
  }
  write('hebei', rows)
}

function shanghai(): void {
  const data = JSON.parse(readFileSync(join(raw, '666keke__Shanghai-Gaokao/data.json'), 'utf8')) as {
    院校名: string
    组号: string
    最低排名: number | null
    年份: number
  }[]
  write(
    'shanghai',
    data
      .filter((r) => r.年份 >= 2021)
      .map((r) => ({
        province: 'shanghai',
        year: r.年份,
        subjectType: 'combined',
        unitId: `${normaliseName(r.院校名)}|${r.组号}`,
        minRank: r.最低排名 ?? NaN,
      })),
  )
}

function chongqing(): void {
  type Segment = { 年份: number; 科类: string; 分数: string; 累计人数: number }
  const segments = JSON.parse(readFileSync(join(raw, 'luanche__gaokao-data/json_data/latest_score_distribution.json'), 'utf8')) as Segment[]
  const byKey = new Map<string, { score: number; cumulative: number; isTopBand?: boolean }[]>()
  for (const r of segments) {
    const key = `${r.年份}|${subjectTypeOf[r.科类]}`
    const list = byKey.get(key) ?? []
    // "666-750" is a band: the top one is kept as a 666+ band, lower bands by their lowest score
    const low = Number(r.分数.split('-')[0])
    if (Number.isFinite(low))
      list.push({
        score: low,
        cumulative: r.累计人数,
        ...(r.分数.includes('-') && list.length === 0 ? { isTopBand: true } : {}),
      })
    byKey.set(key, list)
  }
  const tables = new Map<string, ScoreRankTable>()
  for (const [key, list] of byKey) {
    const top = list.find((r) => r.isTopBand === true)
    const table = makeScoreRankTable(monotoneRows(list).map((r) => (top && r.score === top.score ? { ...r, isTopBand: true } : r)))
    tables.set(key, table)
  }
  const rows: Row[] = []
  for (const r of shard('chongqing')) {
    if (r.dataType !== 'major-admission' || r.minScore === undefined || r.batch !== '本科批') continue
    const subjectType = subjectTypeOf[r.subjectType]
    const table = tables.get(`${r.year}|${subjectType}`)
    if (!table || subjectType === undefined || r.minScore < table.bottomScore) continue
    rows.push({
      province: 'chongqing',
      year: r.year,
      subjectType,
      unitId: `${normaliseName(r.schoolName)}|${normaliseName(r.majorName ?? '')}`,
      minRank: scoreToWorstRank(table, toScore(r.minScore)),
      planCount: r.planCount,
      totalCandidates: table.total,
    })
  }
  write('chongqing', rows)
}

function henan(): void {
  // 文/理 years only (河南 switched to 物理/历史 in 2025, and ranks across the reform are not comparable).
  // Major-level min ranks published by the schools themselves (sourceQuality official-school-*), which the
  // shard mislabels 物理类/历史类 for 2021–2024.
  const trackOf: Record<string, string> = {
    物理类: 'science',
    理科: 'science',
    历史类: 'liberal',
    文科: 'liberal',
  }
  const batchOf = (batch: string | undefined): string | undefined =>
    batch === undefined ? undefined : /一批|第一批/.test(batch) ? '1' : /二批|第二批/.test(batch) ? '2' : undefined
  const rows: Row[] = []
  for (const r of shard('henan') as (ShardRecord & {
    minRank?: number
    rankDerivedFromScore?: boolean
    sourceQuality?: string
  })[]) {
    if (r.year > 2024 || r.dataType !== 'major-admission' || r.minRank === undefined || r.rankDerivedFromScore === true) continue
    if (r.sourceQuality?.startsWith('official-school') !== true) continue
    const track = trackOf[r.subjectType]
    const batch = batchOf(r.batch)
    if (track === undefined || batch === undefined) continue
    rows.push({
      province: 'henan',
      year: r.year,
      subjectType: track,
      unitId: `${normaliseName(r.schoolName)}|${batch}|${normaliseName(r.majorName ?? '')}`,
      minRank: r.minRank,
      planCount: r.planCount,
    })
  }
  write('henan', rows)
}

shandong()
zhejiang()
jiangsu()
hebei()
shanghai()
chongqing()
henan()
