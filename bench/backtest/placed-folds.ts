// The honest fit of a placed-line parameter (ADR 072, ADR 074): both issue runs over a grid of values, the units scored
// by kind, and each province's value chosen on the other provinces' units of that kind only (leave-one-province-out).
// No placed major-level line exists before 2024, so no year before a 2025 headline can fit it: the folds are provinces.
import { casesOfForecasts, forecastMetrics, type AdmissionModelParams, type BacktestForecast } from '@gk/domain'
import { type Protocol } from './protocol.ts'
import { issueRuns } from './issue-runs.ts'

export type Score = { brier: number; baseline: number; n: number; ece: number; units: number }
/** A kind of unit a grid value is chosen for, and the parameters each grid value sets for it. */
export type PlacedKind = { readonly name: string; readonly has: (f: BacktestForecast) => boolean; readonly grid: readonly number[] }
type RunName = 'llyo' | 'lopo'
/** forecasts[run][province][kind index][grid index]; rest: the province's other units (at grid index 0) */
export type PlacedGrid = {
  readonly kinds: readonly PlacedKind[]
  readonly forecasts: Record<RunName, Map<string, BacktestForecast[][][]>>
  readonly rest: Record<RunName, Map<string, BacktestForecast[]>>
}

/** Brier sums (model and rank-gap baseline) and ECE of a set of forecasts. */
export function score(fs: readonly BacktestForecast[]): Score {
  const cases = casesOfForecasts(fs)
  // a province without units of a kind adds nothing to the other folds' sums
  if (cases.length === 0) return { brier: 0, baseline: 0, n: 0, ece: Number.NaN, units: 0 }
  const m = forecastMetrics(cases.map((c) => ({ probability: c.model, outcome: c.outcome })))
  const b = forecastMetrics(cases.map((c) => ({ probability: c.baseline, outcome: c.outcome })))
  return { brier: m.brier * cases.length, baseline: b.brier * cases.length, n: cases.length, ece: m.ece, units: fs.length }
}

export const pct = (s: { brier: number; baseline: number }) => (s.baseline > 0 ? `${((1 - s.brier / s.baseline) * 100).toFixed(1)} %` : '—')

/** The provinces with a placed row: the only ones a placed parameter can change. */
export function placedProvinces(protocol: Protocol): string[] {
  return [...protocol.provinces].filter(([, rows]) => rows.some((r) => r.source === 'placed')).map(([n]) => n)
}

/**
 * Both runs at each grid index, every kind's parameter set to its grid value at that index (the kinds' units are
 * disjoint, so one run serves every kind). `at(values)` gives the parameters for one value per kind.
 */
export function placedGrid(
  protocol: Protocol,
  kinds: readonly PlacedKind[],
  at: (values: readonly number[]) => Partial<AdmissionModelParams>,
  log: (line: string) => void = () => {},
): PlacedGrid {
  const names = placedProvinces(protocol)
  const size = Math.max(...kinds.map((k) => k.grid.length))
  const forecasts: PlacedGrid['forecasts'] = { llyo: new Map(), lopo: new Map() }
  const rest: PlacedGrid['rest'] = { llyo: new Map(), lopo: new Map() }
  for (let i = 0; i < size; i++) {
    const values = kinds.map((k) => k.grid[Math.min(i, k.grid.length - 1)]!)
    const runs = issueRuns(protocol, { names, extra: at(values) })
    for (const run of ['llyo', 'lopo'] as const) {
      for (const r of runs[run]) {
        const byKind =
          forecasts[run].get(r.name) ??
          forecasts[run]
            .set(
              r.name,
              kinds.map(() => []),
            )
            .get(r.name)!
        kinds.forEach((k, j) => byKind[j]!.push(r.after.filter(k.has)))
        if (i === 0)
          rest[run].set(
            r.name,
            r.after.filter((f) => !kinds.some((k) => k.has(f))),
          )
      }
    }
    log(`grid ${values.join(' / ')} done`)
  }
  return { kinds, forecasts, rest }
}

/** Each province's grid index per kind: the lowest Brier on the other provinces' units of that kind. */
export function foldChoices(grid: PlacedGrid, run: RunName): Map<string, number[]> {
  const all = [...grid.forecasts[run]]
  const choices = new Map<string, number[]>()
  for (const [name] of all) {
    const others = all.filter(([n]) => n !== name).map(([, byKind]) => byKind)
    choices.set(
      name,
      grid.kinds.map((k, j) => {
        const brierAt = k.grid.map((_, i) => others.reduce((a, byKind) => a + score(byKind[j]![i]!).brier, 0))
        return brierAt.indexOf(Math.min(...brierAt))
      }),
    )
  }
  return choices
}

/** Print the per-province grid, the fold values and the folds pooled against the value 0 (grid index 0). */
export function printFolds(grid: PlacedGrid, run: RunName, print: (line: string) => void = console.log): void {
  const { kinds, forecasts, rest } = grid
  const choices = foldChoices(grid, run)
  for (const [j, k] of kinds.entries()) {
    print(`${run} ${k.name} | province | ` + k.grid.map((v) => `${v}: Brier below baseline / ECE`).join(' | '))
    for (const [name, byKind] of forecasts[run]) {
      if (byKind[j]![0]!.length === 0) continue
      print(
        `${run} ${k.name} | ${name} | ${k.grid
          .map((_, i) => score(byKind[j]![i]!))
          .map((s) => `${pct(s)} / ${s.ece.toFixed(4)}`)
          .join(' | ')}`,
      )
    }
    print(`${run} ${k.name} | pooled | ${k.grid.map((_, i) => pct(score([...forecasts[run].values()].flatMap((b) => b[j]![i]!)))).join(' | ')}`)
  }
  const folded = (pick: (name: string) => number[]) => {
    const byKind = kinds.map((_, j) => [...forecasts[run]].flatMap(([n, b]) => b[j]![pick(n)[j]!]!))
    const whole = [...byKind.flat(), ...[...rest[run].values()].flat()]
    return { byKind: byKind.map(score), whole: score(whole) }
  }
  for (const [name, idx] of choices) {
    const at = (pick: number[]) => {
      const fs = [...forecasts[run].get(name)!.flatMap((b, j) => b[pick[j]!]!), ...rest[run].get(name)!]
      return score(fs)
    }
    const chosen = at(idx)
    const zero = at(kinds.map(() => 0))
    print(
      `${run} fold ${name}: ${kinds.map((k, j) => `${k.name} ${k.grid[idx[j]!]}`).join(', ')} → province ${pct(chosen)} / ECE ${chosen.ece.toFixed(4)} (0: ${pct(zero)} / ${zero.ece.toFixed(4)})`,
    )
  }
  const fold = folded((n) => choices.get(n)!)
  const zero = folded(() => kinds.map(() => 0))
  for (const [j, k] of kinds.entries()) {
    print(
      `${run} folds pooled ${k.name}: ${pct(fold.byKind[j]!)} / ECE ${fold.byKind[j]!.ece.toFixed(4)} (0: ${pct(zero.byKind[j]!)} / ${zero.byKind[j]!.ece.toFixed(4)})`,
    )
  }
  print(`${run} folds pooled, placed provinces: ${pct(fold.whole)} / ECE ${fold.whole.ece.toFixed(4)} (0: ${pct(zero.whole)} / ${zero.whole.ece.toFixed(4)})`)
}

/** The grid seen as kind `j` alone, the other kinds held at their first value (0): one parameter's own effect. */
export function onlyKind(grid: PlacedGrid, j: number): PlacedGrid {
  const forecasts: PlacedGrid['forecasts'] = { llyo: new Map(), lopo: new Map() }
  const rest: PlacedGrid['rest'] = { llyo: new Map(), lopo: new Map() }
  for (const run of ['llyo', 'lopo'] as const) {
    for (const [name, byKind] of grid.forecasts[run]) {
      forecasts[run].set(name, [byKind[j]!])
      rest[run].set(name, [...grid.rest[run].get(name)!, ...byKind.filter((_, k) => k !== j).flatMap((b) => b[0]!)])
    }
  }
  return { kinds: [grid.kinds[j]!], forecasts, rest }
}
