// Dev experiment (ADR 074): the centre correction of a placed third-party line — placedShift (a line of the year's own
// track) and placedDerivedShift (one converted across the reform), in ln rank toward better ranks — and the honest fold
// values: each province's value chosen on the other provinces' units of that kind only (leave-one-province-out,
// placed-folds.ts). Usage: node --import tsx bench/backtest/placed-shift-experiment.ts
import { type BacktestForecast } from '@gk/domain'
import { runProtocol } from './protocol.ts'
import { onlyKind, placedGrid, printFolds } from './placed-folds.ts'

const protocol = runProtocol(false, () => {})
const isPlaced = (f: BacktestForecast) => f.source === 'placed'
const kinds = [
  { name: 'placedShift', has: (f: BacktestForecast) => isPlaced(f) && !f.estimate.isDerived, grid: [0, 0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.08] },
  { name: 'placedDerivedShift', has: (f: BacktestForecast) => isPlaced(f) && f.estimate.isDerived, grid: [0, 0.02, 0.04, 0.06, 0.08, 0.1, 0.12, 0.15] },
]
const grid = placedGrid(protocol, kinds, ([own, derived]) => ({ placedShift: own!, placedDerivedShift: derived! }), console.error)
printFolds(grid, 'llyo')
printFolds(grid, 'lopo')
// each correction alone, the other held at 0: whether one of them is worth shipping by itself
for (const j of kinds.keys()) {
  const alone = onlyKind(grid, j)
  for (const run of ['llyo', 'lopo'] as const) printFolds(alone, run, (line) => line.includes('fold') && console.log(`alone ${line}`))
}
