// Dev diagnosis (ADR 128): which units fill a province's worst reliability bin (≥ 200 cases) on leave-last-year-out
// or LOPO, and what they have in common. For each class of a unit (years of history, skipped year, derived history,
// source kind, where R's rank was read, plan size, special words or a campus in the wording, the unit's own move
// against the forecast centre) it prints the class's cases in the bin and its share of the bin's gap (Σ p − y over
// the bin's cases ÷ the bin's cases), and the bin's gap without the class: a class that carries the gap while being
// a small share of the bin is a candidate defect; a gap spread evenly over every class is the year's move. The
// units themselves (the largest contributors) are printed for reading. A diagnosis, never a fix.
// Usage: node --import tsx bench/backtest/worst-bin-diagnosis.ts [slug,…] [llyo|lopo] [units to list]
import { admissionProbability, backtestMultipliers, type BacktestForecast } from '@gk/domain'
import { runProtocol } from './protocol.ts'
import { issueRuns } from './issue-runs.ts'
import { extractProvinceRows, loadProvincesList, type ExtractedRow } from './extract-dataset-rows.ts'
import { ndjson, rankTables, type LineRow } from './vocational-read-model.ts'

const names = (process.argv[2] ?? 'anhui,chongqing,liaoning,jiangxi,jilin').split(',')
const which = (process.argv[3] ?? 'llyo') as 'llyo' | 'lopo'
const listed = Number(process.argv[4] ?? 12)
const protocol = runProtocol(false, () => {})
const runs = issueRuns(protocol, { names })[which]
const lines = ndjson<LineRow>('control_lines.ndjson.gz')
const tables = await rankTables(lines)
const provinces = loadProvincesList()
const special = /专项|预科|民族|定向|中外|合作|高收费|联合培养|农村|单列|国家|地方|高校|少数/
const campus = /校区|分校|校本部/

type Case = { f: BacktestForecast; p: number; y: number; m: number }

for (const run of runs) {
  const province = provinces.find((p) => p.slug === run.name)
  const rows = province ? extractProvinceRows(province, tables, lines) : undefined
  const target = new Map<string, ExtractedRow>()
  const history = new Map<string, ExtractedRow>()
  for (const r of rows ?? []) {
    if (r.year === run.year) target.set(`${r.unit}|${Math.round(r.rank)}`, r)
    if (r.year >= run.year) continue
    const k = `${r.unit}|${Math.round(r.rank)}`
    const seen = history.get(k)
    if (!seen || seen.year < r.year) history.set(k, r)
  }
  // how many majors of the institution carry the same rank that year: a group's line copied to each of its majors
  const sharing = new Map<string, number>()
  for (const r of rows ?? []) {
    const k = `${r.year}|${r.st}|${r.unit.split('|')[0]}|${Math.round(r.rank)}`
    sharing.set(k, (sharing.get(k) ?? 0) + 1)
  }
  const shared = (r: ExtractedRow | undefined) => {
    const n = r ? (sharing.get(`${r.year}|${r.st}|${r.unit.split('|')[0]}|${Math.round(r.rank)}`) ?? 0) : 0
    return n >= 5 ? '≥5' : n >= 2 ? '2–4' : n === 1 ? '1' : '?'
  }
  const cases: Case[] = []
  for (const f of run.after)
    for (const m of backtestMultipliers) {
      const rank = Math.max(1, Math.round(f.recent * m))
      cases.push({ f, p: admissionProbability(rank, f.estimate, f.params), y: rank <= f.actual ? 1 : 0, m })
    }
  const bins = Array.from({ length: 10 }, (_, i) => cases.filter((c) => Math.min(9, Math.floor(c.p * 10)) === i))
  const gap = (list: readonly Case[]) => list.reduce((s, c) => s + c.p - c.y, 0)
  const worst = bins
    .map((list, i) => ({ list, i, off: list.length === 0 ? 0 : gap(list) / list.length }))
    .filter((b) => b.list.length >= 200)
    .sort((a, b) => Math.abs(b.off) - Math.abs(a.off))[0]
  if (!worst) continue
  const inBin = worst.list
  console.log(
    `== ${run.name} ${run.year} ${which}: ${run.after.length} units; worst bin ${worst.i / 10}–${(worst.i + 1) / 10}: ${inBin.length} cases, ` +
      `mean p ${(inBin.reduce((s, c) => s + c.p, 0) / inBin.length).toFixed(3)}, admitted ${(inBin.reduce((s, c) => s + c.y, 0) / inBin.length).toFixed(3)} (off ${worst.off.toFixed(3)})`,
  )
  // the year's move per track: a bin filled by one track whose lines all moved one way is the year's move, not a class
  const med = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1] ?? NaN
  // the track of R's row (the official files carry no dataset row: their backtest row's track)
  const rowTrack = new Map<string, string>()
  for (const r of protocol.provinces.get(run.name) ?? []) if (r.year < run.year) rowTrack.set(`${r.unitId}|${r.minRank}`, r.subjectType)
  const trackOf = (f: BacktestForecast) => history.get(`${f.unitId}|${f.recent}`)?.st ?? rowTrack.get(`${f.unitId}|${f.recent}`) ?? '?'
  const tracks = new Map<string, BacktestForecast[]>()
  for (const f of run.after) {
    const st = trackOf(f)
    tracks.set(st, [...(tracks.get(st) ?? []), f])
  }
  console.log(
    `  move per track (median ln actual÷R / ln centre÷R, share at or below R): ${[...tracks]
      .map(
        ([st, fs]) =>
          `${st} ${fs.length}: ${med(fs.map((f) => Math.log(f.actual / f.recent))).toFixed(3)} / ${med(fs.map((f) => Math.log(f.estimate.baselineRank / f.recent))).toFixed(3)}, ` +
          `${((100 * fs.filter((f) => f.actual >= f.recent).length) / fs.length).toFixed(0)} %`,
      )
      .join('; ')}`,
  )
  const isHome = (institution: string) =>
    /^\d+$/.test(institution) ? institution.slice(2, 4) === province?.code : institution.includes(province?.short_name ?? '—')
  // an oracle (reads the scored year: a bound, never a model): every unit's distribution moved by its track's median
  // ln(actual ÷ centre); the worst bin after it says how much of the bin is the year's move
  const residual = new Map([...tracks].map(([st, fs]) => [st, med(fs.map((f) => Math.log(f.actual / f.estimate.baselineRank)))]))
  const moved = cases.map((c) => {
    const rank = Math.max(1, Math.round(c.f.recent * c.m))
    return { p: admissionProbability(Math.max(1, Math.round(rank / Math.exp(residual.get(trackOf(c.f)) ?? 0))), c.f.estimate, c.f.params), y: c.y }
  })
  const offs = (list: readonly { p: number; y: number }[]) =>
    Array.from({ length: 10 }, (_, i) => list.filter((c) => Math.min(9, Math.floor(c.p * 10)) === i)).map((b) => ({
      n: b.length,
      off: b.length === 0 ? 0 : b.reduce((s, c) => s + c.p - c.y, 0) / b.length,
    }))
  const ece = (list: readonly { p: number; y: number }[]) => offs(list).reduce((s, b) => s + (b.n / list.length) * Math.abs(b.off), 0)
  const worstOff = (list: readonly { p: number; y: number }[]) =>
    Math.max(
      ...offs(list)
        .filter((b) => b.n >= 200)
        .map((b) => Math.abs(b.off)),
    )
  console.log(
    `  oracle track move ${[...residual].map(([st, d]) => `${st} ${d.toFixed(3)}`).join(', ')}: ECE ${ece(cases).toFixed(4)} → ${ece(moved).toFixed(4)}, worst bin ${worstOff(cases).toFixed(3)} → ${worstOff(moved).toFixed(3)}`,
  )
  // the shape of the miss: the share of units whose line falls within ±½σ and ±σ of the centre (a Gaussian: 38 % / 68 %)
  const z = run.after.map((f) => Math.abs(Math.log(f.actual / f.estimate.baselineRank)) / f.estimate.spread)
  console.log(
    `  within ±½σ / ±σ / ±2σ of the centre: ${[0.5, 1, 2].map((k) => `${((100 * z.filter((x) => x <= k).length) / z.length).toFixed(0)} %`).join(' / ')} (a Gaussian: 38 / 68 / 95 %)`,
  )
  const h = (c: Case) => history.get(`${c.f.unitId}|${c.f.recent}`)
  const t = (c: Case) => target.get(`${c.f.unitId}|${c.f.actual}`)
  const wording = (r: ExtractedRow | undefined) => (r ? `${r.row.batch}|${r.row.major_name}|${r.row.major_group ?? ''}|${r.row.requirement_text ?? ''}` : '')
  const moveVsCentre = (c: Case) => Math.log(c.f.actual / c.f.estimate.baselineRank)
  const classes: [string, (c: Case) => string][] = [
    ['years of history', (c) => String(Math.min(3, c.f.estimate.yearsUsed.length))],
    ['skipped year', (c) => String((c.f.estimate.yearsUsed[0] ?? run.year - 1) < run.year - 1)],
    ['derived', (c) => String(c.f.estimate.isDerived)],
    ['source of R', (c) => c.f.source ?? 'official'],
    ['target source', (c) => t(c)?.source ?? '?'],
    ['R rank read', (c) => h(c)?.rankFrom ?? '?'],
    ['target rank read', (c) => t(c)?.rankFrom ?? '?'],
    ['plan', (c) => (c.f.planCount === undefined ? '?' : c.f.planCount <= 2 ? '≤2' : c.f.planCount <= 5 ? '3-5' : c.f.planCount <= 20 ? '6-20' : '>20')],
    ['track', (c) => trackOf(c.f)],
    ['special words', (c) => String(special.test(wording(h(c))) || special.test(wording(t(c))))],
    ['campus', (c) => String(campus.test(wording(h(c))) || campus.test(wording(t(c))))],
    ['batch R→target', (c) => `${h(c)?.row.batch ?? '?'}→${t(c)?.row.batch ?? '?'}`],
    ['group R→target', (c) => `${h(c)?.row.major_group ? 'g' : '-'}→${t(c)?.row.major_group ? 'g' : '-'}`],
    ['ln(actual ÷ centre)', (c) => (moveVsCentre(c) > 0.3 ? '> +0.3' : moveVsCentre(c) < -0.3 ? '< −0.3' : 'within ±0.3')],
    [
      'R ÷ line rank',
      (c) => (h(c)?.lineRank === undefined ? '?' : c.f.recent / h(c)!.lineRank! > 0.8 ? '> 0.8' : c.f.recent / h(c)!.lineRank! > 0.5 ? '0.5–0.8' : '≤ 0.5'),
    ],
    ['multiplier', (c) => String(c.m)],
    ['majors sharing R → sharing target', (c) => `${shared(h(c))} → ${shared(t(c))}`],
    // an institution of the province itself (its id's province digits, or its name in the official files)
    ['home institution', (c) => String(isHome(c.f.unitId.split('|')[0]!))],
  ]
  for (const [name, of] of classes) {
    const by = new Map<string, { bin: Case[]; all: number }>()
    for (const c of cases) {
      const k = of(c)
      const e = by.get(k) ?? { bin: [], all: 0 }
      e.all++
      by.set(k, e)
    }
    for (const c of inBin) by.get(of(c))!.bin.push(c)
    const parts = [...by]
      .filter(([, e]) => e.bin.length >= 20)
      .sort((a, b) => Math.abs(gap(b[1].bin)) - Math.abs(gap(a[1].bin)))
      .slice(0, 6)
      .map(
        ([k, e]) =>
          `${k}: ${e.bin.length} (${((100 * e.bin.length) / inBin.length).toFixed(0)} % of bin, ${((100 * e.all) / cases.length).toFixed(0)} % of all) ` +
          `off ${(gap(e.bin) / e.bin.length).toFixed(3)}, bin without ${((gap(inBin) - gap(e.bin)) / Math.max(1, inBin.length - e.bin.length)).toFixed(3)}`,
      )
    console.log(`  ${name}: ${parts.join('; ')}`)
  }
  // the units whose cases carry most of the bin's gap
  const perUnit = new Map<string, Case[]>()
  for (const c of inBin) perUnit.set(c.f.unitId, [...(perUnit.get(c.f.unitId) ?? []), c])
  const institutions = new Map<string, number>()
  for (const c of inBin) institutions.set(c.f.unitId.split('|')[0]!, (institutions.get(c.f.unitId.split('|')[0]!) ?? 0) + c.p - c.y)
  console.log(
    `  institutions by gap: ${[...institutions]
      .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]))
      .slice(0, 8)
      .map(([k, g]) => `${k} ${(g / inBin.length).toFixed(4)}`)
      .join(', ')}`,
  )
  for (const [unit, list] of [...perUnit].sort((a, b) => Math.abs(gap(b[1])) - Math.abs(gap(a[1]))).slice(0, listed)) {
    const c = list[0]!
    const hr = h(c)
    const tr = t(c)
    console.log(
      `   ${tr?.row.institution_name ?? hr?.row.institution_name ?? ''} ${unit} yrs ${c.f.estimate.yearsUsed.join(',')} R ${c.f.recent} (${hr?.row.min_score ?? '?'} ${hr?.rankFrom ?? '?'} ${hr?.source ?? '?'} [${hr?.row.batch ?? ''}|${hr?.row.major_group ?? ''}]) ` +
        `centre ${c.f.estimate.baselineRank} σ ${c.f.estimate.spread.toFixed(2)} → ${c.f.actual} (${tr?.row.min_score ?? '?'} ${tr?.source ?? '?'} [${tr?.row.batch ?? ''}|${tr?.row.major_group ?? ''}|${tr?.row.major_name ?? ''}]) plan ${c.f.planCount ?? '?'}`,
    )
  }
}
