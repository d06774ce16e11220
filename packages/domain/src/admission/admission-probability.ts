import { standardNormalCdf } from '../math/normal.ts'
import { defaultAdmissionModel, type AdmissionModelParams } from './admission-model.ts'
import { type AdmissionLineEstimate } from './estimate-admission-line.ts'
import { lineDistribution, type LineDistribution } from './line-distribution.ts'

/**
 * 录取概率: the chance that the unit's target-year min rank ends at or beyond the candidate's rank.
 * With z = (ln R̂′ − ln r)/σ′ on the calibrated line distribution, P = (1 − w)·Φ(z) + w·Φ(z / k)
 * (a heavy-tailed mixture, because lines sometimes jump), clamped to the model's bounds.
 *
 * @example
 * admissionProbability(8_000, estimate) // with R̂′ = 8 000 → 0.5
 */
export function admissionProbability(
  rank: number,
  estimate: Pick<AdmissionLineEstimate, 'logBaseline' | 'spread' | 'centreSpread'>,
  params: AdmissionModelParams = defaultAdmissionModel,
): number {
  return probabilityFromLine(rank, lineDistribution(estimate, params), params)
}

/**
 * P(line ≥ rank) for an already calibrated line distribution (the fast path for many candidates).
 *
 * @example
 * probabilityFromLine(8_000, lineDistribution(estimate)) // same as admissionProbability(8_000, estimate)
 */
export function probabilityFromLine(
  rank: number,
  line: LineDistribution,
  bounds: Pick<AdmissionModelParams, 'probabilityMin' | 'probabilityMax'> = defaultAdmissionModel,
): number {
  const gap = line.logCentre - Math.log(Math.max(1, rank))
  // a rank beyond the centre needs the line to move outward: use the upper side's spread
  const z = gap / (line.logSpread * (gap < 0 ? line.upperScale : line.lowerScale))
  const w = line.tailWeight
  const p = (1 - w) * standardNormalCdf(z) + w * standardNormalCdf(z / line.tailScale)
  return Math.min(bounds.probabilityMax, Math.max(bounds.probabilityMin, p))
}
