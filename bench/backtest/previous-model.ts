// The model before the cross-province calibration (ADR 024) (ADR 004's global set and its three province refinements), kept only as
// the "before" column of the report: the new terms are switched off (neutral values).
import { calibratedAdmissionModels, defaultAdmissionModel, type AdmissionModelParams } from '@gk/domain'

// ADR 004's global set and its province refinements are still the shipped ones; ADR 024 added the
// derived-history widening and ADR 033 the volatility prior, so "before" is the shipped model with those terms
// off (its other new terms already ship neutral). Read from the domain, not copied (the copy that stood here was
// identical and would drift).
const { commonMove: _move, ...beforeMove } = defaultAdmissionModel
const before: AdmissionModelParams = { ...beforeMove, derivedSpread: 0, volatilityPrior: 0, volatilityPriorSlope: 0, volatilityPriorWeight: 0 }

/** The model before ADR 024 for a province. Note: with no plan it widened by 1 + c/2 (now 1 + missingPlanSpread). */
export function previousModelFor(province: string): AdmissionModelParams {
  return { ...before, ...(calibratedAdmissionModels[province] ?? {}) }
}
