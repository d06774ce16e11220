// Coverage tables of docs/data.md from the committed dataset:
//   node --import tsx packages/dataset/scripts/coverage.ts [--write docs/data.md]
// With --write the tables replace the text between the coverage markers in that file; otherwise they are printed.
import { readFileSync, writeFileSync } from 'node:fs'
import { readCommittedTable } from '../src/load/read-table.ts'
import { PROVINCES } from '../src/normalize/provinces.ts'
import { readManifest } from '../src/load/manifest.ts'
import { ordinaryCoverage, planBookCounts, type CoverageRow } from '../src/load/ordinary-coverage.ts'

type R = {
  province_code: string
  year: number
  subject_type: string
  quality: string
  unit_level?: string
  source_id: string
  min_rank: number | null
  min_rank_quality?: string | null
}
const span = (years: number[]): string => {
  const ys = [...new Set(years)].sort()
  if (!ys.length) return '—'
  const parts: string[] = []
  let start = ys[0]!
  let prev = start
  for (const y of [...ys.slice(1), Infinity]) {
    if (y !== prev + 1) {
      parts.push(start === prev ? `${start}` : `${start}–${prev}`)
      start = y
    }
    prev = y
  }
  return parts.join(', ')
}
const ranks = readCommittedTable<R>('score_rank_tables')
const adm = readCommittedTable<R>('admission_results')
const plans = readCommittedTable<R>('enrollment_plans')
const lines = readCommittedTable<R>('control_lines')

const out: { provinces: string[]; quality: string[]; ordinary: string[] } = { provinces: [], quality: [], ordinary: [] }
let section = out.provinces
const print = (line: string) => section.push(line)
print('| 省份 | 一分一段 (years: subject types) | 投档/录取 years (≥100 rows) | levels (rows) | with rank | plans | control lines |')
print('|---|---|---|---|---|---|---|')
for (const p of PROVINCES) {
  const rt = ranks.filter((r) => r.province_code === p.code)
  const byYear = new Map<number, string[]>()
  for (const r of rt) byYear.set(r.year, [...(byYear.get(r.year) ?? []), r.subject_type])
  const rtText =
    [...byYear]
      .sort((a, b) => a[0] - b[0])
      .map(([y, s]) => `${y}: ${s.sort().join('/')}`)
      .join('; ') || '—'
  const a = adm.filter((r) => r.province_code === p.code)
  const yearCounts = new Map<number, number>()
  for (const r of a) yearCounts.set(r.year, (yearCounts.get(r.year) ?? 0) + 1)
  const levels = ['institution', 'major-group', 'major'].map((l) => `${l} ${a.filter((r) => r.unit_level === l).length}`).join(', ')
  const withRank = a.length ? `${Math.round((100 * a.filter((r) => r.min_rank !== null).length) / a.length)}%` : '—'
  const pl = plans.filter((r) => r.province_code === p.code)
  const plYears = new Map<number, number>()
  for (const r of pl) plYears.set(r.year, (plYears.get(r.year) ?? 0) + 1)
  const plText =
    [...plYears]
      .filter(([, n]) => n >= 100)
      .sort()
      .map(([y, n]) => `${y} (${n})`)
      .join(', ') || (pl.length ? `${pl.length} scattered rows` : '—')
  const cl = span(lines.filter((r) => r.province_code === p.code).map((r) => r.year))
  print(`| ${p.short} | ${rtText} | ${span([...yearCounts].filter(([, n]) => n >= 100).map(([y]) => y))} | ${levels} | ${withRank} | ${plText} | ${cl} |`)
}

section = out.quality
print('| table | rows | official | third-party | derived | estimated |')
print('|---|---|---|---|---|---|')
const m = readManifest()
for (const name of Object.keys(m.tables)) {
  const rows = readCommittedTable<{ quality?: string }>(name)
  if (!rows[0] || !('quality' in rows[0])) continue
  const pct = (q: string) => `${((100 * rows.filter((r) => r.quality === q).length) / rows.length).toFixed(1)}%`
  print(`| ${name} | ${rows.length} | ${pct('official')} | ${pct('third-party')} | ${pct('derived')} | ${pct('estimated')} |`)
}
const rq = (q: string) => adm.filter((r) => r.min_rank_quality === q).length
print('')
print(
  `admission_results.min_rank_quality: official ${rq('official')}, third-party ${rq('third-party')}, derived ${rq('derived')}, none ${adm.filter((r) => r.min_rank === null).length}`,
)

section = out.ordinary
const YEARS = [2022, 2023, 2024, 2025, 2026]
const cov = ordinaryCoverage(adm as unknown as CoverageRow[])
const book = planBookCounts(plans as unknown as CoverageRow[])
print(`| 省份 | 科类 | ${YEARS.join(' | ')} | 计划书院校数 (year) |`)
print(`|---|---|${YEARS.map(() => '---:').join('|')}|---|`)
for (const p of PROVINCES) {
  for (const track of ['物理', '历史', '综合']) {
    const byYear = cov.get(`${p.code}|${track}`)
    if (!byYear) continue
    const books = YEARS.map((y) => [y, book.get(`${p.code}|${track}|${y}`)] as const).filter(([, n]) => n)
    print(`| ${p.short} | ${track} | ${YEARS.map((y) => byYear.get(y) ?? '—').join(' | ')} | ${books.map(([y, n]) => `${n} (${y})`).join(', ') || '—'} |`)
  }
}

const target = process.argv.includes('--write') ? process.argv[process.argv.indexOf('--write') + 1] : undefined
if (target) {
  let doc = readFileSync(target, 'utf8')
  for (const [name, lines] of Object.entries(out)) {
    const re = new RegExp(`(<!-- coverage:${name}:start -->\\n)[\\s\\S]*?(<!-- coverage:${name}:end -->)`)
    doc = doc.replace(re, (_m, start: string, end: string) => `${start}${lines.join('\n')}\n${end}`)
  }
  writeFileSync(target, doc)
} else {
  console.log([...out.provinces, '', ...out.quality, '', ...out.ordinary].join('\n'))
}
