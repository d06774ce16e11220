// Dev diagnosis (issue #30, ADR 138): why the unit kind "plan ≤ 5" is worse than the rank-gap rule in pooled ECE on
// the runs, read from small-plan-headline-dump.ts's JSON lines (one per unit, its 13 cases). Prints the kinds by
// plan size, the small plans per province beside the province's other units, the small plans split by where their
// lines come from (official multi-year files vs dataset rows) with each part's reliability bins for the model and the
// rule, and the small plans by plan size, plan change and years of history. A diagnosis, never a fit.
// node --import tsx bench/backtest/small-plan-headline-diagnosis.ts /tmp/llyo-units.jsonl
import { readFileSync } from 'node:fs'

type Unit = {
  p: string
  plan: number | null
  planChange: number | null
  src: string
  years: number[]
  derived: boolean
  centre: number
  spread: number
  recent: number
  actual: number
  m: number[]
  b: number[]
  o: (0 | 1)[]
}
const units: Unit[] = readFileSync(process.argv[2] ?? '/tmp/llyo-units.jsonl', 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as Unit)
const binOf = (p: number) => Math.min(9, Math.floor(p * 10))
type Bin = { n: number; p: number; o: number }
function bins(list: readonly Unit[], key: 'm' | 'b'): Bin[] {
  const out = Array.from({ length: 10 }, () => ({ n: 0, p: 0, o: 0 }))
  for (const u of list)
    u[key].forEach((p, i) => {
      const b = out[binOf(p)]!
      b.n++
      b.p += p
      b.o += u.o[i]!
    })
  return out
}
const ece = (bs: readonly Bin[]) => bs.reduce((a, b) => a + Math.abs(b.p - b.o), 0) / bs.reduce((a, b) => a + b.n, 0)
const brier = (list: readonly Unit[], key: 'm' | 'b') => {
  let s = 0
  let n = 0
  for (const u of list) u[key].forEach((p, i) => ((s += (p - u.o[i]!) ** 2), n++))
  return s / n
}
/** mean ln(actual ÷ forecast median): negative, the line came out more selective than forecast (chances too high) */
const bias = (list: readonly Unit[]) => list.reduce((a, u) => a + Math.log(u.actual / u.centre), 0) / list.length
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? NaN
const row = (label: string, list: readonly Unit[]) =>
  list.length < 30
    ? undefined
    : `| ${label} | ${list.length} | ${(100 * (1 - brier(list, 'm') / brier(list, 'b'))).toFixed(1)} % | ${ece(bins(list, 'm')).toFixed(4)} | ${ece(bins(list, 'b')).toFixed(4)} | ${bias(list).toFixed(3)} | ${median(list.map((u) => Math.abs(Math.log(u.actual / u.recent)))).toFixed(3)} | ${median(list.map((u) => Math.abs(Math.log(u.actual / u.centre)) / u.spread)).toFixed(2)} |`
const head =
  '| Set | Units | Brier below the rule | ECE | Rule ECE | Bias | Median \\|move\\| | Median \\|z\\| |\n| --- | --- | --- | --- | --- | --- | --- | --- |'
const planKind = (u: Unit) => (u.plan === null ? 'unknown' : u.plan <= 5 ? '≤ 5' : u.plan <= 20 ? '6–20' : '> 20')
const small = units.filter((u) => planKind(u) === '≤ 5')
const fromFile = (u: Unit) => u.src === 'official file'
const print = (title: string, rows: (string | undefined)[]) => console.log(`\n## ${title}\n${head}\n${rows.filter(Boolean).join('\n')}`)

print(
  'Kinds by plan size',
  ['≤ 5', '6–20', '> 20', 'unknown'].map((k) =>
    row(
      `plan ${k}`,
      units.filter((u) => planKind(u) === k),
    ),
  ),
)
print('Plan ≤ 5 by where the lines come from', [
  row('official multi-year files', small.filter(fromFile)),
  row(
    'dataset rows',
    small.filter((u) => !fromFile(u)),
  ),
  row(
    'dataset rows, 贵州',
    small.filter((u) => !fromFile(u) && u.p === 'guizhou'),
  ),
  row(
    'dataset rows without 贵州',
    small.filter((u) => !fromFile(u) && u.p !== 'guizhou'),
  ),
  row(
    'larger plans (> 5), official files',
    units.filter((u) => fromFile(u) && u.plan !== null && u.plan > 5),
  ),
  row(
    'larger plans (> 5), dataset rows',
    units.filter((u) => !fromFile(u) && u.plan !== null && u.plan > 5),
  ),
])
console.log('\n## Plan ≤ 5: reliability bins with ≥ 200 cases (mean predicted → observed), model | rule')
for (const [label, list] of [
  ['all', small],
  ['official files', small.filter(fromFile)],
  ['dataset rows', small.filter((u) => !fromFile(u))],
  ['贵州', small.filter((u) => u.p === 'guizhou')],
] as const) {
  const show = (bs: Bin[]) =>
    bs
      .filter((b) => b.n >= 200)
      .map((b) => `${(b.p / b.n).toFixed(2)}→${(b.o / b.n).toFixed(2)}`)
      .join(' ')
  console.log(`| ${label} | ${show(bins(list, 'm'))} | ${show(bins(list, 'b'))} |`)
}
print(
  'Plan ≤ 5 per province (≥ 30 units) beside the province’s other units',
  [...new Set(small.map((u) => u.p))].sort().flatMap((p) => [
    row(
      `${p} ≤ 5`,
      small.filter((u) => u.p === p),
    ),
    row(
      `${p} others`,
      units.filter((u) => u.p === p && planKind(u) !== '≤ 5'),
    ),
  ]),
)
print('Plan ≤ 5 by plan size, plan change against the newest history year, years of history', [
  ...[1, 2, 3, 4, 5].map((n) =>
    row(
      `plan ${n}`,
      small.filter((u) => u.plan === n),
    ),
  ),
  row(
    'plan change unknown',
    small.filter((u) => u.planChange === null),
  ),
  row(
    'plan change < 0.7',
    small.filter((u) => u.planChange !== null && u.planChange < 0.7),
  ),
  row(
    'plan change 0.7–1.3',
    small.filter((u) => u.planChange !== null && u.planChange >= 0.7 && u.planChange <= 1.3),
  ),
  row(
    'plan change > 1.3',
    small.filter((u) => u.planChange !== null && u.planChange > 1.3),
  ),
  ...[1, 2, 3].map((n) =>
    row(
      `history ${n}${n === 3 ? '+' : ''} years`,
      small.filter((u) => Math.min(3, u.years.length) === n),
    ),
  ),
])
