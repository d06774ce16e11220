import { type AdmissionModelParams } from './admission-model.ts'

/**
 * A unit's year-to-year volatility shrunk toward similar units: two or three years say little about a
 * unit's own noise, so its estimate is pooled with a prior for units at the same level (top units move
 * more, relatively) and, when given, the mean volatility of its institution's other units — weighted
 * by how many year-to-year changes each has (empirical-Bayes style; κ = volatilityPriorWeight).
 * With κ = 0 the unit's own value is returned unchanged.
 *
 * @example
 * shrunkVolatility(0.4, 2, 3, undefined, params) // between the level prior and 0.4
 */
export function shrunkVolatility(
  own: number,
  years: number,
  level: number,
  institution: number | undefined,
  params: Pick<AdmissionModelParams, 'volatilityPrior' | 'volatilityPriorSlope' | 'volatilityPriorWeight'>,
): number {
  const kappa = params.volatilityPriorWeight
  if (kappa <= 0) return own
  const levelPrior = Math.max(0, params.volatilityPrior * (1 + params.volatilityPriorSlope * level))
  // the institution's other units are the closer relatives when known: half of the prior's weight
  const prior = institution === undefined ? levelPrior : Math.sqrt((levelPrior ** 2 + institution ** 2) / 2)
  const changes = Math.max(0, years - 1)
  return Math.sqrt((kappa * prior ** 2 + changes * own ** 2) / (kappa + changes))
}
