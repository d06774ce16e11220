import { defaultAdmissionModel, type AdmissionModelParams } from './admission-model.ts'
import { type AdmissionLineEstimate } from './estimate-admission-line.ts'

/**
 * The calibrated distribution of a unit's target-year ln(min rank): a median-centred two-piece normal
 * (spread `logSpread` scaled by 1 ± skew on either side) mixed with a wider copy for jumps.
 */
export type LineDistribution = {
  readonly logCentre: number
  readonly logSpread: number
  /** spread multiplier above the centre (line moves to worse ranks) and below it */
  readonly upperScale: number
  readonly lowerScale: number
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
  estimate: Pick<AdmissionLineEstimate, 'logBaseline' | 'spread' | 'centreSpread'>,
  params: AdmissionModelParams = defaultAdmissionModel,
): LineDistribution {
  const logSpread = estimate.spread / params.zScale
  // the centre's shift grows with the spread before a skipped year's widening only: the widening says the line is
  // less known, not that it moved outward (ADR 049)
  return {
    logCentre: estimate.logBaseline + (params.zShift * (estimate.centreSpread ?? estimate.spread)) / params.zScale,
    logSpread,
    upperScale: 1 + params.skew,
    lowerScale: 1 - params.skew,
    tailWeight: params.tailWeight,
    tailScale: params.tailScale,
  }
}
