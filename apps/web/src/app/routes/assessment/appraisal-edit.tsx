import { AppraisalEditPage } from '../../../features/assessment/components/appraisal-edit-page.tsx'

export const Component = AppraisalEditPage
