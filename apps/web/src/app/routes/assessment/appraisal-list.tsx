import { AppraisalListPage } from '../../../features/assessment/components/hub-pages.tsx'

export const Component = AppraisalListPage
