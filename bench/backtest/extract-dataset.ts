// Dev-time extraction of leave-one-province-out inputs from the app's own built dataset
// (packages/dataset/data, the rows the engine reads in production), for every province the official
// backtest files (extract.ts) do not cover. Outputs bench/backtest/data/ds-<province>.csv.gz (committed).
//
// Units are 专业+院校 (institution id + normalised major name) of the ordinary 本科 batches, 普通类 plans
// only. Each row carries the rank of that year's ordinary 本科 control line (`lineRank`, from the year's
// 一分一段 table), the year's cohort and, across the reform year, the 文/理 history converted to the
// new track, flagged `derived`. Every rule is the app's own (packages/domain, units/): which rows are the
// ordinary 本科 batch's (classifyBatch, planTypeOfRow, laterRoundOf), a row's rank (rankOf: published, else
// its score in its year's table), the line and its rank (provinceLines), the cohort (cohortTotal), the
// conversion across the reform (rankOf's share of candidates above the line, ADR 015) and the major's name
// (normaliseMajor). The choices of its own: a major listed twice in a year keeps its worst rank, a province's
// newest year keeps only measured ranks (ADR 092: `measuredOutcomes`); a row that is another year's line is not in
// the dataset (the build drops it, ADR 120, 121: packages/dataset build/defects/another-years-rows.ts).
// Usage: node --import tsx bench/backtest/extract-dataset.ts [--out DIR]
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { datasetDir, ndjson, rankTables, type LineRow } from './vocational-read-model.ts'
import { extractProvinceRows, loadProvincesList } from './extract-dataset-rows.ts'
import { measuredOutcomes } from './measured-outcomes.ts'

const here = dirname(fileURLToPath(import.meta.url))
const outIndex = process.argv.indexOf('--out')
const out = outIndex >= 0 ? process.argv[outIndex + 1]! : join(here, 'data')
mkdirSync(out, { recursive: true })
/** provinces with official multi-year files of their own (extract.ts) */
const covered = new Set(['shandong', 'zhejiang', 'jiangsu', 'hebei', 'shanghai', 'chongqing'])

const provinces = loadProvincesList()
const lines = ndjson<LineRow>('control_lines.ndjson.gz')
const tables = await rankTables(lines)

for (const file of readdirSync(join(datasetDir, 'admission_results')).sort()) {
  const slug = file.replace('.ndjson.gz', '')
  if (covered.has(slug)) continue
  const province = provinces.find((p) => p.slug === slug)
  if (!province) continue
  const extracted = extractProvinceRows(province, tables, lines)
  if (!extracted) continue
  const { rows, dropped } = measuredOutcomes(extracted)
  // keep units seen in at least two years (the only ones the backtest can score)
  const years = new Map<string, number>()
  for (const r of rows) years.set(`${r.st}|${r.unit}`, (years.get(`${r.st}|${r.unit}`) ?? 0) + 1)
  const kept = rows.filter((r) => (years.get(`${r.st}|${r.unit}`) ?? 0) >= 2)
  if (kept.length < 200) continue
  const csv = ['province,year,subjectType,unitId,minRank,planCount,totalCandidates,lineRank,derived,source']
  for (const r of kept.sort((a, b) => a.year - b.year || a.st.localeCompare(b.st) || a.unit.localeCompare(b.unit)))
    csv.push(
      [
        slug,
        r.year,
        r.st,
        `"${r.unit.replace(/"/g, '""')}"`,
        Math.round(r.rank),
        r.plan ?? '',
        r.total ?? '',
        r.lineRank ?? '',
        r.derived ? 1 : '',
        r.source,
      ].join(','),
    )
  writeFileSync(join(out, `ds-${slug}.csv.gz`), gzipSync(csv.join('\n') + '\n'))
  const perYear = new Map<string, number>()
  for (const r of kept) perYear.set(`${r.year}${r.derived ? '*' : ''}`, (perYear.get(`${r.year}${r.derived ? '*' : ''}`) ?? 0) + 1)
  console.log(
    slug,
    [...perYear.entries()]
      .sort()
      .map(([y, n]) => `${y}:${n}`)
      .join(' '),
    dropped > 0 ? `(newest year: ${dropped} unit-years without a measured rank left out)` : '',
  )
}
