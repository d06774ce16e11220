// 专科 by 线差 (ADR 030) measured where the truth is known: provinces whose 一分一段表 DO reach 专科 scores, their 专科
// batch built twice by the server's own unit build for the held-out year — once with the real tables (the rank path)
// and once with every table of the province starting at its year's 本科 line, as 江苏's does (the build's own switch
// then sends the batch to 线差) — and judged against what the year admitted (a build one year later holds it).
// Candidates mirror the rank backtest (protocol.ts, docs/backtest.md): 13 positions around the unit's last line,
// R × m carried onto points as −100·ln m (the 线差 scale's e-fold); admitted iff the score reaches the unit's actual
// lowest admitted score. Both paths are scored on the same candidates with summariseBacktest, the baseline is the
// rank-gap rule read on the 线差 scale. Each path is also scored under its own protocol (casesOfForecasts).
// Usage: node --import tsx bench/backtest/vocational-score-line.ts [--year 2025] [--provinces hubei,hunan] [--json out.json]
import { writeFileSync } from 'node:fs'
import {
  admissionModelFor,
  buildProvinceUnits,
  baselineProbability,
  casesAtScores,
  casesOfForecasts,
  coverageByConfidence,
  findProvincePolicy,
  lineDistribution,
  pointOffsets,
  probabilityFromLine,
  scoreToRank,
  subjectTypeLabels,
  summariseBacktest,
  toScore,
  type BacktestCase,
  type AdmissionLineEstimate,
  type AdmissionModelParams,
  type BacktestForecast,
  type ProvinceCode,
  firstOrdinaryLine,
  UNDERGRADUATE_LINE_KEYS,
  VOCATIONAL,
  gapOfScale,
  lineGap,
  SCORE_LINE_SCALE,
  scaleOfGap,
  scoreLineModel,
  vocationalWidening,
} from '@gk/domain'
import { ndjson, provinceRows, rankTables, type LineRow } from './vocational-read-model.ts'
import { pct, r4 } from './report-tables.ts'

const argument = (name: string): string | undefined => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}
const year = Number(argument('--year') ?? 2025)
/** a track is scored with at least this many units seen in both years */
const MIN_UNITS = 30
/** a province is tried when its 专科 batch has this many ordinary rows in the held-out year and the year before */
const MIN_ROWS = 100

type Province = { code: string; name: string; short_name: string; slug: string }
type ResultRow = { year: number; batch: string; plan_type: string | null; min_score: number | null }

/** What one track gives: the same candidates under both paths, and each path under its own protocol. */
export type TrackResult = {
  province: string
  track: string
  units: number
  /** 线差 and rank path on the same score candidates (outcome: the score reaches the actual lowest score), as the app builds them */
  byLine: BacktestCase[]
  byRank: BacktestCase[]
  /** what the 线差 cases need to be recomputed with another spread (the fit below) */
  lineUnits: LineUnit[]
  /** each path under its own protocol: candidates R × m on its own axis */
  lineForecasts: BacktestForecast[]
  rankForecasts: BacktestForecast[]
  /** the 线差 centre minus the actual 线差, points */
  centreErrors: number[]
}

/** one 线差 unit: its forecast (centre and spread do not depend on zScale) and its candidates' footing */
export type LineUnit = { estimate: AdmissionLineEstimate; params: AdmissionModelParams; anchor: number; lineNow: number; actualScore: number; lastGap: number }

/** results years missing between the unit's newest line and the held-out year */
const skippedYears = (e: AdmissionLineEstimate) => year - Math.max(...e.yearsUsed) - 1

const started = Date.now()
const provinces = ndjson<Province>('provinces.ndjson.gz')
const lines = ndjson<LineRow>('control_lines.ndjson.gz')
const realTables = await rankTables(lines)
const offsets = pointOffsets(SCORE_LINE_SCALE.pointsPerE)

/** provinces whose 专科 batch has ordinary results in the held-out year and the year before */
function triedProvinces(): Province[] {
  const only = argument('--provinces')?.split(',')
  return provinces.filter((p) => {
    if (only && !only.includes(p.slug)) return false
    if (!findProvincePolicy(p.slug as ProvinceCode, year) || !findProvincePolicy(p.slug as ProvinceCode, year + 1)) return false
    let rows: ResultRow[]
    try {
      rows = ndjson<ResultRow>(`admission_results/${p.slug}.ndjson.gz`)
    } catch {
      return false
    }
    const vocational = (y: number) =>
      rows.filter((r) => r.year === y && /专科/.test(r.batch) && (r.plan_type ?? '普通类') === '普通类' && (r.min_score ?? 0) > 0).length
    return vocational(year) >= MIN_ROWS && vocational(year - 1) >= MIN_ROWS
  })
}

/** The newest ordinary 本科 line up to the year (where the app places a 线差 candidate: scoreLineStanding). */
function newestLine(code: string, label: string, upTo: number): number | undefined {
  for (let y = upTo; y >= upTo - 4; y--) {
    const line = firstOrdinaryLine(
      lines.filter((l) => l.province_code === code && l.year === y),
      label,
      UNDERGRADUATE_LINE_KEYS,
    )
    if (line !== undefined) return line
  }
  return undefined
}

async function scoreProvince(p: Province, log: (line: string) => void): Promise<TrackResult[]> {
  const slug = p.slug as ProvinceCode
  const entry = { code: p.code, id: Number(p.code), name: p.name, shortName: p.short_name, slug }
  const policy = findProvincePolicy(slug, year)!
  const rows = provinceRows(p.slug, p.code, lines, year)
  const schools = new Map()
  const real = buildProvinceUnits({ province: entry, policy, rankTables: realTables, schools, ...rows })
  const cut = buildProvinceUnits({ province: entry, policy, rankTables: await rankTables(lines, p.code), schools, ...rows })
  // the held-out year's own lines, as the next season's build reads them (the same unit keys and row rules)
  const after = buildProvinceUnits({
    province: entry,
    policy: findProvincePolicy(slug, year + 1)!,
    rankTables: realTables,
    schools,
    ...provinceRows(p.slug, p.code, lines, year + 1),
  })
  const model = admissionModelFor(slug)
  const out: TrackResult[] = []
  for (const st of policy.subjectTypes) {
    const label = subjectTypeLabels[st]
    const [r, c, a] = [real, cut, after].map((i) => i.get(st, VOCATIONAL))
    const lineNow = newestLine(p.code, label, year)
    // the table the candidate's rank is read in (candidate.ts)
    const table = realTables.get(p.code, year, label) ?? realTables.latest(p.code, label, year)
    if (!r || !c || !a || lineNow === undefined || !table) {
      log(`${p.slug} ${label}: no 专科 batch, line or table`)
      continue
    }
    if (r.scoreLine !== undefined || c.scoreLine === undefined) {
      log(`${p.slug} ${label}: skipped (real tables ${r.scoreLine ? 'already by 线差' : 'rank'}, cut tables ${c.scoreLine ? '线差' : 'still rank'})`)
      continue
    }
    const res: TrackResult = {
      province: p.slug,
      track: label,
      units: 0,
      byLine: [],
      byRank: [],
      lineUnits: [],
      lineForecasts: [],
      rankForecasts: [],
      centreErrors: [],
    }
    for (const u of c.units) {
      const ru = r.byId.get(u.id)
      const actual = a.byId.get(u.id)?.history.find((h) => h.year === year && h.minScore !== null && h.minScore > 0)
      // units with a line of their own (not an institution's standing in), seen in the held-out year
      if (u.planType !== '普通类' || /按该院校/.test(u.historyNote) || !actual || !ru?.prepared.line || !u.prepared.line) continue
      const last = u.history.find((h) => h.year < year && h.minRank !== null)
      const rankLast = ru.history.find((h) => h.year < year && h.minRank !== null)
      if (!last || !rankLast || !u.prepared.estimate || !ru.prepared.estimate) continue
      // the unit's last line as the 线差 path holds it (a year filled at the 专科 line sits at that line's place)
      const lastGap = gapOfScale(last.minRank!)
      const actualScore = actual.minScore!
      const rankOfScore = (s: number) => scoreToRank(table.table, toScore(s)).worst
      const baseline = (s: number) => baselineProbability(scaleOfGap(lineGap(s, lineNow)), scaleOfGap(lastGap))
      const common = { province: p.slug, year, anchor: lineNow + lastGap, actualScore, baseline }
      res.byLine.push(...casesAtScores({ ...common, probability: (s) => probabilityFromLine(scaleOfGap(lineGap(s, lineNow)), u.prepared.line!) }, offsets))
      res.byRank.push(...casesAtScores({ ...common, probability: (s) => probabilityFromLine(rankOfScore(s), ru.prepared.line!) }, offsets))
      const unit = { province: p.slug, year, unitId: u.id }
      // the 线差 model before any 专科 widening: the fit's starting point
      res.lineUnits.push({ estimate: u.prepared.estimate, params: scoreLineModel(model), anchor: lineNow + lastGap, lineNow, actualScore, lastGap })
      res.lineForecasts.push({
        ...unit,
        estimate: u.prepared.estimate,
        params: scoreLineModel(model, vocationalWidening(model, skippedYears(u.prepared.estimate))),
        recent: last.minRank!,
        actual: scaleOfGap(lineGap(actualScore, lineNow)),
      })
      res.rankForecasts.push({ ...unit, estimate: ru.prepared.estimate, params: model, recent: rankLast.minRank!, actual: rankOfScore(actualScore) })
      res.centreErrors.push(gapOfScale(u.prepared.estimate.baselineRank) - lineGap(actualScore, lineNow))
      res.units++
    }
    log(`${p.slug} ${label}: ${res.units} units`)
    if (res.units >= MIN_UNITS) out.push(res)
  }
  return out
}

const results: TrackResult[] = []
for (const p of triedProvinces()) results.push(...(await scoreProvince(p, (l) => console.error(l))))

const median = (xs: readonly number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? NaN
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length

function row(name: string, list: readonly TrackResult[]): string {
  const line = summariseBacktest(list.flatMap((t) => t.byLine))
  const rank = summariseBacktest(list.flatMap((t) => t.byRank))
  const own = summariseBacktest(casesOfForecasts(list.flatMap((t) => t.rankForecasts)))
  const ownLine = summariseBacktest(casesOfForecasts(list.flatMap((t) => t.lineForecasts)))
  const low = coverageByConfidence(list.flatMap((t) => t.lineForecasts)).find((c) => c.confidence === 'low')!
  const errors = list.flatMap((t) => t.centreErrors)
  const gain = (m: { brier: number }, b: { brier: number }) => pct(1 - m.brier / b.brier)
  return [
    name,
    line.units,
    r4(line.model.brier),
    r4(rank.model.brier),
    r4(line.baseline.brier),
    gain(line.model, line.baseline),
    gain(rank.model, line.baseline),
    r4(line.model.ece),
    r4(rank.model.ece),
    r4(line.baseline.ece),
    `${gain(ownLine.model, ownLine.baseline)} / ${r4(ownLine.model.ece)}`,
    `${gain(own.model, own.baseline)} / ${r4(own.model.ece)}`,
    pct(low.coverage),
    `${median(errors.map(Math.abs))} / ${mean(errors).toFixed(1)}`,
  ].join(' | ')
}

const header = [
  'Province, track',
  'Units',
  '线差 Brier',
  'Rank-path Brier',
  'Baseline Brier',
  '线差 vs baseline',
  'Rank path vs baseline',
  '线差 ECE',
  'Rank-path ECE',
  'Baseline ECE',
  '线差, own protocol: gain / ECE',
  'Rank path, own protocol: gain / ECE',
  '线差 80 % interval covers',
  '线差 centre error: median abs / mean (points)',
]
const table = [
  `| ${header.join(' | ')} |`,
  `| ${header.map(() => '---').join(' | ')} |`,
  ...results.map((t) => `| ${row(`${t.province} ${t.track}`, [t])} |`),
  `| ${row('**pooled**', results)} |`,
]
console.log(table.join('\n'))
const pooled = summariseBacktest(results.flatMap((t) => t.byLine))
const pooledRank = summariseBacktest(results.flatMap((t) => t.byRank))
const bins = (cases: readonly BacktestCase[]) =>
  summariseBacktest(cases)
    .model.reliability.filter((b) => b.count > 0)
    .map((b) => `${b.meanProbability!.toFixed(2)}→${b.observedRate!.toFixed(2)} (${b.count})`)
    .join(', ')
console.log(`\nReliability, pooled 线差: ${bins(results.flatMap((t) => t.byLine))}`)
console.log(`Reliability, pooled rank path: ${bins(results.flatMap((t) => t.byRank))}`)
console.log(
  `\n${pooled.n} candidates, ${pooled.units} units; rank path Brier ${r4(pooledRank.model.brier)}; built in ${((Date.now() - started) / 1000).toFixed(0)} s`,
)

/**
 * The 线差 cases of a track with a one-year-ahead spread widened by k (zScale / k: probabilities and interval widen
 * together); across a missing results year only what the gap inflation does not already give, as the app does.
 */
function lineCasesAt(t: TrackResult, k: number): BacktestCase[] {
  return t.lineUnits.flatMap((u) => {
    const widening = Math.max(1, k / (1 + u.params.gapInflation * skippedYears(u.estimate)))
    const params = { ...u.params, zScale: u.params.zScale / widening }
    const line = lineDistribution(u.estimate, params)
    const baseline = (s: number) => baselineProbability(scaleOfGap(lineGap(s, u.lineNow)), scaleOfGap(u.lastGap))
    const probability = (s: number) => probabilityFromLine(scaleOfGap(lineGap(s, u.lineNow)), line, params)
    return casesAtScores({ province: t.province, year, anchor: u.anchor, actualScore: u.actualScore, baseline, probability }, offsets)
  })
}

/** widening factors tried, fixed before the fit */
const GRID = [1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75, 3, 3.5, 4]
const byProvince = [...new Set(results.map((t) => t.province))]
// every province weighs the same in the fit (重庆 and 贵州 hold half the units): the mean of the provinces' Brier scores
const provinceBrier = new Map<string, number>()
const brierOfProvince = (p: string, k: number): number => {
  const key = `${p}|${k}`
  if (!provinceBrier.has(key)) provinceBrier.set(key, summariseBacktest(results.filter((t) => t.province === p).flatMap((t) => lineCasesAt(t, k))).model.brier)
  return provinceBrier.get(key)!
}
const brierOf = (provinces: readonly string[], k: number) => mean(provinces.map((p) => brierOfProvince(p, k)))
const best = (provinces: readonly string[]) => GRID.reduce((a, k) => (brierOf(provinces, k) < brierOf(provinces, a) ? k : a))
const appK = best(byProvince)
const folds = new Map(byProvince.map((p) => [p, best(byProvince.filter((q) => q !== p))]))
const fitRow = (name: string, list: readonly TrackResult[], kOf: (t: TrackResult) => number) => {
  const cases = list.flatMap((t) => lineCasesAt(t, kOf(t)))
  const m = summariseBacktest(cases)
  return `| ${name} | ${m.units} | ${r4(m.model.brier)} | ${r4(m.baseline.brier)} | ${pct(1 - m.model.brier / m.baseline.brier)} | ${r4(m.model.ece)} |`
}
console.log(
  `\n线差 spread widened by k: k fitted on all provinces ${appK}; leave-one-province-out folds: ${[...folds].map(([p, k]) => `${p} ${k}`).join(', ')}`,
)
console.log(
  '\n| Province, track | Units | Before (k = 1): Brier / ECE | LOPO k | LOPO Brier | Baseline | LOPO vs baseline | LOPO ECE |\n| --- | --- | --- | --- | --- | --- | --- | --- |',
)
for (const t of results) {
  const before = summariseBacktest(lineCasesAt(t, 1))
  const k = folds.get(t.province)!
  const row = fitRow(`${t.province} ${t.track}`, [t], () => k).split(' | ')
  console.log([row[0], row[1], `${r4(before.model.brier)} / ${r4(before.model.ece)}`, String(k), ...row.slice(2)].join(' | '))
}
const pooledBefore = summariseBacktest(results.flatMap((t) => lineCasesAt(t, 1)))
const pooledRow = fitRow('**pooled**', results, (t) => folds.get(t.province)!).split(' | ')
console.log([pooledRow[0], pooledRow[1], `${r4(pooledBefore.model.brier)} / ${r4(pooledBefore.model.ece)}`, '—', ...pooledRow.slice(2)].join(' | '))
console.log(`\nReliability, pooled LOPO: ${bins(results.flatMap((t) => lineCasesAt(t, folds.get(t.province)!)))}`)
console.log(`Mean province Brier by k: ${GRID.map((k) => `${k}: ${brierOf(byProvince, k).toFixed(4)}`).join(', ')}`)
console.log(`\n${((Date.now() - started) / 1000).toFixed(0)} s in all`)
const json = argument('--json')
if (json) writeFileSync(json, JSON.stringify(results))
