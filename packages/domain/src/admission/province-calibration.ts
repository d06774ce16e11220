import { provinceCalibrationResults } from './province-calibration.generated.ts'

/** One province's backtest result on its latest year, as the app ships (written by `npm run backtest`). */
export type ProvinceCalibration = {
  readonly year: number
  readonly units: number
  /** Brier score below the rank-gap rule's, as a fraction (0.1 = 10 % better) */
  readonly brierImprovement: number
  readonly ece: number
  /** the province's ECE target: 0.02 with ≥ 2,000 cases, else 0.025 (issue #30) */
  readonly eceTarget: number
  /** ECE ≤ eceTarget and Brier ≥ 10 % below the baseline */
  readonly meetsTargets: boolean
}

/** The short form (the assistant's concept text); lists say it once with numbers ({@link calibrationLine}). */
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

/**
 * The one line a list shows above its rows where the province's backtest misses the targets, with the
 * measured figures (ADR 039: said once per list, not on every card); '' where the targets are met or the
 * backtest could not score the province.
 *
 * @example
 * calibrationLine('jilin', '吉林')
 * //=> '吉林的概率在历史回测中未达校准目标：2025年1,104个单位，校准误差（ECE）0.032（目标≤0.02），比只看位次差的估计准6.6%（目标≥10%）；各单位可信度已下调一级，概率仅供参考'
 */
export function calibrationLine(province: string, provinceName: string): string {
  const c = provinceCalibration(province)
  if (c === undefined || c.meetsTargets) return ''
  const gain = Math.round(Math.abs(c.brierImprovement) * 1000) / 10
  const brier = c.brierImprovement >= 0 ? `比只看位次差的估计准${gain}%` : `比只看位次差的估计差${gain}%`
  // three decimals, four where three would round a miss onto the target (0.0204 is not ≤ 0.02)
  const ece = c.ece > c.eceTarget && Number(c.ece.toFixed(3)) <= c.eceTarget ? c.ece.toFixed(4) : c.ece.toFixed(3)
  return `${provinceName}的概率在历史回测中未达校准目标：${c.year}年${c.units.toLocaleString('en-US')}个单位，校准误差（ECE）${ece}（目标≤${c.eceTarget}），${brier}（目标≥10%）；各单位可信度已下调一级，概率仅供参考`
}
