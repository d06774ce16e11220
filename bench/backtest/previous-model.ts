// The model before the cross-province calibration (ADR 024) (ADR 004's global set and its three province refinements), kept only as
// the "before" column of the report: the new terms are switched off (neutral values).
import { defaultAdmissionModel, type AdmissionModelParams } from '@gk/domain'

// ADR 004's global set is still the shipped one; ADR 024 added only the derived-history widening, so the
// global "before" is the shipped model with that term off (its other new terms already ship neutral)
const before: AdmissionModelParams = { ...defaultAdmissionModel, derivedSpread: 0 }
const refinements: Record<string, Partial<AdmissionModelParams>> = {
  zhejiang: {
    trendWeight: 0.325,
    cohortElasticity: -0.1167,
    peerReversion: 0.0083,
    spreadFloor: 0.0461,
    volatilityWeight: 1.35,
    countNoise: 3.1641,
    smallPlanInflation: 0.1418,
    fewYearsInflation: 0.0675,
    gapInflation: 1.5063,
    tailWeight: 0,
    skew: 0.075,
    zShift: 0.3417,
  },
  jiangsu: {
    peerReversion: 0.2583,
    spreadFloor: 0.06,
    levelSlope: 0.0366,
    countNoise: 0,
    smallPlanInflation: 0,
    fewYearsInflation: 0.081,
    tailWeight: 0.2531,
    skew: -0.15,
    zShift: -0.0333,
  },
  shanghai: {
    trendWeight: 0.075,
    peerReversion: 0.2083,
    volatilityWeight: 0.45,
    countNoise: 4.7461,
    smallPlanInflation: 0.0284,
    fewYearsInflation: 0.054,
    tailWeight: 0.09,
    skew: -0.125,
    zShift: 0.4167,
  },
}

/** The model before ADR 024 for a province. Note: with no plan it widened by 1 + c/2 (now 1 + missingPlanSpread). */
export function previousModelFor(province: string): AdmissionModelParams {
  return { ...before, ...(refinements[province] ?? {}) }
}
