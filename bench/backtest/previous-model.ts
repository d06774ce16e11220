// The model before the cross-province calibration (ADR 024) (ADR 004's global set and its three province refinements), kept only as
// the "before" column of the report: the new terms are switched off (neutral values).
import { defaultAdmissionModel, type AdmissionModelParams } from '@gk/domain'

const before: AdmissionModelParams = {
  ...defaultAdmissionModel,
  recencyWeights: [1],
  trendWeight: 0.025,
  planElasticity: 0.039,
  cohortElasticity: 0.0333,
  seatElasticity: 0.075,
  peerReversion: 0.0333,
  spreadFloor: 0.064,
  volatilityWeight: 0.9,
  levelSlope: 0.0162,
  countNoise: 4.2188,
  smallPlanInflation: 0.0756,
  fewYearsInflation: 0.072,
  gapInflation: 1.0712,
  levelShift: 0,
  tailWeight: 0.1125,
  tailScale: 4.6875,
  skew: 0.025,
  zScale: 1.25,
  zShift: 0.2667,
  lineElasticity: 0,
  yearShiftSpreadKnown: 0,
  yearShiftSpread: 0,
  missingCohortSpread: 0,
  missingPlanSpread: 0,
  volatilityPrior: 0,
  volatilityPriorSlope: 0,
  volatilityPriorWeight: 0,
  derivedSpread: 0,
  confidenceCap: 2,
}
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
