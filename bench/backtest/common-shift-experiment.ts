// Experiment (ADR 031, not shipped): a province-year common shift of the forecast centre, predicted from what
// is known when students fill — the control line's rank shift and the cohort change between the two years'
// 一分一段 tables, and the province's own residual move the year before — as a regression on the shipped
// model's residual common move (median ln(actual / forecast centre) per province, track and year). Fitted
// leave-one-province-out: each province's latest year is shifted by the regression fitted on all other
// provinces' years. Run: node --import tsx bench/backtest/common-shift-experiment.ts (about a minute).
import {
  admissionModelFor,
  backtestInputs,
  casesOfForecasts,
  estimateAdmissionLine,
  summariseBacktest,
  type BacktestForecast,
  type BacktestInput,
  type BacktestRow,
} from '@gk/domain'
import { loadProvinces, scoreableYears } from './provinces.ts'
import { runProtocol } from './protocol.ts'

type Block = {
  province: string
  track: string
  year: number
  inputs: BacktestInput[]
  residual: number
  line?: number
  cohort?: number
  prev?: number
  units: number
}
const median = (v: number[]) => {
  const s = [...v].sort((a, b) => a - b)
  return s[s.length >> 1]!
}
const provinces = loadProvinces()
const { recalibrated } = runProtocol(false, () => {})
const latest = new Map<string, number>()
for (const [p, rows] of provinces) {
  const ys = scoreableYears(rows)
  if (ys.length) latest.set(p, ys[ys.length - 1]!)
}
const paramsOf = (p: string) => {
  const { intervalWidening: _w, ...plain } = admissionModelFor(p)
  return { ...plain, intervalWidening: recalibrated.widening.lopo[p] ?? _w }
}
const blocks: Block[] = []
for (const [p, rows] of provinces) {
  const params = paramsOf(p)
  const tracks = new Map<string, BacktestRow[]>()
  for (const r of rows) (tracks.get(r.subjectType) ?? tracks.set(r.subjectType, []).get(r.subjectType)!).push(r)
  for (const [track, trows] of tracks) {
    const byYear = new Map<number, BacktestInput[]>()
    for (const i of backtestInputs(trows)) (byYear.get(i.year) ?? byYear.set(i.year, []).get(i.year)!).push(i)
    for (const [year, inputs] of [...byYear].sort((a, b) => a[0] - b[0])) {
      if (inputs.length < 30) continue
      const res: number[] = []
      for (const i of inputs) {
        const e = estimateAdmissionLine(i.history, i.target, params, i.peers)
        if (e) res.push(Math.log(i.actual / e.baselineRank))
      }
      const last = (k: 'lineRank' | 'totalCandidates') => {
        const t = trows.find((r) => r.year === year && r[k])
        const q = trows.find((r) => r.year === year - 1 && r[k])
        return t && q ? Math.log(t[k]! / q[k]!) : undefined
      }
      const prevBlock = blocks.find((b) => b.province === p && b.track === track && b.year === year - 1)
      blocks.push({
        province: p,
        track,
        year,
        inputs,
        residual: median(res),
        line: last('lineRank'),
        cohort: last('totalCandidates'),
        prev: prevBlock?.residual,
        units: inputs.length,
      })
    }
  }
}
type F = (b: Block) => number | undefined
function fit(train: Block[], feats: F[], ridge: number) {
  const k = feats.length + 1
  const A = Array.from({ length: k }, () => Array(k).fill(0) as number[])
  const y = Array(k).fill(0) as number[]
  for (const b of train) {
    const w = Math.sqrt(b.units)
    const x = [1, ...feats.map((f) => f(b) ?? 0)]
    for (let i = 0; i < k; i++) {
      y[i] = y[i]! + w * x[i]! * b.residual
      for (let j = 0; j < k; j++) A[i]![j] = A[i]![j]! + w * x[i]! * x[j]!
    }
  }
  for (let i = 1; i < k; i++) A[i]![i] = A[i]![i]! + ridge
  for (let i = 0; i < k; i++)
    for (let r = i + 1; r < k; r++) {
      const f = A[r]![i]! / A[i]![i]!
      for (let c = i; c < k; c++) A[r]![c] = A[r]![c]! - f * A[i]![c]!
      y[r] = y[r]! - f * y[i]!
    }
  const beta = Array(k).fill(0) as number[]
  for (let i = k - 1; i >= 0; i--) {
    let s = y[i]!
    for (let c = i + 1; c < k; c++) s -= A[i]![c]! * beta[c]!
    beta[i] = s / A[i]![i]!
  }
  return { beta, predict: (b: Block) => beta[0]! + feats.reduce((s, f, i) => s + beta[i + 1]! * (f(b) ?? 0), 0) }
}
const variants: Record<string, F[]> = {
  none: [],
  intercept: [],
  inputs: [(b) => b.line, (b) => b.cohort],
  'inputs+prev': [(b) => b.line, (b) => b.cohort, (b) => b.prev],
}
const names = [...latest.keys()].sort()
const unshifted = new Map<string, { brier: number; ece: number }>()
for (const [v, feats] of Object.entries(variants)) {
  const all: BacktestForecast[] = []
  const per: string[] = []
  let ok = 0
  let better = 0
  let calibrated = 0
  for (const p of names) {
    const model = fit(
      blocks.filter((b) => b.province !== p),
      feats,
      0,
    )
    const fs: BacktestForecast[] = []
    for (const b of blocks.filter((b) => b.province === p && b.year === latest.get(p))) {
      const shift = v === 'none' ? 0 : model.predict(b)
      const params = paramsOf(p)
      for (const i of b.inputs) {
        const hist = i.history.map((h) => ({ ...h, minRank: h.minRank * Math.exp(shift) }))
        const e = estimateAdmissionLine(hist, i.target, params, i.peers)
        if (e) fs.push({ province: p, year: i.year, unitId: i.unitId, estimate: e, params, recent: i.recent, actual: i.actual })
      }
    }
    const m = summariseBacktest(casesOfForecasts(fs))
    const imp = 1 - m.model.brier / m.baseline.brier
    if (imp >= 0.1 && m.model.ece <= 0.03) ok++
    // against the shipped centre (the first variant, 'none')
    const base = unshifted.get(p)
    if (base === undefined) unshifted.set(p, { brier: m.model.brier, ece: m.model.ece })
    else {
      if (m.model.brier < base.brier) better++
      if (m.model.ece < base.ece) calibrated++
    }
    per.push(`${p} ${(imp * 100).toFixed(1)}/${m.model.ece.toFixed(4)}`)
    all.push(...fs)
    if (p === 'shandong' && v !== 'none') console.log(v, 'beta(shandong fold)', model.beta.map((x) => x.toFixed(3)).join(' '))
  }
  const m = summariseBacktest(casesOfForecasts(all))
  console.log(
    `${v}: pooled ${((1 - m.model.brier / m.baseline.brier) * 100).toFixed(2)} % / ECE ${m.model.ece.toFixed(4)}; provinces meeting ${ok}/${names.length}; Brier better than unshifted in ${better}, ECE in ${calibrated}`,
  )
  console.log('  ' + per.join(', '))
}
