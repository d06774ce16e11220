import { AppraisalListPage } from '../../../features/assessment/components/appraisal-list-page.tsx'

export const Component = AppraisalListPage
