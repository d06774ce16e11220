import { provinceCalibrationResults } from './province-calibration.generated.ts'

/** One province's backtest result on its latest year, as the app ships (written by `npm run backtest`). */
export type ProvinceCalibration = {
  readonly year: number
  readonly units: number
  /** Brier score below the rank-gap rule's, as a fraction (0.1 = 10 % better) */
  readonly brierImprovement: number
  readonly ece: number
  /** ECE ≤ 0.03 and Brier ≥ 10 % below the baseline */
  readonly meetsTargets: boolean
}

/** Shown with a unit's confidence where its province's backtest misses the targets. */
export const calibrationMissNote = '该省历史回测校准未达标，可信度已下调一级，概率仅供参考'

/**
 * The backtest's calibration of a province (code, e.g. 'anhui'), or undefined when the backtest could not
 * score it (too little history): then nothing is claimed either way.
 *
 * @example
 * provinceCalibration('shandong')?.meetsTargets //=> true
 */
export function provinceCalibration(province: string): ProvinceCalibration | undefined {
  return provinceCalibrationResults[province]
}

/**
 * The plain-language note for a province that misses the targets (its labels are stepped down), else null.
 *
 * @example
 * calibrationNoteFor('gansu') //=> '该省历史回测校准未达标，…'
 */
export function calibrationNoteFor(province: string): string | null {
  return provinceCalibration(province)?.meetsTargets === false ? calibrationMissNote : null
}
