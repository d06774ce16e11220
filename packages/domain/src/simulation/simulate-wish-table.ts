import { type LineDistribution } from '../admission/line-distribution.ts'
import { createSeededRandom, type SeededRandom } from '../random/seeded-random.ts'
import { runSteps } from '../steps.ts'
import { type FillingMode, type Rank } from '../types.ts'

/** A major listed inside a group/school wish, with its own line distribution. */
export type SimulationMajor = { readonly majorId: string; readonly line: LineDistribution }

/** One 志愿 of the table, in filling order. */
export type SimulationWish = {
  readonly unitId: string
  /** the unit's 投档 line distribution (group, major+school, or school) */
  readonly line: LineDistribution
  /** majors inside the unit in the candidate's order (group and school modes) */
  readonly majors?: readonly SimulationMajor[]
  /** 服从调剂 (ignored in 专业+院校 mode, which has none) */
  readonly isAdjustmentAccepted?: boolean
}

/** The table to simulate. */
export type SimulationInput = {
  readonly rank: Rank
  readonly fillingMode: FillingMode
  readonly wishes: readonly SimulationWish[]
}

/** Monte Carlo options; the same seed always gives the same result. */
export type SimulationOptions = {
  readonly draws?: number
  readonly seed?: number
  /** share of each line's variance that is common to the whole year (lines move together) */
  readonly commonShock?: number
}

/** Per-wish outcome shares. */
export type WishOutcome = {
  readonly unitId: string
  /** chance this wish is where the candidate lands (admitted) */
  readonly landing: number
  /** chance of landing here through 调剂 */
  readonly adjusted: number
  /** chance the file is sent here and returned (退档; the batch is then lost) */
  readonly returned: number
  readonly majors: readonly { readonly majorId: string; readonly landing: number }[]
}

/** Result of {@link simulateWishTable}. */
export type SimulationResult = {
  readonly draws: number
  readonly wishes: readonly WishOutcome[]
  /** chance no wish files the candidate (滑档) */
  readonly noAdmission: number
  /** chance of 退档 somewhere */
  readonly returned: number
  /** chance of being admitted somewhere in the batch */
  readonly admitted: number
  /** mean 1-based position of the landing wish, given admission (null if never admitted) */
  readonly expectedPosition: number | null
  /** the single most likely landing wish (null if none) */
  readonly mostLikelyUnitId: string | null
}

/**
 * Monte Carlo of 平行志愿 for one candidate: score first, follow the order, one filing round. Each draw
 * samples every reached unit's line (with a common year shock); the first unit whose line reaches the
 * candidate receives the file. Group/school modes then place the candidate in the first listed major
 * whose line reaches them, else 调剂 if accepted, else 退档. 专业+院校 mode admits on filing.
 * The history lines are 投档 lines, so 105 % over-filing is already inside them; being over-filed
 * without 调剂 ends in 退档 through the major check.
 *
 * @example
 * simulateWishTable({ rank: toRank(5000), fillingMode: 'major', wishes }, { draws: 10_000, seed: 7 }).noAdmission
 */
export function simulateWishTable(input: SimulationInput, options: SimulationOptions = {}): SimulationResult {
  return runSteps(simulateWishTableSteps(input, options))
}

/** Draws between two steps of {@link simulateWishTableSteps}: a 96-wish table's 250 draws are about a millisecond. */
export const DRAWS_PER_STEP = 250

/**
 * {@link simulateWishTable} as steps: the generator pauses after every `drawsPerStep` draws, so a caller on a
 * server's event loop can let other work run between them (issue 33). The draws and their order are the
 * same however it is stepped, so the result equals `simulateWishTable`'s for the same input and seed.
 *
 * @example
 * const steps = simulateWishTableSteps(input, { draws: 4000, seed: 42 })
 * let step = steps.next()
 * while (!step.done) step = steps.next() // or await a turn of the event loop between them
 * step.value.noAdmission
 */
export function* simulateWishTableSteps(
  input: SimulationInput,
  options: SimulationOptions = {},
  drawsPerStep: number = DRAWS_PER_STEP,
): Generator<void, SimulationResult, void> {
  const draws = options.draws ?? 10_000
  const random = createSeededRandom(options.seed ?? 1)
  const rho = Math.min(1, Math.max(0, options.commonShock ?? 0.3))
  const common = Math.sqrt(rho)
  const own = Math.sqrt(1 - rho)
  const logRank = Math.log(Math.max(1, input.rank))
  const n = input.wishes.length
  const landing = new Float64Array(n)
  const adjusted = new Float64Array(n)
  const returned = new Float64Array(n)
  const majorLanding = input.wishes.map((w) => new Float64Array(w.majors?.length ?? 0))
  const hasMajors = input.fillingMode !== 'major'
  let positionSum = 0
  let admittedCount = 0
  const normal = pairedNormals(random)
  // filed iff the line's standard score z reaches a per-wish threshold (no exp/log inside the loop)
  const thresholds = input.wishes.map((w) => zThresholds(w.line, logRank))
  const majorThresholds = input.wishes.map((w) => (w.majors ?? []).map((m) => zThresholds(m.line, logRank)))
  for (let d = 0; d < draws; d++) {
    if (d > 0 && d % drawsPerStep === 0) yield
    const shock = normal()
    for (let i = 0; i < n; i++) {
      const wish = input.wishes[i]!
      if (!reaches(thresholds[i]!, common * shock + own * normal(), random)) continue
      const majors = hasMajors ? (wish.majors ?? []) : []
      if (majors.length === 0) {
        landing[i]!++
        positionSum += i + 1
        admittedCount++
        break
      }
      let placed = -1
      for (let j = 0; j < majors.length; j++) {
        // already inside the group line, so only the major's own line decides
        if (reaches(majorThresholds[i]![j]!, common * shock + own * normal(), random)) {
          placed = j
          break
        }
      }
      if (placed >= 0) {
        majorLanding[i]![placed]!++
        landing[i]!++
        positionSum += i + 1
        admittedCount++
      } else if (wish.isAdjustmentAccepted === true) {
        landing[i]!++
        adjusted[i]!++
        positionSum += i + 1
        admittedCount++
      } else {
        returned[i]!++
      }
      break
    }
  }
  let returnedTotal = 0
  let best = -1
  const wishes: WishOutcome[] = input.wishes.map((wish, i) => {
    returnedTotal += returned[i]!
    if (landing[i]! > 0 && (best < 0 || landing[i]! > landing[best]!)) best = i
    return {
      unitId: wish.unitId,
      landing: landing[i]! / draws,
      adjusted: adjusted[i]! / draws,
      returned: returned[i]! / draws,
      majors: (wish.majors ?? []).map((m, j) => ({
        majorId: m.majorId,
        landing: majorLanding[i]![j]! / draws,
      })),
    }
  })
  return {
    draws,
    wishes,
    noAdmission: (draws - admittedCount - returnedTotal) / draws,
    returned: returnedTotal / draws,
    admitted: admittedCount / draws,
    expectedPosition: admittedCount === 0 ? null : positionSum / admittedCount,
    mostLikelyUnitId: best < 0 ? null : input.wishes[best]!.unitId,
  }
}

type Thresholds = { readonly plain: number; readonly tail: number; readonly tailWeight: number }

/** z a line must reach to be at or beyond the candidate: plainly, or as a tail draw (z × tailScale). */
function zThresholds(line: LineDistribution, logRank: number): Thresholds {
  const gap = logRank - line.logCentre
  const plain = gap / (line.logSpread * (gap > 0 ? line.upperScale : line.lowerScale))
  return { plain, tail: plain / line.tailScale, tailWeight: line.tailWeight }
}

/** Whether a line with standard score z reaches the candidate; the tail coin is tossed only when it matters. */
function reaches(t: Thresholds, z: number, random: SeededRandom): boolean {
  const isPlain = z >= t.plain
  if (t.tailWeight <= 0 || isPlain === z >= t.tail) return isPlain
  return random.next() < t.tailWeight ? !isPlain : isPlain
}

/** Box–Muller yields two independent normals per pair of uniforms: hand them out one at a time. */
function pairedNormals(random: SeededRandom): () => number {
  let spare = 0
  let hasSpare = false
  return () => {
    if (hasSpare) {
      hasSpare = false
      return spare
    }
    const radius = Math.sqrt(-2 * Math.log(1 - random.next()))
    const angle = 2 * Math.PI * random.next()
    spare = radius * Math.sin(angle)
    hasSpare = true
    return radius * Math.cos(angle)
  }
}
