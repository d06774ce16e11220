import { EnterPathPage } from '../../../features/assessment/components/hub-pages.tsx'

export const Component = EnterPathPage
