import { defaultAdmissionModel, type AdmissionModelParams } from './admission-model.ts'
import { type AdmissionLineEstimate } from './estimate-admission-line.ts'

/** The calibrated distribution of a unit's target-year ln(min rank): centre, spread and tail mixture. */
export type LineDistribution = {
  readonly logCentre: number
  readonly logSpread: number
  readonly tailWeight: number
  readonly tailScale: number
}

/**
 * Folds the model's final calibration (zScale, zShift, tails) into a line distribution so that
 * P(line ≥ r) equals {@link admissionProbability} before clamping; the simulation samples from it.
 *
 * @example
 * lineDistribution(estimate).logCentre // ln R̂ shifted by zShift·σ/zScale
 */
export function lineDistribution(
  estimate: Pick<AdmissionLineEstimate, 'logBaseline' | 'spread'>,
  params: AdmissionModelParams = defaultAdmissionModel,
): LineDistribution {
  const logSpread = estimate.spread / params.zScale
  return {
    logCentre: estimate.logBaseline + params.zShift * logSpread,
    logSpread,
    tailWeight: params.tailWeight,
    tailScale: params.tailScale,
  }
}
