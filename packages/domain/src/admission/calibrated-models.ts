import { defaultAdmissionModel, type AdmissionModelParams } from './admission-model.ts'
import { provinceCalibration } from './province-calibration.ts'
import { spreadScaleFor } from './province-spread-scale.ts'

/**
 * Province-specific refinements of {@link defaultAdmissionModel}, fitted by bench/backtest/fit.ts on
 * target years before each province's held-out year (docs/backtest.md). Provinces without an entry
 * use the global model; provinces that miss the backtest's targets get their labels stepped down
 * (province-calibration.generated.ts, written by `npm run backtest`).
 *
 * @example
 * calibratedAdmissionModels.shandong?.spreadFloor
 */
export const calibratedAdmissionModels: Readonly<Record<string, Partial<AdmissionModelParams>>> = {
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

/**
 * The calibrated model for a province code (e.g. 'shandong'), falling back to the global model.
 *
 * @example
 * admissionModelFor('jiangsu').recencyWeights
 */
export function admissionModelFor(province: string): AdmissionModelParams {
  const refinement = calibratedAdmissionModels[province]
  const refined = refinement === undefined ? defaultAdmissionModel : { ...defaultAdmissionModel, ...refinement }
  // the province's spread factor (ADR 054), fitted on the years before its newest results year
  const scale = spreadScaleFor(province)
  const model = scale === 1 ? refined : { ...refined, provinceSpreadScale: scale }
  // a province whose latest year misses the backtest's targets shows every label one step lower (labels only)
  return provinceCalibration(province)?.meetsTargets === false ? { ...model, confidenceDowngrade: 1 } : model
}
