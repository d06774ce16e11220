import { defaultAdmissionModel, type AdmissionModelParams } from './admission-model.ts'

/**
 * Province-specific refinements of {@link defaultAdmissionModel}, fitted by bench/backtest/fit.ts on
 * target years before each province's held-out year (docs/backtest.md). Provinces without an entry
 * use the global model.
 *
 * @example
 * calibratedAdmissionModels.shandong?.spreadFloor
 */
export const calibratedAdmissionModels: Readonly<Record<string, Partial<AdmissionModelParams>>> = {}

/**
 * The calibrated model for a province code (e.g. 'shandong'), falling back to the global model.
 *
 * @example
 * admissionModelFor('jiangsu').recencyWeights
 */
export function admissionModelFor(province: string): AdmissionModelParams {
  const refinement = calibratedAdmissionModels[province]
  return refinement === undefined ? defaultAdmissionModel : { ...defaultAdmissionModel, ...refinement }
}
