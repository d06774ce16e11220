// Dev diagnosis: what drives each label's 80 % interval coverage in the issue's two runs (LLYO, LOPO), by unit kind
// and per province for 'low': inside/below/above, the excess of units inside over 80 %, and the factor on the interval's
// log half-width that would have put 80 % inside (`scale-for-80%`, < 1: too wide). Reads the committed inputs and
// llyo-params.json like `npm run backtest`. Usage: node --import tsx bench/backtest/low-coverage-diagnosis.ts
// Measured 2026-11-30 (ds-58d02191d286755d): LLYO low 86.0 % (scale 0.839; its widening 1.26 against the LOPO folds'
// median 1.14); five provinces (重庆 944, 山东 824, 贵州 662, 河南 572, 四川 361) carry 3,363 of the 4,025 units above 80 %.
import { runProtocol } from './protocol.ts'
import { issueRuns } from './issue-runs.ts'
import type { BacktestForecast } from '@gk/domain'

const runs = issueRuns(
  runProtocol(false, () => {}),
  {},
)
type Agg = { n: number; inside: number; below: number; need: number[] }
function agg(fs: BacktestForecast[]): Agg {
  const a: Agg = { n: 0, inside: 0, below: 0, need: [] }
  for (const f of fs) {
    const { low, high } = f.estimate.likelyRange
    const mid = Math.sqrt(low * high)
    const half = Math.log(high / low) / 2
    a.n++
    if (f.actual < low) a.below++
    else if (f.actual <= high) a.inside++
    a.need.push(Math.abs(Math.log(f.actual / mid)) / half)
  }
  return a
}
const q = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(p * (s.length - 1))] ?? NaN
}
const line = (label: string, a: Agg) =>
  `${label.padEnd(28)} n=${String(a.n).padStart(6)} inside=${((100 * a.inside) / a.n).toFixed(1)} below=${((100 * a.below) / a.n).toFixed(1)} above=${((100 * (a.n - a.inside - a.below)) / a.n).toFixed(1)} scale-for-80%=${q(a.need, 0.8).toFixed(3)}`
for (const [title, list] of [
  ['LLYO', runs.llyo],
  ['LOPO', runs.lopo],
] as const) {
  console.log(`## ${title}`)
  const all = list.flatMap((r) => r.after)
  for (const c of ['high', 'medium', 'low'] as const) console.log(line(`all ${c}`, agg(all.filter((f) => f.estimate.confidence === c))))
  const low = all.filter((f) => f.estimate.confidence === 'low')
  const kinds: [string, (f: BacktestForecast) => boolean][] = [
    ['derived', (f) => f.estimate.isDerived],
    ['single year', (f) => f.estimate.isSingleYear && !f.estimate.isDerived],
    ['2 years', (f) => f.estimate.yearsUsed.length === 2 && !f.estimate.isDerived],
    ['3+ years', (f) => f.estimate.yearsUsed.length >= 3 && !f.estimate.isDerived],
    ['src placed', (f) => f.source === 'placed'],
    ['src official', (f) => f.source === 'official'],
    ['src third-party', (f) => f.source === 'third-party'],
  ]
  for (const [k, pred] of kinds) console.log(line(`low ${k}`, agg(low.filter(pred))))
  const byProv = new Map<string, BacktestForecast[]>()
  for (const f of low) byProv.set(f.province, [...(byProv.get(f.province) ?? []), f])
  const rows = [...byProv].map(([p, fs]) => [p, agg(fs)] as const).sort((a, b) => b[1].n - a[1].n)
  // excess inside units over 80 % per province: who carries the over-coverage
  for (const [p, a] of rows) console.log(line(`low ${p}`, a) + ` excess=${(a.inside - 0.8 * a.n).toFixed(0)}`)
}
