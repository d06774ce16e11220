import { standardNormalCdf } from '../math/normal.ts'
import { defaultAdmissionModel, type AdmissionModelParams } from './admission-model.ts'
import { type AdmissionLineEstimate } from './estimate-admission-line.ts'
import { lineDistribution } from './line-distribution.ts'

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
  estimate: Pick<AdmissionLineEstimate, 'logBaseline' | 'spread'>,
  params: AdmissionModelParams = defaultAdmissionModel,
): number {
  const line = lineDistribution(estimate, params)
  const z = (line.logCentre - Math.log(Math.max(1, rank))) / line.logSpread
  const w = line.tailWeight
  const p = (1 - w) * standardNormalCdf(z) + w * standardNormalCdf(z / line.tailScale)
  return Math.min(params.probabilityMax, Math.max(params.probabilityMin, p))
}
