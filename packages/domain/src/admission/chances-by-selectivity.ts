import { runSteps } from '../steps.ts'

/** The highest chance a unit whose forecast line is more selective than half the candidate's rank shows. */
export const FAR_LINE_CAP = 0.1

/** One assessed unit of a list: its forecast line (expected min rank), its shown label and its chance. */
export type ChanceItem = {
  /** the expected min rank (the median of the line distribution): the order of selectivity */
  readonly forecastRank: number
  /**
   * the forecast's centre before the calibration's spread-proportional shift, when lower: the cap reads
   * the lower of the two, so that a wide spread does not move a far line into reach
   */
  readonly centreRank?: number
  /** the least selective of the unit's lines in its (up to) three newest years: all of them twice as selective as the candidate cap it too */
  readonly recentLinesRank?: number | undefined
  /** the confidence label the unit shows: chances are ordered within a label, never across labels */
  readonly label: string
  readonly probability: number
}

/**
 * The chance a unit can show: at most {@link FAR_LINE_CAP} when its forecast line rank is below half the
 * candidate's rank. A wide spread (thin, derived or jumpy history) lifts the model's tail far from the
 * centre; it says the forecast is uncertain, not that a line twice as selective as the candidate is
 * within reach.
 *
 * @example
 * capFarLine(0.34, 5_529, 14_107) //=> 0.1
 * capFarLine(0.34, 9_000, 14_107) //=> 0.34
 */
export function capFarLine(probability: number, forecastRank: number, candidateRank: number): number {
  return forecastRank < candidateRank / 2 ? Math.min(probability, FAR_LINE_CAP) : probability
}

/**
 * Chances of a list that fall with selectivity: each unit is first capped ({@link capFarLine}), then
 * within each label the chances are made non-decreasing in the forecast rank by isotonic regression
 * (pool adjacent violators, equal weights): a more selective unit never shows more than a less selective
 * one of the same label (violators are averaged, not all pushed down), among the units whose forecast line is more
 * selective than the candidate (the reach side); below it a running maximum keeps the order without pooling. The cap is applied again after the
 * pooling, and a running minimum from the least selective end keeps the order where it lowered a unit.
 * `candidateRank` null skips the cap (a list compared on 线差 has no rank to halve); `candidatePlace` is where the
 * candidate stands on the list's scale (the rank, or the 线差 position), the end of the ordered units.
 * Returns the chances in the input's order.
 *
 * @example
 * chancesBySelectivity([
 *   { forecastRank: 5_000, label: 'low', probability: 0.3 },
 *   { forecastRank: 9_000, label: 'low', probability: 0.2 },
 * ], 8_000) //=> [0.25, 0.25]
 */
export function chancesBySelectivity(items: readonly ChanceItem[], candidateRank: number | null, candidatePlace: number | null = candidateRank): number[] {
  return runSteps(chancesBySelectivitySteps(items, candidateRank, candidatePlace))
}

/** Units a step of the stepped list rule walks before it pauses (a loop over 2,000 units is well under a millisecond). */
export const ITEMS_PER_STEP = 2000

/**
 * {@link chancesBySelectivity} as steps: the generator pauses every `itemsPerStep` units of each pass and
 * after each label's sort, so a server can answer other requests between them (issue 33: the rule over
 * 山东's whole batch held the event loop for tens of milliseconds). Same passes in the same order, so the
 * same result however it is stepped.
 */
export function* chancesBySelectivitySteps(
  items: readonly ChanceItem[],
  candidateRank: number | null,
  candidatePlace: number | null = candidateRank,
  itemsPerStep: number = ITEMS_PER_STEP,
): Generator<void, number[], void> {
  const cap = (it: ChanceItem, p: number) =>
    candidateRank === null ? p : capFarLine(p, Math.min(it.forecastRank, it.centreRank ?? Infinity, it.recentLinesRank ?? Infinity), candidateRank)
  const out: number[] = new Array<number>(items.length)
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % itemsPerStep === 0) yield
    out[i] = cap(items[i]!, items[i]!.probability)
  }
  const byLabel = new Map<string, number[]>()
  const belowByLabel = new Map<string, number[]>()
  for (let i = 0; i < items.length; i++) {
    if (i > 0 && i % itemsPerStep === 0) yield
    const it = items[i]!
    if (Number.isNaN(it.probability)) continue
    // the units the candidate reaches for (forecast line more selective than the candidate) are pooled:
    // below the candidate a chance is read from the spread, and pooling there averaged every 保 unit near the
    // 本科 line away (辽宁 物理类 364: 52 保 → 1, a line-filled unit at the line pooled with wider ones below it)
    const side = candidatePlace !== null && !(it.forecastRank < candidatePlace) ? belowByLabel : byLabel
    let list = side.get(it.label)
    if (!list) side.set(it.label, (list = []))
    list.push(i)
  }
  for (const indices of byLabel.values()) {
    yield
    // a stable sort: units of equal forecast keep their order in the list
    indices.sort((a, b) => items[a]!.forecastRank - items[b]!.forecastRank)
    yield
    const fitted = isotonicIncreasing(indices.map((i) => out[i]!))
    // a unit capped by its recent lines may sit among less selective forecasts: pooling must not lift it
    // again, and a more selective unit then shows no more than it (a running minimum only lowers)
    let floor = Infinity
    for (let k = indices.length - 1; k >= 0; k--) {
      if (k % itemsPerStep === 0) yield
      const i = indices[k]!
      floor = Math.min(floor, cap(items[i]!, fitted[k]!))
      out[i] = floor
    }
  }
  // below the candidate the order is kept by a running maximum from the most selective end: a less selective
  // unit shows at least what a more selective one of its label shows (only raised, so no 保 is averaged away;
  // 江苏 历史类 604 showed 华中师范大学 80 % above a less selective 东北师范大学 group at 67 %)
  for (const [label, indices] of belowByLabel) {
    yield
    indices.sort((a, b) => items[a]!.forecastRank - items[b]!.forecastRank)
    yield
    let run = 0
    for (const i of byLabel.get(label) ?? []) run = Math.max(run, out[i]!)
    for (let k = 0; k < indices.length; k++) {
      if (k > 0 && k % itemsPerStep === 0) yield
      const i = indices[k]!
      run = Math.max(run, out[i]!)
      out[i] = run
    }
  }
  return out
}

/**
 * The least-squares non-decreasing fit of a sequence (pool adjacent violators).
 *
 * @example
 * isotonicIncreasing([0.3, 0.2, 0.5]) //=> [0.25, 0.25, 0.5]
 */
export function isotonicIncreasing(values: readonly number[]): number[] {
  const means: number[] = []
  const sizes: number[] = []
  for (const v of values) {
    let mean = v
    let size = 1
    while (means.length > 0 && means[means.length - 1]! > mean) {
      const m = means.pop()!
      const s = sizes.pop()!
      mean = (m * s + mean * size) / (s + size)
      size += s
    }
    means.push(mean)
    sizes.push(size)
  }
  const out: number[] = []
  means.forEach((m, k) => {
    for (let j = 0; j < sizes[k]!; j++) out.push(m)
  })
  return out
}
