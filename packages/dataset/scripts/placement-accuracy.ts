// Measures the entry-27 placement rules (src/build/fourth-round/placement.ts) where a second source gives the answer:
//   RAW_DIR=/work/shared/data/raw node --import tsx packages/dataset/scripts/placement-accuracy.ts [--write docs/data.md]
// (RAW_DIR defaults to ../shared/data/raw; it reads the committed dataset's control lines and admission rows)
// 1. 2025 安徽/江西/内蒙古/福建: the school's ordinary 本科 minimum the rules place (no other source used) against the
//    lowest ordinary 院校专业组 line of the official 2025 tables (entry 29).
// 2. 辽宁/贵州 2024–2025: the same against the committed dataset's official ordinary rows of those schools.
// 3. 一批/二批 years (河南, 四川, 云南, 陕西 2022–2024): the batch the median rule gives against the committed rows' batch.
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { rawReader } from '../src/build/raw-files.ts'
import { newAccumulator } from '../src/build/accumulator.ts'
import { buildInstitutions } from '../src/build/institutions.ts'
import { parseCsv } from '../src/build/csv.ts'
import { assignPlanTypes } from '../src/build/plan-types.ts'
import { newCtx } from '../src/build/third-round/unit-rows.ts'
import { readShixiong2025, type ShixiongRow } from '../src/build/fourth-round/groups-2025.ts'
import { placeSchool } from '../src/build/fourth-round/placement.ts'
import { benkeLines, floorLines, schoolFacts } from '../src/build/fourth-round/recommender.ts'
import { SRC4 } from '../src/build/fourth-round/sources.ts'
import { readCommittedTable } from '../src/load/read-table.ts'
import { isOrdinaryBenke, TRACK_OF, type CoverageRow } from '../src/load/ordinary-coverage.ts'
import type { Row } from '../src/build/write-tables.ts'

const raw = rawReader(resolve(process.env.RAW_DIR ?? '../shared/data/raw'))
const inst = buildInstitutions(raw)
const ctx = newCtx(
  newAccumulator(),
  inst.matcher,
  inst.rows.map((i) => ({ id: String(i.id), name: String(i.name) })),
)
const levels = new Map(inst.rows.map((i) => [String(i.id), typeof i.level === 'string' ? i.level : null]))
const lines = benkeLines(readCommittedTable<Row>('control_lines'))
const DIR = 'ziwemumeca61-cyber__gaokao-zhiyuan-recommender/data/real'
const schools = new Map(raw.csv(`${DIR}/schools.csv`).map((s) => [s.id ?? '', s.name ?? '']))
const ids = new Map<string, string | null>()
const out: string[] = []

/** Entry 27 scores per year|track|institution of one province. */
function e27(province: string): Map<string, number[]> {
  const m = new Map<string, number[]>()
  for (const r of parseCsv(
    gunzipSync(raw.buffer(`${DIR}/admissions/${province}.csv.gz`))
      .toString('utf8')
      .replace(/^\uFEFF/, ''),
  )) {
    const sid = r.school_id ?? ''
    if (!ids.has(sid)) ids.set(sid, inst.matcher.match(schools.get(sid) ?? '')?.id ?? null)
    const id = ids.get(sid)
    if (!id) continue
    const k = `${r.year}|${r.subject_type}|${id}`
    m.set(k, [...(m.get(k) ?? []), Number(r.min_score)])
  }
  return m
}
/** The placed ordinary minimum per school, using no other source (as for a school no other source covers). */
function placedMins(code: string, rows: Map<string, number[]>, year: number) {
  const out = new Map<string, { min: number; batch: string }>()
  for (const [k, scores] of rows) {
    const [y, track, id] = k.split('|') as [string, string, string]
    if (Number(y) !== year) continue
    const line = lines.get(`${code}|${y}|${track}`)
    if (!line) continue
    const p = placeSchool(scores, line, { level: levels.get(id) ?? null, covered: false })
    if (p.kept.length) out.set(`${track}|${id}`, { min: Math.min(...p.kept.map((i) => scores[i]!)), batch: p.batch })
  }
  return out
}
function compare(label: string, placed: Map<string, { min: number }>, truth: Map<string, number>) {
  const errs = [...placed].filter(([k]) => truth.has(k)).map(([k, p]) => p.min - truth.get(k)!)
  const share = (d: number) => `${((100 * errs.filter((e) => Math.abs(e) <= d).length) / Math.max(1, errs.length)).toFixed(0)}%`
  const extra = [...placed.keys()].filter((k) => !truth.has(k)).length
  out.push(
    `| ${label} | ${truth.size} | ${placed.size} | ${errs.length} | ${share(0)} | ${share(3)} | ${share(10)} | ${errs.filter((e) => e < -10).length} | ${errs.filter((e) => e > 10).length} | ${extra} |`,
  )
}
out.push('| test | schools in 2nd source | placed | both | exact | ±3 | ±10 | >10 below | >10 above | placed, not in 2nd source |')
out.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
const SX: [string, string, '34' | '36' | '15' | '35'][] = [
  ['安徽', 'anhui', '34'],
  ['江西', 'jiangxi', '36'],
  ['内蒙古', 'neimenggu', '15'],
  ['福建', 'fujian', '35'],
]
for (const [name, file, code] of SX) {
  const groups = readShixiong2025(raw.json<ShixiongRow[]>(`shixiong0529__gaokao/data/admission/${file}-2025-benke.json`), code, ctx).rows
  assignPlanTypes(groups)
  floorLines(groups, new Set([SRC4.shixiong]), lines)
  const placed = placedMins(code, e27(name), 2025)
  for (const track of ['物理', '历史']) {
    const truth = new Map<string, number>()
    for (const g of groups)
      if (g.plan_type === '普通类' && TRACK_OF[String(g.subject_type)] === track && typeof g.min_score === 'number') {
        const k = `${track}|${String(g.institution_id)}`
        truth.set(k, Math.min(truth.get(k) ?? Infinity, g.min_score))
      }
    compare(`${name} 2025 ${track} vs entry 29`, new Map([...placed].filter(([k]) => k.startsWith(track))), truth)
  }
}
const adm = readCommittedTable<Row & CoverageRow>('admission_results').filter((r) => ['21', '52', '41', '51', '53', '61'].includes(r.province_code))
for (const [name, code, years] of [
  ['辽宁', '21', [2024, 2025]],
  ['贵州', '52', [2025]],
] as const) {
  const rows = e27(name)
  for (const year of years) {
    const placed = placedMins(code, rows, year)
    for (const track of ['物理', '历史']) {
      const truth = new Map<string, number>()
      for (const a of adm)
        if (
          a.province_code === code &&
          a.year === year &&
          a.quality === 'official' &&
          TRACK_OF[a.subject_type] === track &&
          isOrdinaryBenke(a) &&
          a.min_score !== null
        ) {
          const k = `${track}|${a.institution_id}`
          truth.set(k, Math.min(truth.get(k) ?? Infinity, a.min_score))
        }
      compare(`${name} ${year} ${track} vs official rows`, new Map([...placed].filter(([k]) => k.startsWith(track))), truth)
    }
  }
}
out.push('', '| 一批/二批 test | schools with a batch in the dataset | placed by the median rule | same batch |')
out.push('|---|---:|---:|---:|')
for (const [name, code] of [
  ['河南', '41'],
  ['四川', '51'],
  ['云南', '53'],
  ['陕西', '61'],
] as const) {
  const rows = e27(name)
  const known = schoolFacts(
    adm.filter((a) => a.province_code === code && a.quality === 'official'),
    new Set(),
  )
  for (const year of [2022, 2023, 2024]) {
    const placed = placedMins(code, rows, year)
    let both = 0
    let same = 0
    let total = 0
    for (const [k, f] of known) {
      const [, y, track, id] = k.split('|')
      if (Number(y) !== year || !f.knownBatch) continue
      total++
      const p = placed.get(`${track}|${id}`)
      if (!p) continue
      both++
      if (p.batch === f.knownBatch) same++
    }
    if (total) out.push(`| ${name} ${year} | ${total} | ${both} | ${((100 * same) / Math.max(1, both)).toFixed(0)}% |`)
  }
}

const target = process.argv.includes('--write') ? process.argv[process.argv.indexOf('--write') + 1] : undefined
if (target) {
  const doc = readFileSync(target, 'utf8').replace(
    /(<!-- placement:start -->\n)[\s\S]*?(<!-- placement:end -->)/,
    (_m, start: string, end: string) => `${start}${out.join('\n')}\n${end}`,
  )
  writeFileSync(target, doc)
} else console.log(out.join('\n'))
