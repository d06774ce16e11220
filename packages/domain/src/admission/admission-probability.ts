import { standardNormalCdf } from '../math/normal.ts'
import { defaultAdmissionModel, type AdmissionModelParams } from './admission-model.ts'
import { type AdmissionLineEstimate } from './estimate-admission-line.ts'

/**
 * 录取概率: the chance that the unit's target-year min rank ends at or beyond the candidate's rank.
 * With z = zScale·(ln R̂ − ln r)/σ + zShift, P = (1 − w)·Φ(z) + w·Φ(z / k) (a heavy-tailed mixture,
 * because lines sometimes jump), clamped to the model's bounds.
 *
 * @example
 * admissionProbability(8_000, estimate) // with R̂ = 8 000 → about 0.5
 */
export function admissionProbability(
  rank: number,
  estimate: AdmissionLineEstimate,
  params: AdmissionModelParams = defaultAdmissionModel,
): number {
  const z = (params.zScale * (estimate.logBaseline - Math.log(Math.max(1, rank)))) / estimate.spread + params.zShift
  const w = params.tailWeight
  const p = (1 - w) * standardNormalCdf(z) + w * standardNormalCdf(z / params.tailScale)
  return Math.min(params.probabilityMax, Math.max(params.probabilityMin, p))
}
