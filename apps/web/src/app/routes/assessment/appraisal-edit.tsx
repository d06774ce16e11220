import { AppraisalEditPage } from '../../../features/assessment/components/hub-pages.tsx'

export const Component = AppraisalEditPage
