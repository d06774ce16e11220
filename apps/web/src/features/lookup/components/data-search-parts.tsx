import { paths } from '../../../config/paths.ts'

export type DataKind = 'admission' | 'plan'
export const routes = {
  admission: { school: paths.enrollDataSchool, major: paths.enrollDataSearch },
  plan: { school: paths.enrollmentPlanSchool, major: paths.enrollmentPlanSearch },
} as const
