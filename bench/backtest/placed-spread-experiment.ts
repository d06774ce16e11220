// Dev experiment (ADR 072): what widening a placed third-party line (placedSpread) does to the placed units' scores,
// and the honest fold value: each province's placedSpread chosen on the other provinces' placed units only
// (leave-one-province-out, placed-folds.ts). Usage: node --import tsx bench/backtest/placed-spread-experiment.ts
import { runProtocol } from './protocol.ts'
import { placedGrid, printFolds } from './placed-folds.ts'

const protocol = runProtocol(false, () => {})
const kinds = [{ name: 'placed', has: (f: { source?: string }) => f.source === 'placed', grid: [0, 0.05, 0.1, 0.15, 0.2, 0.3] }]
const grid = placedGrid(protocol, kinds, ([s]) => ({ placedSpread: s! }), console.error)
printFolds(grid, 'llyo')
printFolds(grid, 'lopo')
