// Dev-time experiment behind ADR 054: variants of a per-province spread factor read off each province's earlier years,
// first on each province's last year before its headline year (the factor from the years before that one: the choice is
// made here), then on the headline year. Run: node --import tsx bench/backtest/spread-scale-experiment.ts (minutes)
import { admissionModelFor, backtestForecasts, casesOfForecasts, summariseBacktest, type BacktestForecast } from '@gk/domain'
import { loadProvinces, scoreableYears } from './provinces.ts'
import { readFileSync } from 'node:fs'
const fit = JSON.parse(readFileSync(new URL('./llyo-params.json', import.meta.url), 'utf8'))
const provinces = loadProvinces()
const byYear = new Map<string, Map<number, BacktestForecast[]>>()
for (const [p, rows] of [...provinces].sort()) {
  const ys = scoreableYears(rows)
  if (ys.length === 0) continue
  const params = { ...admissionModelFor(p), ...fit.volatilityPrior, intervalWidening: fit.widening }
  const m = new Map<number, BacktestForecast[]>()
  for (const y of ys.slice(-4)) m.set(y, backtestForecasts(rows, { targetYear: y, params }))
  byYear.set(p, m)
}
const med = (a: number[]) => {
  const s = [...a].sort((x, y) => x - y)
  return s[s.length >> 1]!
}
const z = (f: BacktestForecast) => Math.abs(Math.log(f.actual / f.estimate.baselineRank)) / f.estimate.spread
type Variant = { name: string; k: (years: BacktestForecast[][], ref: number) => number }
const variants: Variant[] = []
for (const n0 of [300, 1000])
  for (const floor of [0, 1])
    variants.push({
      name: `units n0=${n0}${floor ? ' k>=1' : ''}`,
      k: (ys, ref) => {
        const zs = ys.flat().map(z)
        if (!zs.length) return 1
        const w = zs.length / (zs.length + n0)
        const k = Math.exp(w * Math.log(med(zs) / ref))
        return floor ? Math.max(1, k) : k
      },
    })
for (const m of [1, 2])
  for (const floor of [0, 1])
    variants.push({
      name: `years m=${m}${floor ? ' k>=1' : ''}`,
      k: (ys, ref) => {
        const ls = ys.filter((y) => y.length >= 50).map((y) => Math.log(med(y.map(z)) / ref))
        if (!ls.length) return 1
        const k = Math.exp(((ls.reduce((a, b) => a + b, 0) / ls.length) * ls.length) / (ls.length + m))
        return floor ? Math.max(1, k) : k
      },
    })
const scale = (fs: BacktestForecast[], k: number) =>
  fs.map((f) => ({ ...f, estimate: { ...f.estimate, spread: f.estimate.spread * k, centreSpread: f.estimate.centreSpread ?? f.estimate.spread } }))
const imp = (fs: BacktestForecast[]) => {
  const s = summariseBacktest(casesOfForecasts(fs))
  return { imp: 1 - s.model.brier / s.baseline.brier, ece: s.model.ece, n: s.n }
}
for (const evalOffset of [1, 0]) {
  // evalOffset 1: score each province's last earlier year (validation); 0: the headline year
  console.log(evalOffset ? '== validation: last year before headline, k from years before it' : '== headline')
  for (const v of [{ name: 'none', k: () => 1 } as Variant, ...variants]) {
    // reference |z| from the years before the scored year of every province
    const refZ: number[] = []
    const scored: { p: string; fs: BacktestForecast[]; prior: BacktestForecast[][] }[] = []
    for (const [p, m] of byYear) {
      const ys = [...m.keys()].sort()
      const idx = ys.length - 1 - evalOffset
      if (idx < 0) continue
      const prior = ys.slice(0, idx).map((y) => m.get(y)!)
      for (const fs of prior) for (const f of fs) refZ.push(z(f))
      scored.push({ p, fs: m.get(ys[idx]!)!, prior })
    }
    const ref = med(refZ)
    const all: BacktestForecast[] = []
    let met = 0,
      sumEce = 0
    for (const s of scored) {
      const k = v.name === 'none' ? 1 : v.k(s.prior, ref)
      const fs = scale(s.fs, k)
      all.push(...fs)
      const r = imp(fs)
      sumEce += r.ece
      if (r.ece <= (r.n >= 2000 ? 0.02 : 0.025)) met++
    }
    const r = imp(all)
    console.log(
      `${v.name.padEnd(18)} pooled imp ${(r.imp * 100).toFixed(2)}% ece ${r.ece.toFixed(4)} | provinces ECE met ${met}/${scored.length} mean ECE ${(sumEce / scored.length).toFixed(4)}`,
    )
  }
}
